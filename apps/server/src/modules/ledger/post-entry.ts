// The one way money moves: a balanced journal entry posted together with the business change it pays
// for. The entry is ONE statement, around the `ledger_post_entry` function (migration 0018): it locks
// the accounts it moves in id order (so concurrent entries never deadlock on PostgreSQL), adds each
// account's net change, writes the entry and its postings, adds the entry to its member's journal
// counters (fund records' exact totals), and optionally writes the business row (`postEntryWith`). A
// member bucket that would go below zero fails the table's check constraint, which aborts the whole
// statement and is answered with the entry's refusal. Being one statement, it is atomic on its own:
// called outside a transaction it needs no BEGIN/COMMIT, and the row locks are held only while
// PostgreSQL executes and commits it. A house posting made for a member goes to that member's shard of
// the house account (docs/decisions/0010-house-account-shards.md).
import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Currency } from '@saham/domain/currencies';
import type { ErrorCode } from '@saham/contract/errors';
import type { HouseAccount, LedgerEntryType, MemberBucket } from '@saham/contract/ledger';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema.ts';
import { refuse } from '../../http/business-error.ts';
import { balancesTag, invalidateCached } from '../../cache/read-caches.ts';
import { houseBucketOf } from './house-shards.ts';

/**
 * A member's bucket, or a house account. `shardFor` names the member a house posting is made for: it
 * then goes to that member's shard of the house account, so entries of different members do not queue
 * on one row (house-shards.ts). Without it the posting goes to shard 0.
 */
export type AccountRef =
  { memberId: number; bucket: MemberBucket } | { house: HouseAccount; shardFor?: number };

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

function bucketOf(account: AccountRef): string {
  return 'house' in account ? houseBucketOf(account.shardFor) : account.bucket;
}

function accountKey(account: AccountRef, currency: Currency): string {
  return `${ownerKeyOf(account)}|${currency}|${bucketOf(account)}`;
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
        bucket: bucketOf(account),
      })
      .onConflictDoNothing();
  }
  return selectAccountIds(tx, wanted);
}

interface EntryAccount {
  keyNo: number;
  account: AccountRef;
  currency: Currency;
  /** The account's net change in this entry. */
  deltaMinor: bigint;
}

const BALANCE_CONSTRAINT = 'ledger_member_balance_non_negative';

/** The SQLSTATE, constraint and column of a database error, through drizzle's wrapping. */
function databaseErrorOf(error: unknown): { code: string; constraint?: string; column?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code: unknown = Reflect.get(current, 'code');
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const constraint: unknown = Reflect.get(current, 'constraint');
      const column: unknown = Reflect.get(current, 'column');
      return {
        code,
        ...(typeof constraint === 'string' ? { constraint } : {}),
        ...(typeof column === 'string' ? { column } : {}),
      };
    }
    current = Reflect.get(current, 'cause');
  }
  return null;
}

/**
 * The member journal counters this entry adds one to (schema-ledger.ts, `memberJournalCounts`): its
 * type under '*', and under each currency the entry posts on the member's own accounts — exactly what
 * the fund-records filters select. Sorted, so concurrent entries take the counter rows in one order.
 */
export function journalCountKeys(entry: Pick<EntryInput, 'memberId' | 'postings'>): string[] {
  const memberId = entry.memberId;
  if (memberId === null) return [];
  const currencies = entry.postings.flatMap(({ account, currency }) =>
    'house' in account || account.memberId !== memberId ? [] : [currency],
  );
  return ['*', ...new Set(currencies)].sort();
}

/**
 * The entry as one statement: `ledger_post_entry` (migration 0018) locks the accounts that move in id
 * order, adds each account's net change, writes the entry, its postings and the member's journal
 * counters, and answers how many of each it wrote; `companion`, if any, is written in the same
 * statement with the new entry's id. A posting whose account does not exist yet gets a null account
 * id, which the postings table refuses (not null): the statement then fails as a whole. Being a
 * function, its statements are planned once per connection rather than for every entry.
 */
function entryStatement(
  entry: EntryInput,
  accounts: EntryAccount[],
  keyNoOf: (posting: PostingInput) => number,
  now: Date,
  companion?: (entryId: SQL) => SQLWrapper,
): SQL {
  // One template, each array ONE parameter (`$n::text[]`): the text is the same for every entry
  // whatever its number of accounts and postings, and drizzle builds it from a dozen chunks (it spends
  // its time per chunk). Both drivers send a JavaScript array as an array literal; bigints as text.
  const companionCte = companion
    ? sql`, companion as (${companion(sql`(select id from entry)`).getSQL()})`
    : sql``;
  const companionId = companion ? sql`, (select id from companion) as companion_id` : sql``;
  return sql`with entry as (
  select f.entry_id as id, f.moved_count, f.line_count, f.counted_count from ledger_post_entry(
    ${entry.type}::text, ${entry.memberId}::integer, ${entry.referenceType ?? null}::text,
    ${entry.referenceId ?? null}::text, ${entry.memo ?? null}::text, ${now.toISOString()}::timestamptz,
    ${sql.param(accounts.map(({ account }) => ownerKeyOf(account)))}::text[],
    ${sql.param(accounts.map(({ currency }) => currency))}::text[],
    ${sql.param(accounts.map(({ account }) => bucketOf(account)))}::text[],
    ${sql.param(accounts.map(({ deltaMinor }) => deltaMinor.toString()))}::bigint[],
    ${sql.param(entry.postings.map((posting) => keyNoOf(posting) + 1))}::integer[],
    ${sql.param(entry.postings.map(({ currency }) => currency))}::text[],
    ${sql.param(entry.postings.map(({ amountMinor }) => amountMinor.toString()))}::bigint[],
    ${sql.param(journalCountKeys(entry))}::text[]) f
)${companionCte}
select entry.id::text as entry_id, entry.moved_count as moved, entry.line_count as lines,
  entry.counted_count as counted${companionId}
from entry`;
}

