// `npm run import:history -- <symbol> <file>`: loads real daily or minute history from a CSV file
// (format: packages/domain/README.md, "Price history CSV") into the candle tables of one instrument,
// validated first (every problem with its line), in one transaction, idempotent per (instrument,
// time). Uses the same database as the server (DATABASE_URL, else PGlite in DATA_DIR — stop the
// server first on PGlite: one process owns its data directory).
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { CACHE_CHANNEL, candlesTag, QUOTES_TAG } from '../../cache/read-caches.ts';
import type { Db } from '../../db/client.ts';
import { instruments } from '../../db/schema-markets.ts';
import { importHistory, type ImportOutcome } from './history.ts';
import { createCsvProvider } from './provider.ts';
import { loadMarkets } from './store.ts';
import { engineInstrument } from './instrument-params.ts';

export class UnknownSymbolError extends Error {}

/** Imports a CSV text for an instrument; throws CsvHistoryError (bad file) or UnknownSymbolError. */
export async function importHistoryCsv(
  db: Db,
  options: { symbol: string; text: string; seed: number; now: number },
): Promise<ImportOutcome> {
  const symbol = options.symbol.trim().toUpperCase();
  const [row] = await db.select().from(instruments).where(eq(instruments.symbol, symbol)).limit(1);
  if (!row) throw new UnknownSymbolError(`no instrument ${symbol}`);
  const markets = await loadMarkets(db, options.now);
  const loaded = markets.get(row.market);
  if (!loaded) throw new UnknownSymbolError(`no market ${row.market}`);
  const instrument = engineInstrument(row, loaded.market, loaded.clock, options.seed);
  return importHistory(
    db,
    createCsvProvider(options.text),
    instrument,
    loaded.clock.phaseAt(options.now),
    options.now,
  );
}

async function main(): Promise<void> {
  const [symbol, file] = process.argv.slice(2);
  if (!symbol || !file) {
    console.error('usage: npm run import:history -- <symbol> <file.csv>   e.g. MY:1155 history.csv');
    process.exit(2);
  }
  const { loadConfig } = await import('../../config.ts');
  const { openDatabase } = await import('../../db/client.ts');
  const { applyMigrations } = await import('../../db/migrate.ts');
  const { acquireDataDirLock } = await import('../../db/data-dir-lock.ts');
  const { seedMarketDefaults } = await import('../markets/seed.ts');
  const config = loadConfig();
  // npm runs workspace scripts in the workspace: a relative path is the caller's (INIT_CWD).
  const text = fs.readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await applyMigrations(database);
    await seedMarketDefaults(database.db, new Date());
    const outcome = await importHistoryCsv(database.db, {
      symbol,
      text,
      seed: config.marketSeed,
      now: Date.now(),
    });
    if (config.databaseUrl) {
      // A running server keeps chart reads in memory (cache/read-caches.ts): tell it what changed.
      const normalized = symbol.trim().toUpperCase();
      const [found] = await database.db
        .select({ id: instruments.id })
        .from(instruments)
        .where(eq(instruments.symbol, normalized));
      const tags = found ? `${QUOTES_TAG} ${candlesTag(found.id)}` : QUOTES_TAG;
      await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${tags})`);
    }
    console.log(
      `imported ${outcome.rows} ${outcome.kind} candles for ${symbol.toUpperCase()} (${outcome.first} … ${outcome.last})`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await database.close();
    releaseLock();
  }
}

if (import.meta.main) await main();
