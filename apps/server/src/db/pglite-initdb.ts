// Creates a new PGlite data directory (PostgreSQL's initdb) and exits: `node pglite-initdb.ts <dir>`.
// client.ts runs it in its own short-lived process, so the server never carries what initdb leaves
// in memory (docs/decisions/0012-server-memory.md). It imports PGlite only, nothing of the server.
import { PGlite } from '@electric-sql/pglite';

const directory = process.argv[2];
if (directory === undefined) throw new Error('usage: node pglite-initdb.ts <directory>');
const client = await PGlite.create(directory);
await client.close();
