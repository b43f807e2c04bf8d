// Failed staff logins counted per username and per address in login_failures (shared by every
// process through the database), with keys `staff:<username>` and `staffip:<address>`.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

/** Failures counted in the window that started after `windowStart`; an older window counts zero. */
export async function countFailuresSince(db: Db, key: string, windowStart: Date): Promise<number> {
  const rows = await db.select().from(loginFailures).where(eq(loginFailures.key, key)).limit(1);
  const row = rows[0];
  if (!row || row.windowStartedAt <= windowStart) return 0;
  return row.failureCount;
}

/** Adds one failure; a window older than `windowStart` restarts at `now` with a count of one. */
export async function addFailure(db: Db, key: string, now: Date, windowStart: Date): Promise<void> {
  const isExpired = sql`${loginFailures.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  await db
    .insert(loginFailures)
    .values({ key, windowStartedAt: now, failureCount: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failureCount: sql`case when ${isExpired} then 1 else ${loginFailures.failureCount} + 1 end`,
        windowStartedAt: sql`case when ${isExpired} then ${now.toISOString()}::timestamptz else ${loginFailures.windowStartedAt} end`,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
