// PGlite allows one process per data directory: a second process refuses to start with a clear message.
import fs from 'node:fs';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes DATA_DIR/saham.lock or exits; returns the release function. */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'saham.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch {
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        console.error(
          `Another Saham server (pid ${holder}) is using ${dataDir}. ` +
            'Stop it first, or give this one its own DATA_DIR (or a DATABASE_URL).',
        );
        process.exit(1);
      }
      // A lock left by a process that died: take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`could not lock ${lockPath}`);
}
