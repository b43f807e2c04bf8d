// Reads member balances from the ledger.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema.ts';

export interface BucketBalance {
  currency: string;
  bucket: string;
  balanceMinor: bigint;
}

export async function readMemberBuckets(db: Db, memberId: number): Promise<BucketBalance[]> {
  return db
    .select({
      currency: ledgerAccounts.currency,
      bucket: ledgerAccounts.bucket,
      balanceMinor: ledgerAccounts.balanceMinor,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId));
}
