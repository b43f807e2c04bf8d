// Attempt counters in `login_failures`, one row per key, so every server process sees them. A row
// holds the failures counted in its window and the attempts claimed but not yet settled; its window
// starts at the first claim after it passed or after the row held nothing.
import { and, asc, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

export interface AttemptCount {
  key: string;
  failureCount: number;
  pendingCount: number;
}

/**
 * Claims one attempt under each key in one statement and answers the counts after it; a window that
 * started at or before `windowStartLimit` has passed, so it starts again from `now`. Run it inside a
 * transaction with the keys sorted: the rows then stay locked, in one order, until it ends.
 */
export async function claimAttempts(
  db: Db,
  keys: readonly string[],
  now: Date,
  windowStartLimit: Date,
): Promise<AttemptCount[]> {
  const startsAnew = sql`((${loginFailures.failureCount} <= 0 and ${loginFailures.pendingCount} <= 0) or ${loginFailures.windowStartedAt} <= ${windowStartLimit.toISOString()}::timestamptz)`;
  return db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, windowStartedAt: now, failureCount: 0, pendingCount: 1 })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failureCount: sql`case when ${startsAnew} then 0 else ${loginFailures.failureCount} end`,
        pendingCount: sql`case when ${startsAnew} then 1 else ${loginFailures.pendingCount} + 1 end`,
        windowStartedAt: sql`case when ${startsAnew} then ${now.toISOString()}::timestamptz else ${loginFailures.windowStartedAt} end`,
      },
    })
    .returning({
      key: loginFailures.key,
      failureCount: loginFailures.failureCount,
      pendingCount: loginFailures.pendingCount,
    });
}

export interface Settlement {
  /** The attempt failed: one more failure. */
  failedKeys: readonly string[];
  /** The secret was right: the failures are forgotten. */
  clearedKeys: readonly string[];
  /** Neither: the attempt is simply given back. */
  returnedKeys: readonly string[];
}

function isAmong(keys: readonly string[]): SQL {
  return keys.length === 0 ? sql`false` : inArray(loginFailures.key, [...keys]);
}

/**
 * Settles one claimed attempt under each key, in one statement. Its rows are locked in key order,
 * like a claim's, so a settlement and a claim never wait on each other in a circle.
 */
export async function settleAttempts(db: Db, settlement: Settlement): Promise<void> {
  const { failedKeys, clearedKeys, returnedKeys } = settlement;
  const keys = [...failedKeys, ...clearedKeys, ...returnedKeys];
  if (keys.length === 0) return;
  const lockedInOrder = db
    .select({ key: loginFailures.key })
    .from(loginFailures)
    .where(inArray(loginFailures.key, keys))
    .orderBy(loginFailures.key)
    .for('update');
  await db
    .update(loginFailures)
    .set({
      pendingCount: sql`greatest(${loginFailures.pendingCount} - 1, 0)`,
      failureCount: sql`case when ${isAmong(failedKeys)} then ${loginFailures.failureCount} + 1 when ${isAmong(clearedKeys)} then 0 else ${loginFailures.failureCount} end`,
    })
    .where(inArray(loginFailures.key, lockedInOrder));
}

/** Rows under these key prefixes (`login|`) whose window started at or before `windowStartLimit`. */
export interface SpentWindow {
  keyPrefixes: readonly string[];
  windowStartLimit: Date;
}

/**
 * A row no claim would read again: it holds nothing, or its window has passed (the next claim would
 * start it anew). Evaluated again on the row the delete finds, so a claim in between keeps it.
 */
function isSpent(windows: readonly SpentWindow[]): SQL {
  const holdsNothing = and(lte(loginFailures.failureCount, 0), lte(loginFailures.pendingCount, 0));
  const passed = windows.map((window) =>
    and(
      or(...window.keyPrefixes.map((prefix) => like(loginFailures.key, `${prefix}%`))),
      lte(loginFailures.windowStartedAt, window.windowStartLimit),
    ),
  );
  return or(holdsNothing, ...passed) ?? sql`false`;
}

/**
 * Deletes spent counters, at most `batchSize` per statement (one short transaction each); rows a claim
 * holds are skipped, not waited for, so a delete never waits on a claim. Answers how many it deleted.
 */
export async function deleteSpentCounters(
  db: Db,
  windows: readonly SpentWindow[],
  batchSize: number,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ key: loginFailures.key })
      .from(loginFailures)
      .where(isSpent(windows))
      .orderBy(asc(loginFailures.key))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const rows = await db
      .delete(loginFailures)
      .where(and(inArray(loginFailures.key, batch), isSpent(windows)))
      .returning({ key: loginFailures.key });
    deleted += rows.length;
    if (rows.length < batchSize) return deleted;
  }
}
