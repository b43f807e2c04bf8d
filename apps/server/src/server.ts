// The server process (started by main.ts): opens the database (PGlite in DATA_DIR, or DATABASE_URL),
// applies migrations, seeds demo data into an empty database, serves the API and both front ends,
// and shuts down gracefully.
import { loadConfig } from './config.ts';
import { createClock } from './clock.ts';
import { openDatabase } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { acquireDataDirLock } from './db/data-dir-lock.ts';
import { seedIfEmpty } from './db/seed.ts';
import { buildApp } from './app.ts';
import { createRealtime } from './realtime/realtime.ts';
import { createMarketEngine } from './modules/market-data/engine.ts';
import { collectGarbage } from './runtime-settings.ts';

const config = loadConfig();
const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await applyMigrations(database);
const clock = createClock(config.clockStart);
const realtime = createRealtime({ databaseUrl: config.databaseUrl });
const services = { db: database.db, dbKind: database.kind, clock, config, realtime };
const seeded = await seedIfEmpty(services);
const app = await buildApp({ services, serveFrontEnds: true });
const marketEngine =
  config.marketEngine === 'on' ? createMarketEngine(services, { logger: app.log, quoteWriteMs: 2000 }) : null;

let isShuttingDown = false;
async function shutDown(signal: string): Promise<void> {
  if (isShuttingDown) return;
  isShuttingDown = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  try {
    await marketEngine?.stop();
    await app.close();
    await database.close();
  } finally {
    releaseLock();
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));

// What loading the modules, PGlite's first start (initdb) and the seed left behind goes before the
// first request rather than whenever the heap next fills.
collectGarbage();
await app.listen({ port: config.port, host: config.host });
// The market engine backfills missing history in the background, then ticks once a second.
marketEngine?.start();
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