function memberBalanceTags(entryPostings: readonly PostingInput[]): string[] {
  const memberIds = entryPostings.flatMap(({ account }) => ('house' in account ? [] : [account.memberId]));
  return [...new Set(memberIds)].map(balancesTag);
}

function isTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}

/**
 * Runs `statement`: ONE statement that posts entries on `accounts` through `ledger_post_entry` (e.g. a
 * market order's fill, trading/repo.ts). As for `postEntryWith`: a member bucket going below zero
 * aborts it and is refused with `insufficientCode`; on its own, an account that does not exist yet
 * aborts it too and it is run once more after the accounts are created (inside a transaction they are
 * made sure of first). The members' cached balances are dropped afterwards (after the commit).
 */
export async function runPostingStatement<T>(
  db: Db,
  accounts: readonly { account: AccountRef; currency: Currency }[],
  insufficientCode: ErrorCode,
  statement: () => Promise<T>,
): Promise<T> {
  const wanted = new Map(accounts.map((wanted) => [accountKey(wanted.account, wanted.currency), wanted]));
  const postings = accounts.map(({ account, currency }) => ({ account, currency, amountMinor: 1n }));
  const isInTransaction = isTransaction(db);
  if (isInTransaction) await ensureAccounts(db, wanted);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await statement();
      await invalidateCached(db, memberBalanceTags(postings));
      return result;
    } catch (error) {
      const failure = databaseErrorOf(error);
      if (failure?.code === '23514' && failure.constraint === BALANCE_CONSTRAINT) refuse(insufficientCode);
      const isMissingAccount = failure?.code === '23502' && failure.column === 'account_id';
      if (!isMissingAccount || isInTransaction || attempt > 1) throw error;
      await ensureAccounts(db, wanted);
    }
  }
}

/** Posts the entry; returns its id. Inside a transaction (`inTransaction`) it joins it. */
export async function postEntry(tx: Db, entry: EntryInput, now: Date): Promise<number> {
  return (await postEntryWith(tx, entry, now)).entryId;
}

/**
 * Posts the entry and, in the same statement, `companion`: an INSERT … RETURNING id of the business row
 * the entry pays for, given the new entry's id as SQL. Returns both ids.
 */
export async function postEntryWith(
  db: Db,
  entry: EntryInput,
  now: Date,
  companion?: (entryId: SQL) => SQLWrapper,
): Promise<{ entryId: number; companionId: number | null }> {
  assertBalanced(entry.postings);
  const byKey = new Map<string, EntryAccount>();
  for (const posting of entry.postings) {
    const key = accountKey(posting.account, posting.currency);
    const known = byKey.get(key);
    if (known) known.deltaMinor += posting.amountMinor;
    else
      byKey.set(key, {
        keyNo: byKey.size,
        account: posting.account,
        currency: posting.currency,
        deltaMinor: posting.amountMinor,
      });
  }
  const accounts = [...byKey.values()];
  const keyNoOf = (posting: PostingInput) => byKey.get(accountKey(posting.account, posting.currency))!.keyNo;
  const wanted = new Map([...byKey].map(([key, { account, currency }]) => [key, { account, currency }]));
  const statement = entryStatement(entry, accounts, keyNoOf, now, companion);
  // In a transaction a failed statement would abort it, so the accounts are made sure of first; on
  // its own the statement is simply run again once the missing accounts exist.
  const isInTransaction = isTransaction(db);
  if (isInTransaction) await ensureAccounts(db, wanted);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result: unknown = await db.execute(statement);
      // Both drivers answer `{ rows }`.
      const rows: unknown =
        typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : null;
      const row: unknown = Array.isArray(rows) ? rows[0] : undefined;
      const entryId = Number(Reflect.get(row ?? {}, 'entry_id'));
      const moved: unknown = Reflect.get(row ?? {}, 'moved');
      const lines: unknown = Reflect.get(row ?? {}, 'lines');
      const counted: unknown = Reflect.get(row ?? {}, 'counted');
      const movers = accounts.filter((account) => account.deltaMinor !== 0n).length;
      const isWhole =
        moved === movers && lines === entry.postings.length && counted === journalCountKeys(entry).length;
      if (!Number.isSafeInteger(entryId) || !isWhole) {
        throw new Error(`journal entry was not written whole: ${JSON.stringify(row)}`);
      }
      const companionId: unknown = Reflect.get(row ?? {}, 'companion_id');
      // Members' balances are cached for display: dropped once this entry commits.
      await invalidateCached(db, memberBalanceTags(entry.postings));
      return { entryId, companionId: companion ? Number(companionId) : null };
    } catch (error) {
      const failure = databaseErrorOf(error);
      if (failure?.code === '23514' && failure.constraint === BALANCE_CONSTRAINT) {
        refuse(entry.insufficientCode ?? 'INSUFFICIENT_BALANCE');
      }
      const isMissingAccount = failure?.code === '23502' && failure.column === 'account_id';
      if (!isMissingAccount || isInTransaction || attempt > 1) throw error;
      await ensureAccounts(db, wanted);
    }
  }
}
