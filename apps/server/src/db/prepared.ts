// Prepared queries, built once per database handle. On PostgreSQL a named statement is parsed and
// planned once per connection instead of on every call, and drizzle builds its SQL text once instead
// of on every call: for the hottest reads (a market order's facts) both are most of the cost.
import type { Db } from './client.ts';

const preparedByDb = new WeakMap<Db, Map<string, unknown>>();

/** The query `build` prepares on `db` under `name`, built on first use. `name` must be unique. */
export function preparedOn<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let prepared = preparedByDb.get(db);
  if (prepared === undefined) {
    prepared = new Map();
    preparedByDb.set(db, prepared);
  }
  const known = prepared.get(name);
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the cache holds, per key, the statement built by the same builder, so of the same type
  if (known !== undefined) return known as T;
  const query = build(db, name);
  prepared.set(name, query);
  return query;
}
