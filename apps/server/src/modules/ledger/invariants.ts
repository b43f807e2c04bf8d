// The ledger's invariants (ARCHITECTURE, Money): every entry sums to zero per currency, every account's
// balance equals the sum of its postings, no member bucket is negative, and the fund-record counters
// (member_journal_counts) equal the member's journal. Reported, never repaired.
import { eq, isNotNull, lt, and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, postings } from '../../db/schema.ts';
import { rowsOf } from '../../db/rows.ts';

export interface LedgerViolation {
  kind: 'unbalanced_entry' | 'balance_mismatch' | 'negative_member_bucket' | 'journal_count_mismatch';
  detail: string;
}

const REPORT_LIMIT = 100;

export async function checkLedgerInvariants(db: Db): Promise<LedgerViolation[]> {
  const unbalanced = await db
    .select({
      entryId: postings.entryId,
      currency: postings.currency,
      sum: sql<string>`sum(${postings.amountMinor})::text`,
    })
    .from(postings)
    .groupBy(postings.entryId, postings.currency)
    .having(sql`sum(${postings.amountMinor}) <> 0`)
    .limit(REPORT_LIMIT);
  const mismatched = await db
    .select({
      accountId: ledgerAccounts.id,
      ownerKey: ledgerAccounts.ownerKey,
      balance: sql<string>`${ledgerAccounts.balanceMinor}::text`,
      posted: sql<string>`coalesce(sum(${postings.amountMinor}), 0)::text`,
    })
    .from(ledgerAccounts)
    .leftJoin(postings, eq(postings.accountId, ledgerAccounts.id))
    .groupBy(ledgerAccounts.id)
    .having(sql`${ledgerAccounts.balanceMinor} <> coalesce(sum(${postings.amountMinor}), 0)`)
    .limit(REPORT_LIMIT);
  const negative = await db
    .select({
      accountId: ledgerAccounts.id,
      ownerKey: ledgerAccounts.ownerKey,
      balance: sql<string>`${ledgerAccounts.balanceMinor}::text`,
    })
    .from(ledgerAccounts)
    .where(and(isNotNull(ledgerAccounts.memberId), lt(ledgerAccounts.balanceMinor, 0n)))
    .limit(REPORT_LIMIT);
  // The counters as postEntry keeps them (ledger/post-entry.ts, journalCountKeys): per member and type,
  // every entry under '*', and under each currency the entries posting on the member's own accounts.
  const miscountedAnswer = await db.execute(sql`
    with expected as (
      select e.member_id, e.type, '*' as currency, count(*) as entries
        from journal_entries e where e.member_id is not null group by e.member_id, e.type
      union all
      select e.member_id, e.type, p.currency, count(distinct e.id) as entries
        from journal_entries e
        join postings p on p.entry_id = e.id
        join ledger_accounts a on a.id = p.account_id and a.member_id = e.member_id
        group by e.member_id, e.type, p.currency
    )
    select coalesce(x.member_id, c.member_id) as member_id, coalesce(x.type, c.type) as type,
           coalesce(x.currency, c.currency) as currency,
           coalesce(x.entries, 0)::text as expected, coalesce(c.entries, 0)::text as stored
      from expected x
      full join member_journal_counts c
        on c.member_id = x.member_id and c.type = x.type and c.currency = x.currency
     where coalesce(x.entries, 0) <> coalesce(c.entries, 0)
     limit ${REPORT_LIMIT}`);
  const miscounted = rowsOf<{
    member_id: number;
    type: string;
    currency: string;
    expected: string;
    stored: string;
  }>(miscountedAnswer);
  return [
    ...unbalanced.map((row) => ({
      kind: 'unbalanced_entry' as const,
      detail: `entry ${row.entryId} sums to ${row.sum} in ${row.currency}`,
    })),
    ...mismatched.map((row) => ({
      kind: 'balance_mismatch' as const,
      detail: `account ${row.accountId} (${row.ownerKey}) holds ${row.balance} but its postings sum to ${row.posted}`,
    })),
    ...negative.map((row) => ({
      kind: 'negative_member_bucket' as const,
      detail: `account ${row.accountId} (${row.ownerKey}) is negative: ${row.balance}`,
    })),
    ...miscounted.map((row) => ({
      kind: 'journal_count_mismatch' as const,
      detail: `member ${row.member_id} has ${row.expected} ${row.type} entries in ${row.currency} but its counter holds ${row.stored}`,
    })),
  ];
}
