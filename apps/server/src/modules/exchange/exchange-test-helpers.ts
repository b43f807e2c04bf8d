// Test helpers of the exchange module: a verified member with balances posted straight to the ledger.
import { eq } from 'drizzle-orm';
import type { Currency } from '@saham/domain/currencies';
import { members } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { TestApp } from '../../test/harness.ts';
import { registerMember, type TestMember } from '../../test/member-factory.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { readMemberBuckets } from '../ledger/balances-repo.ts';

export async function markRealNameVerified(testApp: TestApp, memberId: number): Promise<void> {
  await testApp.services.db
    .update(members)
    .set({ realNameStatus: 'verified' })
    .where(eq(members.id, memberId));
}

export async function creditMember(
  testApp: TestApp,
  memberId: number,
  currency: Currency,
  amountMinor: bigint,
): Promise<void> {
  await inTransaction(testApp.services.db, (tx) =>
    postEntry(
      tx,
      {
        type: 'deposit',
        memberId,
        postings: [
          { account: { memberId, bucket: 'available' }, currency, amountMinor },
          { account: { house: 'bank_clearing' }, currency, amountMinor: -amountMinor },
        ],
      },
      testApp.clock.now(),
    ),
  );
}

export async function verifiedMemberWith(
  testApp: TestApp,
  balances: Partial<Record<Currency, bigint>>,
): Promise<TestMember> {
  const member = await registerMember(testApp);
  await markRealNameVerified(testApp, member.memberId);
  // Trading needs a fund password set (spec §5); exchanges do not ask for it.
  await testApp.services.db
    .update(members)
    .set({ fundPasswordHash: await hashPassword('135790', testApp.services.config.passwordHashCost) })
    .where(eq(members.id, member.memberId));
  for (const [currency, amountMinor] of Object.entries(balances)) {
    const known = (['CNY', 'TWD', 'HKD', 'USD', 'THB', 'JPY', 'VND', 'MYR', 'KRW'] as const).find(
      (candidate) => candidate === currency,
    );
    if (known && amountMinor !== undefined) await creditMember(testApp, member.memberId, known, amountMinor);
  }
  return member;
}

export async function availableMinor(
  testApp: TestApp,
  memberId: number,
  currency: Currency,
): Promise<bigint> {
  const buckets = await readMemberBuckets(testApp.services.db, memberId);
  return buckets.find((row) => row.currency === currency && row.bucket === 'available')?.balanceMinor ?? 0n;
}
