// The one way money moves: a balanced journal entry posted together with the business change it pays
// for. The entry is ONE statement: it locks the accounts it moves in id order (so concurrent entries
// never deadlock on PostgreSQL), adds each account's net amount, writes the entry and its postings,
// and optionally the business row (`postEntryWith`). A member bucket that would go below zero fails
// the table's check constraint, which aborts the whole statement and is answered with the entry's
// refusal. Being one statement, it is atomic on its own: called outside a transaction it needs no
// BEGIN/COMMIT, and the row locks are held only while PostgreSQL executes and commits it.
import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Currency } from '@saham/domain/currencies';
import type { ErrorCode } from '@saham/contract/errors';
import type { HouseAccount, LedgerEntryType, MemberBucket } from '@saham/contract/ledger';
import type { Db } from '../../db/client.ts';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema.ts';
import { refuse } from '../../http/business-error.ts';
import { balancesTag, invalidateCached } from '../../cache/read-caches.ts';

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

function bucketOf(account: AccountRef): string {
  return 'house' in account ? 'main' : account.bucket;
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
 * The entry as one statement. `wanted` names each account once with its net change; `locked` takes the
 * row locks of the accounts that move, sorted by id (PostgreSQL sorts before it locks), and `moved`
 * adds the changes to those rows only. A posting whose account does not exist yet gets a null account
 * id, which the postings table refuses (not null): the statement then fails as a whole.
 */
function entryStatement(
  db: Db,
  entry: EntryInput,
  accounts: EntryAccount[],
  keyNoOf: (posting: PostingInput) => number,
  now: Date,
  companion?: (entryId: SQL) => SQLWrapper,
): SQL {
  const wanted = sql.join(
    accounts.map(
      ({ keyNo, account, currency, deltaMinor }) =>
        sql`(${keyNo}::int, ${ownerKeyOf(account)}::text, ${currency}::text, ${bucketOf(account)}::text, ${deltaMinor.toString()}::bigint)`,
    ),
    sql`, `,
  );
  const lines = sql.join(
    entry.postings.map(
      (posting, lineNo) =>
        sql`(${lineNo}::int, ${keyNoOf(posting)}::int, ${posting.currency}::text, ${posting.amountMinor.toString()}::bigint)`,
    ),
    sql`, `,
  );
  const insertEntry = db
    .insert(journalEntries)
    .values({
      type: entry.type,
      memberId: entry.memberId,
      referenceType: entry.referenceType ?? null,
      referenceId: entry.referenceId ?? null,
      memo: entry.memo ?? null,
      createdAt: now,
    })
    .returning({ id: journalEntries.id })
    .getSQL();
  const companionCte = companion
    ? sql`, companion as (${companion(sql`(select id from entry)`).getSQL()})`
    : sql``;
  const companionId = companion ? sql`, (select id from companion) as companion_id` : sql``;
  return sql`with wanted (key_no, owner_key, currency, bucket, delta) as (values ${wanted}),
locked as (
  select a.id, w.delta from ${ledgerAccounts} a
  join wanted w on a.owner_key = w.owner_key and a.currency = w.currency and a.bucket = w.bucket
  where w.delta <> 0
  order by a.id
  for update of a
),
moved as (
  update ${ledgerAccounts} a set balance_minor = a.balance_minor + locked.delta
  from locked where a.id = locked.id
  returning a.id
),
entry as (${insertEntry}),
lines as (
  insert into ${postings} (entry_id, account_id, currency, amount_minor)
  select entry.id, a.id, l.currency, l.amount_minor
  from entry
  cross join (values ${lines}) l (line_no, key_no, currency, amount_minor)
  join wanted w on w.key_no = l.key_no
  left join ${ledgerAccounts} a on a.owner_key = w.owner_key and a.currency = w.currency and a.bucket = w.bucket
  order by l.line_no
  returning id
)${companionCte}
select entry.id::text as entry_id, (select count(*) from moved)::int as moved,
  (select count(*) from lines)::int as lines${companionId}
from entry`;
}

function memberBalanceTags(entryPostings: readonly PostingInput[]): string[] {
  const memberIds = entryPostings.flatMap(({ account }) => ('house' in account ? [] : [account.memberId]));
  return [...new Set(memberIds)].map(balancesTag);
}

function isTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
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
  const statement = entryStatement(db, entry, accounts, keyNoOf, now, companion);
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
      const movers = accounts.filter((account) => account.deltaMinor !== 0n).length;
      if (!Number.isSafeInteger(entryId) || moved !== movers || lines !== entry.postings.length) {
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
