// One-time codes (sms_codes, one live code per account) and the requests for them (sms_code_requests),
// which the send limits count.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { SmsCodePurpose } from '@saham/contract/password-reset';
import type { Db } from '../../db/client.ts';
import { smsCodeRequests, smsCodes } from '../../db/schema-sms.ts';

export type CodeRow = typeof smsCodes.$inferSelect;

/**
 * Serialises the requests for one account and from one address until the transaction ends, so that
 * two requests at once cannot both pass a limit. Keys are locked in sorted order, as every caller
 * does, so two requests never wait on each other in a circle.
 */
export async function lockRequestKeys(tx: Db, keys: readonly string[]): Promise<void> {
  for (const key of [...keys].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

/** The newest `limit` request times since `since`, newest first, for an account or an address. */
export async function recentRequestTimes(
  db: Db,
  by: { account: string } | { address: string },
  since: Date,
  limit: number,
): Promise<Date[]> {
  const who =
    'account' in by ? eq(smsCodeRequests.account, by.account) : eq(smsCodeRequests.address, by.address);
  const rows = await db
    .select({ requestedAt: smsCodeRequests.requestedAt })
    .from(smsCodeRequests)
    .where(and(who, gt(smsCodeRequests.requestedAt, since)))
    .orderBy(desc(smsCodeRequests.requestedAt))
    .limit(limit);
  return rows.map((row) => row.requestedAt);
}

/** Records an accepted request and forgets this account's and address's requests older than `before`. */
export async function recordRequest(
  db: Db,
  request: { account: string; address: string; requestedAt: Date },
  before: Date,
): Promise<void> {
  await db
    .delete(smsCodeRequests)
    .where(and(eq(smsCodeRequests.account, request.account), lt(smsCodeRequests.requestedAt, before)));
  await db
    .delete(smsCodeRequests)
    .where(and(eq(smsCodeRequests.address, request.address), lt(smsCodeRequests.requestedAt, before)));
  await db.insert(smsCodeRequests).values(request);
}

/** Stores an account's new code; the previous one, used or not, is replaced and stops working. */
export async function replaceCode(db: Db, code: Omit<CodeRow, 'usedAt'>): Promise<void> {
  await db
    .insert(smsCodes)
    .values({ ...code, usedAt: null })
    .onConflictDoUpdate({
      target: smsCodes.account,
      set: {
        purpose: code.purpose,
        codeHash: code.codeHash,
        createdAt: code.createdAt,
        expiresAt: code.expiresAt,
        usedAt: null,
      },
    });
}

/** The account's live code for `purpose`: unused and unexpired at `now`. */
export async function findLiveCode(
  db: Db,
  account: string,
  purpose: SmsCodePurpose,
  now: Date,
): Promise<CodeRow | null> {
  const rows = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.account, account),
        eq(smsCodes.purpose, purpose),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Marks the code used, once: false when it was used, replaced or expired meanwhile (a second request
 * with the same code at the same moment, say).
 */
export async function markCodeUsed(db: Db, code: CodeRow, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(smsCodes.account, code.account),
        eq(smsCodes.codeHash, code.codeHash),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .returning({ account: smsCodes.account });
  return rows.length > 0;
}
