// Reads a member's journal: their entries, newest first, each with the postings on their own accounts.
// Member fund records and the back office's member journal both page through it.
import { and, desc, eq, exists, sql, sum, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '@saham/contract/envelope';
import type { Db } from '../../db/client.ts';
import { pageOffset } from '../../db/paging.ts';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema.ts';
import { memberJournalCounts } from '../../db/schema-ledger.ts';

export interface JournalFilter {
  memberId: number;
  type?: string | undefined;
  currency?: string | undefined;
}

export interface JournalLineRow {
  entryId: number;
  currency: string;
  bucket: string;
  amountMinor: bigint;
}

export interface JournalEntryRow {
  id: number;
  type: string;
  referenceType: string | null;
  referenceId: string | null;
  memo: string | null;
  createdAt: Date;
  lines: JournalLineRow[];
}

function whereOf(db: Db, filter: JournalFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(journalEntries.memberId, filter.memberId)];
  if (filter.type !== undefined) conditions.push(eq(journalEntries.type, filter.type));
  if (filter.currency !== undefined) {
    conditions.push(
      exists(
        db
          .select({ id: postings.id })
          .from(postings)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
          .where(
            and(
              eq(postings.entryId, journalEntries.id),
              eq(postings.currency, filter.currency),
              eq(ledgerAccounts.memberId, filter.memberId),
            ),
          ),
      ),
    );
  }
  return and(...conditions);
}

/**
 * How many entries the filter selects, from the member's journal counters (kept by the posting
 * statement, `postEntryWith`): a sum over at most one row per entry type, never a count of the journal.
 */
function totalOf(db: Db, filter: JournalFilter) {
  const conditions = [
    eq(memberJournalCounts.memberId, filter.memberId),
    eq(memberJournalCounts.currency, filter.currency ?? '*'),
  ];
  if (filter.type !== undefined) conditions.push(eq(memberJournalCounts.type, filter.type));
  return db
    .select({ total: sql<string>`coalesce(${sum(memberJournalCounts.entries)}, 0)` })
    .from(memberJournalCounts)
    .where(and(...conditions));
}

/**
 * The member-side lines of each entry as a JSON array, amounts as text (a JSON number is a float).
 * `journal_entries.id` is spelled out: drizzle writes a selected column unqualified, which the
 * subquery's own `id` columns would make ambiguous.
 */
function linesOf(memberId: number): SQL<unknown> {
  return sql`(select coalesce(json_agg(json_build_object(
      'currency', p.currency, 'bucket', a.bucket, 'amountMinor', p.amount_minor::text) order by p.id), '[]')
    from ${postings} p join ${ledgerAccounts} a on a.id = p.account_id
    where p.entry_id = journal_entries.id and a.member_id = ${memberId})`;
}

function toLines(entryId: number, value: unknown): JournalLineRow[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) throw new Error(`journal entry ${entryId}: lines are not a list`);
  return parsed.map((line: unknown) => {
    const currency: unknown = Reflect.get(Object(line), 'currency');
    const bucket: unknown = Reflect.get(Object(line), 'bucket');
    const amountMinor: unknown = Reflect.get(Object(line), 'amountMinor');
    if (typeof currency !== 'string' || typeof bucket !== 'string' || typeof amountMinor !== 'string') {
      throw new Error(`journal entry ${entryId}: a line is malformed`);
    }
    return { entryId, currency, bucket, amountMinor: BigInt(amountMinor) };
  });
}

/**
 * One page of the member's journal in one statement: the entries, each with its lines, and the total
 * (an uncorrelated subquery on the counters, read once). Only a page past the end asks for the total
 * on its own.
 */
export async function findJournalPage(
  db: Db,
  filter: JournalFilter,
  page: number,
): Promise<{ rows: JournalEntryRow[]; total: number }> {
  const where = whereOf(db, filter);
  const entries = await db
    .select({
      id: journalEntries.id,
      type: journalEntries.type,
      referenceType: journalEntries.referenceType,
      referenceId: journalEntries.referenceId,
      memo: journalEntries.memo,
      createdAt: journalEntries.createdAt,
      total: sql`(${totalOf(db, filter)})`.mapWith(Number),
      lines: linesOf(filter.memberId),
    })
    .from(journalEntries)
    .where(where)
    .orderBy(desc(journalEntries.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  const total = entries[0]?.total ?? Number((await totalOf(db, filter))[0]?.total ?? 0);
  return {
    rows: entries.map(({ total: _total, lines, ...entry }) => ({
      ...entry,
      lines: toLines(entry.id, lines),
    })),
    total,
  };
}
