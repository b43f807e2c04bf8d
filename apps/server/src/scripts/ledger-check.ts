// `npm run ledger:check`: checks the ledger's invariants in the configured database (DATABASE_URL, or
// the PGlite in DATA_DIR) and exits 1 on a violation. PGlite admits one process per data directory:
// while the server runs on it, use the back office's Ledger screen instead (or stop the server).
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { acquireDataDirLock } from '../db/data-dir-lock.ts';
import { applyMigrations } from '../db/migrate.ts';
import { readLedgerReport } from '../modules/ledger/ledger-report.ts';
import { ledgerCheckOutcome } from '../modules/ledger/ledger-check-outcome.ts';

/** The pid of a live process holding DATA_DIR's lock, or null. */
function lockHolderOf(dataDir: string): number | null {
  const lockPath = path.join(dataDir, 'saham.lock');
  if (!fs.existsSync(lockPath)) return null;
  const holder = Number(fs.readFileSync(lockPath, 'utf8'));
  if (!Number.isInteger(holder) || holder === process.pid) return null;
  try {
    process.kill(holder, 0);
    return holder;
  } catch {
    return null;
  }
}

const config = loadConfig();
if (!config.databaseUrl) {
  const holder = lockHolderOf(config.dataDir);
  if (holder !== null) {
    console.error(
      `A Saham server (pid ${holder}) is using the PGlite database in ${config.dataDir}, and PGlite ` +
        'admits one process at a time. Stop the server and run this again, or open the back office ' +
        '(Ledger screen), which runs the same check inside the running server.',
    );
    process.exit(2);
  }
}
const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await applyMigrations(database);
    const outcome = ledgerCheckOutcome(await readLedgerReport(database.db));
    for (const line of outcome.lines) console.log(line);
    process.exitCode = outcome.exitCode;
  } finally {
    await database.close();
  }
} finally {
  releaseLock();
}
