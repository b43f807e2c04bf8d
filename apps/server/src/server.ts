// The server process (started by main.ts): opens the database (PGlite in DATA_DIR, or DATABASE_URL),
// applies migrations, seeds demo data into an empty database, serves the API and both front ends,
// and shuts down gracefully within a deadline (shutdown.ts).
import { loadConfig } from './config.ts';
import { createClock } from './clock.ts';
import { openDatabase } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { acquireDataDirLock } from './db/data-dir-lock.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { buildApp } from './app.ts';
import { createRealtime } from './realtime/realtime.ts';
import { APP_JOBS } from './jobs/app-jobs.ts';
import { startJobs } from './jobs/registry.ts';
import { collectGarbage } from './runtime-settings.ts';
import { trackHttpServer } from './http/requests-in-flight.ts';
import { createShutdown, type ShutdownStep } from './shutdown.ts';
import { openStalledTransaction } from './shutdown-test-stall.ts';

const config = loadConfig();
const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await applyMigrations(database);
// A chosen start instant (SAHAM_CLOCK_START, outside production) is held until the server listens.
const clock = createClock(config.clockStart, { isHeld: true });
const realtime = createRealtime({ databaseUrl: config.databaseUrl });
const services = { db: database.db, dbKind: database.kind, clock, config, realtime };
const seeded = await seedIfEmpty(services);
const app = await buildApp({ services, serveFrontEnds: true });
/** Stops the jobs; replaced by startJobs' own once they have started. */
let stopJobs = async () => {};

const http = trackHttpServer(app.server);
const steps: ShutdownStep[] = [
  // The market engine first (it stores its last quotes), with the other jobs (src/jobs/).
  { name: 'stopping the jobs', run: () => stopJobs() },
  {
    // Fastify stops the listener, answers new requests on open connections with 503 and closes the
    // WebSockets (1001); the drain lets the requests in flight finish and closes the connections left.
    name: 'closing the HTTP server',
    run: async () => {
      await Promise.all([app.close(), http.drain()]);
    },
  },
  // PGlite writes its WAL out (a checkpoint); PostgreSQL's pool ends its connections.
  { name: 'closing the database', run: () => database.close() },
];
if (config.shutdownTestStall) {
  steps.unshift({
    name: 'test stall: opening a transaction that never ends',
    run: async () => {
      await openStalledTransaction(database.db, clock.now());
      app.log.warn('test stall: a transaction has written and will never end');
    },
  });
}
const shutdown = createShutdown({
  logger: app.log,
  timeoutMs: config.shutdownTimeoutSeconds * 1000,
  steps,
  describeOpenWork: () => ({
    requestsInFlight: http.inFlight(),
    connections: http.connectionCount(),
    webSockets: realtime.hub?.connectionCount() ?? 0,
  }),
  release: releaseLock,
});
shutdown.listen();

// What loading the modules, PGlite's first start (initdb) and the seed left behind goes before the
// first request rather than whenever the heap next fills.
collectGarbage();
await app.listen({ port: config.port, host: config.host });
clock.release();
// Scheduled work (src/jobs/app-jobs.ts) starts once the server listens; the market engine backfills
// missing history in the background, then ticks once a second.
if (!shutdown.isShuttingDown) stopJobs = startJobs(APP_JOBS, services, { logger: app.log });
const base = `http://localhost:${config.port}`;
const lines = [
  `Saham is running on ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  `  member app   ${base}/`,
  `  back office  ${base}/admin/`,
  `  API docs     ${base}/api/docs`,
];
if (seeded) {
  lines.push(
    '  demo logins  member 601123456789 / Demo1234, fund password 123456 (invitation code 888888)',
    '               staff  admin / Admin1234',
  );
}
console.log(lines.join('\n'));
