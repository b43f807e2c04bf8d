// Reads a member's journal: their entries, newest first, each with the postings on their own accounts.
// Member fund records and the back office's member journal both page through it.
import { and, count, desc, eq, exists, inArray, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '@saham/contract/envelope';
import type { Db } from '../../db/client.ts';
import { pageOffset } from '../../db/paging.ts';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema.ts';

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
    })
    .from(journalEntries)
    .where(where)
    .orderBy(desc(journalEntries.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  const [totalRow] = await db.select({ total: count() }).from(journalEntries).where(where);
  const lines =
    entries.length === 0
      ? []
      : await db
          .select({
            entryId: postings.entryId,
            currency: postings.currency,
            bucket: ledgerAccounts.bucket,
            amountMinor: postings.amountMinor,
          })
          .from(postings)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
          .where(
            and(
              inArray(
                postings.entryId,
                entries.map((entry) => entry.id),
              ),
              eq(ledgerAccounts.memberId, filter.memberId),
            ),
          )
          .orderBy(postings.id);
  return {
    rows: entries.map((entry) => ({ ...entry, lines: lines.filter((line) => line.entryId === entry.id) })),
    total: totalRow?.total ?? 0,
  };
}
