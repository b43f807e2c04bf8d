// Runs work in one database transaction. On PostgreSQL a serialization failure or deadlock is retried
// a bounded number of times; on PGlite every transaction is already exclusive (one connection, and
// PGlite queues every query behind a running transaction), so money-moving work never interleaves.
import type { Db } from './client.ts';

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

export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const code = sqlStateOf(error);
      if (attempt >= MAX_ATTEMPTS || code === undefined || !RETRYABLE_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}
