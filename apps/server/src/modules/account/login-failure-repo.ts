// Failed-attempt counters in `login_failures`, one row per key, so every server process sees them.
import { inArray, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

export interface FailureCounter {
  key: string;
  windowStartedAt: Date;
  failureCount: number;
}

export async function findFailureCounters(db: Db, keys: readonly string[]): Promise<FailureCounter[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(loginFailures)
    .where(inArray(loginFailures.key, [...keys]));
}

/**
 * Counts one failure under `key` in one statement (safe under concurrency): a window that started at
 * or before `windowStartLimit` has passed, so the count starts again at 1 from `now`.
 */
export async function incrementFailureCounter(
  db: Db,
  key: string,
  now: Date,
  windowStartLimit: Date,
): Promise<void> {
  const hasWindowPassed = sql`${loginFailures.windowStartedAt} <= ${windowStartLimit.toISOString()}::timestamptz`;
  await db
    .insert(loginFailures)
    .values({ key, windowStartedAt: now, failureCount: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failureCount: sql`case when ${hasWindowPassed} then 1 else ${loginFailures.failureCount} + 1 end`,
        windowStartedAt: sql`case when ${hasWindowPassed} then ${now.toISOString()}::timestamptz else ${loginFailures.windowStartedAt} end`,
      },
    });
}

export async function deleteFailureCounter(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
