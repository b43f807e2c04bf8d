// The ledger's invariants (ARCHITECTURE, Money): every entry sums to zero per currency, every account's
// balance equals the sum of its postings, no member bucket is negative. Reported, never repaired.
import { eq, isNotNull, lt, and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, postings } from '../../db/schema.ts';

export interface LedgerViolation {
  kind: 'unbalanced_entry' | 'balance_mismatch' | 'negative_member_bucket';
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
  ];
}
