// Runs work in one database transaction. On PostgreSQL a serialization failure or deadlock is retried
// a bounded number of times, and so is a named statement refused because DDL changed its result
// columns (pg-named-statements.ts: the statement runs unnamed from then on). On PGlite every
// transaction is already exclusive (one connection, and PGlite queues every query behind a running
// transaction), so money-moving work never interleaves.
// Work may register after-commit hooks (`afterCommit`, used to drop read caches): they run once the
// transaction has committed, never after a rollback, and an attempt that is retried drops its hooks.
// A transaction nested in another one (a savepoint) is never retried on its own: the failure goes up
// to the outermost transaction, which runs again whole.
//
// A request transaction (`inRequestTransaction`: a keyed money-moving call, http/idempotency.ts) runs a
// whole handler on one transaction handle. While it is open, a query from the same request through the
// root handle is refused (`assertRootQueryAllowed`, installed by client.ts in both drivers): on PGlite
// it would wait for ever behind the open transaction, and on PostgreSQL it would escape the
// transaction (or wait on a row the transaction holds).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.ts';
import { isResultTypeChange } from './named-texts.ts';

type Hook = () => Promise<void>;

interface OpenTransaction {
  root: Db;
  hooks: Hook[];
}

const openTransactions = new WeakMap<Db, OpenTransaction>();

const RETRYABLE_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error || (current && typeof current === 'object');) {
    if (current && typeof current === 'object' && 'code' in current && typeof current.code === 'string') {
      return current.code;
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}

/** The database handle a transaction handle belongs to (the handle itself outside a transaction). */
export function rootDatabaseOf(db: Db): Db {
  return openTransactions.get(db)?.root ?? db;
}

/**
 * Runs `hook` after the transaction `db` belongs to commits, or at once when `db` is not a
 * transaction opened by `inTransaction`. A hook's failure is logged: the data has committed.
 */
export async function afterCommit(db: Db, hook: Hook): Promise<void> {
  const open = openTransactions.get(db);
  if (open) open.hooks.push(hook);
  else await runHooks([hook]);
}

async function runHooks(hooks: readonly Hook[]): Promise<void> {
  for (const hook of hooks) {
    try {
      await hook();
    } catch (error) {
      console.error(`after-commit hook failed: ${String(error)}`);
    }
  }
}

export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  // Nested in another transaction (a savepoint): hooks wait for the outer transaction's commit, and a
  // retryable failure is the outer transaction's to retry (its snapshot and its locks are the outer's).
  const outer = openTransactions.get(db);
  for (let attempt = 1; ; attempt += 1) {
    const hooks: Hook[] = [];
    try {
      const result = await db.transaction((tx) => {
        openTransactions.set(tx, { root: outer?.root ?? db, hooks });
        return work(tx);
      });
      if (outer) outer.hooks.push(...hooks);
      else await runHooks(hooks);
      return result;
    } catch (error) {
      const code = sqlStateOf(error);
      const isRetryable = (code !== undefined && RETRYABLE_CODES.has(code)) || isResultTypeChange(error);
      if (outer || attempt >= MAX_ATTEMPTS || !isRetryable) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}

/** The root handles whose request transaction the current async context is inside. */
const requestScope = new AsyncLocalStorage<Db>();

/**
 * `inTransaction` for a whole request's work: the same retries and hooks, and while `work` runs,
 * queries made from it through the root handle `db` fail at once (`assertRootQueryAllowed`) instead
 * of deadlocking. After-commit hooks run outside, once the transaction has committed.
 */
export function inRequestTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const root = rootDatabaseOf(db);
  return inTransaction(db, (tx) => requestScope.run(root, () => work(tx)));
}

/**
 * Called by the drivers (client.ts) before a query or a transaction on the root handle `root`: refuses
 * it inside a request transaction on that database, where it can only be a handle that escaped the
 * transaction (a service or a cache holding the root handle).
 */
export function assertRootQueryAllowed(root: Db): void {
  if (requestScope.getStore() === root) {
    throw new Error(
      'a query on the root database handle inside a request transaction: use context.services.db (the transaction)',
    );
  }
}
