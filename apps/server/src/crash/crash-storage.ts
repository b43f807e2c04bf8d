// Where a crash test's server processes keep their data: a PGlite directory, or, when TEST_DATABASE_URL
// is set, a scratch database on that PostgreSQL server. Made before the tests of the enclosing describe
// block and removed after them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { createScratchDatabase } from './server-process.ts';

export interface CrashStorage {
  readonly dataDir: string;
  /** The scratch database, or null on PGlite; set once beforeAll has run. */
  readonly databaseUrl: string | null;
  /** The environment of a server process on this storage, with `extra` settings. */
  env(extra?: Record<string, string>): Record<string, string>;
  /** Opens the storage's database in the test process, while no server holds it. */
  open(): Promise<Database>;
}

export function useCrashStorage(prefix: string): CrashStorage {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const scratch = await createScratchDatabase(serverUrl);
      databaseUrl = scratch.url;
      dropDatabase = scratch.drop;
    }
  });
  afterAll(async () => {
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir,
    get databaseUrl() {
      return databaseUrl;
    },
    open: () => openDatabase({ databaseUrl, dataDir }),
    env: (extra = {}) => ({
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...extra,
    }),
  };
}
