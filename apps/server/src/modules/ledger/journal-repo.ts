// Reads a member's journal: their entries, newest first, each with the postings on their own accounts.
// Member fund records and the back office's member journal both page through it.
import { and, desc, eq, exists, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { preparedOn } from '../../db/prepared.ts';
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

/** Which filters a page query has, and whether it is the first page (no OFFSET). */
interface PageShape {
  hasType: boolean;
  hasCurrency: boolean;
  isFirstPage: boolean;
}

const memberIdParam = sql.placeholder('memberId');
const typeParam = sql.placeholder('type');
const currencyParam = sql.placeholder('currency');

function whereOf(db: Db, shape: PageShape): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(journalEntries.memberId, memberIdParam)];
  if (shape.hasType) conditions.push(eq(journalEntries.type, typeParam));
  if (shape.hasCurrency) {
    conditions.push(
      exists(
        db
          .select({ id: postings.id })
          .from(postings)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
          .where(
            and(
              eq(postings.entryId, journalEntries.id),
              eq(postings.currency, currencyParam),
              eq(ledgerAccounts.memberId, memberIdParam),
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
 * Without a currency filter the counters under '*' are summed.
 */
function totalOf(db: Db, shape: Pick<PageShape, 'hasType' | 'hasCurrency'>) {
  const conditions = [
    eq(memberJournalCounts.memberId, memberIdParam),
    eq(memberJournalCounts.currency, shape.hasCurrency ? currencyParam : '*'),
  ];
  if (shape.hasType) conditions.push(eq(memberJournalCounts.type, typeParam));
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
const linesOfMember: SQL<unknown> = sql`(select coalesce(json_agg(json_build_object(
      'currency', p.currency, 'bucket', a.bucket, 'amountMinor', p.amount_minor::text) order by p.id), '[]')
    from ${postings} p join ${ledgerAccounts} a on a.id = p.account_id
    where p.entry_id = journal_entries.id and a.member_id = ${memberIdParam})`;

/**
 * One page of the member's journal in one statement, prepared once per shape (db/prepared.ts): the
 * entries, each with its lines, and the total (an uncorrelated subquery on the counters, read once).
 * The first page, by far the most read, has no OFFSET, so its cached plan needs no guess at one.
 */
function pageQuery(db: Db, shape: PageShape) {
  const key = `journal_page_${shape.hasType ? 't' : ''}${shape.hasCurrency ? 'c' : ''}${shape.isFirstPage ? '1' : 'n'}`;
  return preparedOn(db, key, (root, name) => {
    const query = root
      .select({
        id: journalEntries.id,
        type: journalEntries.type,
        referenceType: journalEntries.referenceType,
        referenceId: journalEntries.referenceId,
        memo: journalEntries.memo,
        createdAt: journalEntries.createdAt,
        total: sql`(${totalOf(root, shape)})`.mapWith(Number),
        lines: linesOfMember,
      })
      .from(journalEntries)
      .where(whereOf(root, shape))
      .orderBy(desc(journalEntries.id))
      .limit(PAGE_LIMIT);
    return (shape.isFirstPage ? query : query.offset(sql.placeholder('offset'))).prepare(name);
  });
}

function totalQuery(db: Db, shape: Pick<PageShape, 'hasType' | 'hasCurrency'>) {
  const key = `journal_total_${shape.hasType ? 't' : ''}${shape.hasCurrency ? 'c' : ''}`;
  return preparedOn(db, key, (root, name) => totalOf(root, shape).prepare(name));
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

/** One page of the member's journal, newest first; only a page past the end asks for the total alone. */
export async function findJournalPage(
  db: Db,
  filter: JournalFilter,
  page: number,
): Promise<{ rows: JournalEntryRow[]; total: number }> {
  const shape = {
    hasType: filter.type !== undefined,
    hasCurrency: filter.currency !== undefined,
    isFirstPage: page === 1,
  };
  const values = {
    memberId: filter.memberId,
    type: filter.type ?? null,
    currency: filter.currency ?? null,
    offset: pageOffset(page),
  };
  const entries = await pageQuery(db, shape).execute(values);
  const total = entries[0]?.total ?? Number((await totalQuery(db, shape).execute(values))[0]?.total ?? 0);
  return {
    rows: entries.map(({ total: _total, lines, ...entry }) => ({
      ...entry,
      lines: toLines(entry.id, lines),
    })),
    total,
  };
}
