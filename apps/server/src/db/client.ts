// Chooses the database driver: PGlite in DATA_DIR by default, a PostgreSQL server when DATABASE_URL
// is set. Both are given the same type parsers so a value reads the same on either.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { PgliteStatements } from './pglite-statements.ts';
import { namingClientClass } from './pg-named-statements.ts';
import { assertRootQueryAllowed } from './transaction.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw SQL statement (used for LISTEN/NOTIFY, health checks and tests). */
  execute(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

// int8 → string (callers turn it into BigInt; a JS number never holds money); numeric → string;
// timestamps are left to drizzle's column modes.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const identity = (value: string) => value;

// drizzle's PGlite driver sends these type parsers with every query (timestamps, dates, intervals and
// their arrays as text); they are PGlite's own here, and each query's copy is dropped
// (pglite-statements.ts), so values read the same as before.
const DRIZZLE_TEXT_OIDS = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const PGLITE_PARSERS: NonNullable<PGliteOptions['parsers']> = {
  [INT8_OID]: identity,
  [NUMERIC_OID]: identity,
  ...Object.fromEntries(DRIZZLE_TEXT_OIDS.map((oid) => [oid, identity])),
};

// PGlite's PostgreSQL keeps its shared buffers in the WebAssembly heap, which counts in the process's
// resident memory; the default 128 MB is more than a single-process database of this size uses.
const PGLITE_SHARED_BUFFERS = process.env.PGLITE_SHARED_BUFFERS ?? '32MB';
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    pg.types.setTypeParser(INT8_OID, identity);
    pg.types.setTypeParser(NUMERIC_OID, identity);
    // Repeated statements run as named prepared statements (pg-named-statements.ts).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, Client: namingClientClass() });
    let isClosing = false;
    // An idle connection that breaks (the server restarted or ended it) is discarded by the pool,
    // which then emits 'error': without a listener Node would end the process. While closing, the
    // connections' last goodbyes (a test dropping its database, say) are expected.
    pool.on('error', (error) => {
      if (!isClosing) console.error(`PostgreSQL: an idle connection failed: ${error.message}`);
    });
    const db = drizzlePostgres(pool, { schema });
    guardPoolOf(pool, db);
    return {
      db,
      kind: 'postgres',
      execute: async (sqlText) => {
        await pool.query(sqlText);
      },
      close: () => {
        isClosing = true;
        return pool.end();
      },
    };
  }
  const directory = path.join(options.dataDir, 'pglite');
  await initialiseDataDirectory(directory);
  // Repeated statements run as named prepared statements (pglite-statements.ts).
  const client = new PgliteStatements(
    await PGlite.create(directory, { parsers: PGLITE_PARSERS, startParams: PGLITE_START_PARAMS }),
  ).attach();
  const db = drizzlePglite(client, { schema });
  guardPgliteOf(client, db);
  return {
    db,
    kind: 'pglite',
    execute: async (sqlText) => {
      await client.exec(sqlText);
    },
    close: async () => {
      // A checkpoint writes the WAL out so the next start does not replay it.
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

// The root handle's entry points check first that no request transaction of this database is open in
// the calling request (db/transaction.ts): such a query would deadlock on PGlite's one connection, or
// escape the transaction on PostgreSQL. A transaction's own queries go through other functions.
function guardPgliteOf(client: PGlite, db: Db): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the wrapper forwards the very arguments and answer of PGlite's overloaded query
  client.query = ((...args: Parameters<typeof query>) => {
    assertRootQueryAllowed(db);
    return query(...args);
  }) as typeof client.query;
  client.exec = (...args) => {
    assertRootQueryAllowed(db);
    return exec(...args);
  };
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the wrapper forwards the very arguments and answer of PGlite's transaction
  client.transaction = ((...args: Parameters<typeof transaction>) => {
    assertRootQueryAllowed(db);
    return transaction(...args);
  }) as typeof client.transaction;
}

function guardPoolOf(pool: pg.Pool, db: Db): void {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- pg's overloads cannot be spread into; the bound method is called with the caller's own arguments
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- pg's overloads cannot be spread into; the bound method is called with the caller's own arguments
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the wrapper forwards the very arguments and answer of pg's overloaded query
  pool.query = ((...args: unknown[]) => {
    assertRootQueryAllowed(db);
    return query(...args);
  }) as typeof pool.query;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the wrapper forwards the very arguments and answer of pg's overloaded connect
  pool.connect = ((...args: unknown[]) => {
    assertRootQueryAllowed(db);
    return connect(...args);
  }) as typeof pool.connect;
}

const INITDB_SCRIPT = path.join(import.meta.dirname, 'pglite-initdb.ts');

/**
 * A new data directory is created by PGlite's initdb in a short-lived child process: in this
 * process it would leave about 70 MB behind for good (a copy of the WebAssembly heap it restores
 * before each step, every page of that heap touched, fragments in malloc's arena). It is built
 * next to its final place and renamed into it only when complete, so an interrupted first start
 * leaves no half-made directory. A directory that exists and is not empty is left to PGlite.
 */
export async function initialiseDataDirectory(directory: string): Promise<void> {
  const entries = fs.existsSync(directory) ? fs.readdirSync(directory) : null;
  if (entries !== null && entries.length > 0) return;
  const building = `${directory}.initdb`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { recursive: true });
  try {
    await promisify(execFile)(process.execPath, [INITDB_SCRIPT, building], { env: process.env });
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- execFile's error carries the child's stderr, untyped in @types/node
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`PGlite could not create ${directory}: ${stderr || String(error)}`, { cause: error });
  }
  if (entries !== null) fs.rmdirSync(directory);
  fs.renameSync(building, directory);
}

/** An in-memory PGlite for tests: a fresh database per test file. */
export async function openMemoryDatabase(): Promise<Database> {
  const client = new PgliteStatements(await PGlite.create({ parsers: PGLITE_PARSERS })).attach();
  const db = drizzlePglite(client, { schema });
  guardPgliteOf(client, db);
  return {
    db,
    kind: 'pglite',
    execute: async (sqlText) => {
      await client.exec(sqlText);
    },
    close: () => client.close(),
  };
}
