// Applies the committed SQL migrations in apps/server/drizzle at start.
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';
import type * as schema from './schema.ts';

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export async function applyMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- one drizzle instance typed as the union of both drivers; this branch holds the PGlite one
    await migratePglite(database.db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder });
  } else {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- one drizzle instance typed as the union of both drivers; this branch holds the node-postgres one
    await migratePostgres(database.db as unknown as NodePgDatabase<typeof schema>, { migrationsFolder });
  }
}
