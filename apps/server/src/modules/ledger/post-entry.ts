// The one way money moves: a balanced journal entry posted in the caller's transaction, together with
// the business change it pays for. A debit from a member bucket is a guarded update that refuses to
// take the balance below zero; accounts are touched in a fixed order so concurrent entries never
// deadlock on PostgreSQL.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Currency } from '@saham/domain/currencies';
import type { ErrorCode } from '@saham/contract/errors';
import type { HouseAccount, LedgerEntryType, MemberBucket } from '@saham/contract/ledger';
import type { Db } from '../../db/client.ts';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema.ts';
import { refuse } from '../../http/business-error.ts';

export type AccountRef = { memberId: number; bucket: MemberBucket } | { house: HouseAccount };

export interface PostingInput {
  account: AccountRef;
  currency: Currency;
  /** Positive credits the account, negative debits it. */
  amountMinor: bigint;
}

export interface EntryInput {
  type: LedgerEntryType;
  /** The member whose fund records show this entry (null for house-only entries). */
  memberId: number | null;
  referenceType?: string;
  referenceId?: string;
  memo?: string;
  postings: PostingInput[];
  /** The refusal when a member bucket would go below zero. */
  insufficientCode?: ErrorCode;
}

function ownerKeyOf(account: AccountRef): string {
  return 'house' in account ? `house:${account.house}` : `member:${account.memberId}`;
}

function accountKey(account: AccountRef, currency: Currency): string {
  return `${ownerKeyOf(account)}|${currency}|${'house' in account ? 'main' : account.bucket}`;
}

/** Throws on an entry that could never be right: empty, a zero amount, or not summing to zero. */
export function assertBalanced(entryPostings: PostingInput[]): void {
  if (entryPostings.length < 2) throw new Error('a journal entry needs at least two postings');
  const sums = new Map<Currency, bigint>();
  for (const posting of entryPostings) {
    if (posting.amountMinor === 0n) throw new Error('a posting of zero');
    sums.set(posting.currency, (sums.get(posting.currency) ?? 0n) + posting.amountMinor);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new Error(`journal entry does not balance in ${currency}: ${sum}`);
  }
}

async function selectAccountIds(
  tx: Db,
  wanted: Map<string, { account: AccountRef; currency: Currency }>,
): Promise<Map<string, number>> {
  const ownerKeys = [...new Set([...wanted.values()].map(({ account }) => ownerKeyOf(account)))];
  const rows = await tx
    .select({
      id: ledgerAccounts.id,
      ownerKey: ledgerAccounts.ownerKey,
      currency: ledgerAccounts.currency,
      bucket: ledgerAccounts.bucket,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.ownerKey, ownerKeys));
  const ids = new Map<string, number>();
  for (const row of rows) ids.set(`${row.ownerKey}|${row.currency}|${row.bucket}`, row.id);
  return ids;
}

/** Ids of the accounts; the ones used for the first time are created (in key order). */
async function ensureAccounts(
  tx: Db,
  wanted: Map<string, { account: AccountRef; currency: Currency }>,
): Promise<Map<string, number>> {
  const existing = await selectAccountIds(tx, wanted);
  const missing = [...wanted.keys()].filter((key) => !existing.has(key)).sort();
  if (missing.length === 0) return existing;
  for (const key of missing) {
    const { account, currency } = wanted.get(key)!;
    await tx
      .insert(ledgerAccounts)
      .values({
        ownerKey: ownerKeyOf(account),
        memberId: 'house' in account ? null : account.memberId,
        currency,
        bucket: 'house' in account ? 'main' : account.bucket,
      })
      .onConflictDoNothing();
  }
  return selectAccountIds(tx, wanted);
}

/** Posts the entry; returns its id. Must run inside a transaction (`inTransaction`). */
export async function postEntry(tx: Db, entry: EntryInput, now: Date): Promise<number> {
  assertBalanced(entry.postings);
  const wanted = new Map<string, { account: AccountRef; currency: Currency }>();
  const netByKey = new Map<string, bigint>();
  for (const posting of entry.postings) {
    const key = accountKey(posting.account, posting.currency);
    wanted.set(key, { account: posting.account, currency: posting.currency });
    netByKey.set(key, (netByKey.get(key) ?? 0n) + posting.amountMinor);
  }
  const ids = await ensureAccounts(tx, wanted);
  const updates = [...netByKey.entries()]
    .map(([key, delta]) => ({ key, delta, id: ids.get(key)!, isMember: !key.startsWith('house:') }))
    .filter((update) => update.delta !== 0n)
    .sort((a, b) => a.id - b.id);
  for (const update of updates) {
    const delta = update.delta.toString();
    const guard =
      update.isMember && update.delta < 0n
        ? sql`${ledgerAccounts.balanceMinor} + ${delta}::bigint >= 0`
        : sql`true`;
    const changed = await tx
      .update(ledgerAccounts)
      .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} + ${delta}::bigint` })
      .where(and(eq(ledgerAccounts.id, update.id), guard))
      .returning({ id: ledgerAccounts.id });
    if (changed.length === 0) refuse(entry.insufficientCode ?? 'INSUFFICIENT_BALANCE');
  }
  const [created] = await tx
    .insert(journalEntries)
    .values({
      type: entry.type,
      memberId: entry.memberId,
      referenceType: entry.referenceType ?? null,
      referenceId: entry.referenceId ?? null,
      memo: entry.memo ?? null,
      createdAt: now,
    })
    .returning({ id: journalEntries.id });
  if (!created) throw new Error('journal entry was not written');
  await tx.insert(postings).values(
    entry.postings.map((posting) => ({
      entryId: created.id,
      accountId: ids.get(accountKey(posting.account, posting.currency))!,
      currency: posting.currency,
      amountMinor: posting.amountMinor,
    })),
  );
  return created.id;
}
