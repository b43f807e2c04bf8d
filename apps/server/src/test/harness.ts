// Builds the app for integration tests on a fresh database: an in-memory PGlite per call, or, when
// TEST_DATABASE_URL is set, a new database created on that PostgreSQL server (and dropped at close).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { createClock, type Clock } from '../clock.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { openDatabase, openMemoryDatabase, type Database } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import type { Services } from '../http/context.ts';
import { checkLedgerInvariants, type LedgerViolation } from '../modules/ledger/invariants.ts';
import { APP_JOBS } from '../jobs/app-jobs.ts';
import { startJobs } from '../jobs/registry.ts';
import { createRealtime } from '../realtime/realtime.ts';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  clock: Clock;
  database: Database;
  close(): Promise<void>;
}

async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `saham_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // pool.end() resolves before its connections have closed; dropping with force while one is
      // still closing kills it and surfaces as an unhandled 57P01 error, so wait for them first.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const open = await client.query('select 1 from pg_stat_activity where datname = $1', [name]);
        if (open.rowCount === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestAppOptions {
  /** Routes only a test needs (a test-only money-moving call, say), added before the app is ready. */
  registerRoutes?: (app: FastifyInstance, services: Services) => void;
  /** The app's logger (silent unless given). */
  logger?: BuildAppOptions['logger'];
}

export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config: ServerConfig = {
    ...loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }),
    rateLimitPerMinute: 100_000,
    // Test files register many members from one address; register.test.ts tests the default.
    registrationsPerHour: 100_000,
    // No market engine: tests drive it with createMarketEngine(...).tickOnce(instant) on a frozen clock.
    marketEngine: 'off',
    ...overrides,
  };
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let drop = async () => {};
  let databaseUrl: string | null = null;
  if (serverUrl) {
    const created = await createPostgresDatabase(serverUrl);
    drop = created.drop;
    databaseUrl = created.url;
    database = await openDatabase({ databaseUrl: created.url, dataDir: config.dataDir });
  } else {
    database = await openMemoryDatabase();
  }
  await applyMigrations(database);
  const clock = createClock(config.clockStart ?? '2026-11-23T02:00:00Z');
  const realtime = createRealtime({ databaseUrl });
  const services: Services = { db: database.db, dbKind: database.kind, clock, config, realtime };
  const app = await buildApp({ services, logger: options.logger ?? false });
  options.registerRoutes?.(app, services);
  await app.ready();
  // The jobs start as the server starts them (the market engine is off: tests call tickOnce).
  const stopJobs = startJobs(APP_JOBS, services, { logger: app.log });
  return {
    app,
    services,
    clock,
    database,
    // Every test file ends by checking the ledger's invariants over whatever its scenarios did.
    close: async () => {
      await stopJobs();
      await app.close();
      const violations: LedgerViolation[] = [];
      try {
        violations.push(...(await checkLedgerInvariants(database.db)));
      } finally {
        await database.close();
        await drop();
      }
      if (violations.length > 0) {
        const lines = violations.map((violation) => `  ${violation.kind}: ${violation.detail}`);
        throw new Error(`ledger invariants broken at the end of the test file:\n${lines.join('\n')}`);
      }
    },
  };
}

/** POSTs a member call and returns the status code and parsed body. */
export async function callMember(
  app: FastifyInstance,
  path: string,
  body: unknown,
  session?: { token: string; account: string },
): Promise<{
  statusCode: number;
  body: { status: number; msg: string; params?: Record<string, unknown>; data?: unknown };
}> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/vue/${path}`,
    payload: body === undefined ? {} : (body as object),
    headers: session ? { token: session.token, account: session.account } : {},
  });
  return { statusCode: response.statusCode, body: response.json() };
}

/** POSTs a staff call. */
export async function callStaff(
  app: FastifyInstance,
  path: string,
  body: unknown,
  session?: { token: string; account: string },
): Promise<{
  statusCode: number;
  body: { status: number; msg: string; params?: Record<string, unknown>; data?: unknown };
}> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/${path}`,
    payload: body === undefined ? {} : (body as object),
    headers: session ? { token: session.token, account: session.account } : {},
  });
  return { statusCode: response.statusCode, body: response.json() };
}
