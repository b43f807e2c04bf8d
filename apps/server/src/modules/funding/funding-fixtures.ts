// Test fixtures for deposits and withdrawals: a verified member with a fund password and a bound
// card, an upload of theirs, money on their available balance, the demo channels and two reviewers.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Currency } from '@saham/domain/currencies';
import { auditLog, members } from '../../db/schema.ts';
import { bankCards, banks, uploads } from '../../db/schema-identity.ts';
import { depositChannels } from '../../db/schema-funding.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { TestApp } from '../../test/harness.ts';
import { postMember, registerMember, type TestMember } from '../../test/member-factory.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { seedDepositChannels } from './seed.ts';

export const FUND_PASSWORD = '135790';

/** The harness clock's starting instant: Monday 10:00 in Kuala Lumpur, inside both funding windows. */
export const HARNESS_START = Date.parse('2026-11-23T02:00:00Z');

/**
 * Back to the starting instant. A file that shares one app starts each test there, and each cleanup
 * (staff sessions made at the start idle out once a test has moved the clock on by hours).
 */
export function rewindClock(testApp: TestApp): void {
  testApp.clock.advance(HARNESS_START - testApp.clock.now().getTime());
}

/** The newest audit entry's id: taken before a test, so the test counts only the entries it caused. */
export async function latestAuditId(testApp: TestApp): Promise<number> {
  const [last] = await testApp.services.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return last?.id ?? 0;
}

/** The audit entries of one action written after `mark`, oldest first. */
export async function auditEntriesSince(testApp: TestApp, action: string, mark: number) {
  return testApp.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), gt(auditLog.id, mark)))
    .orderBy(auditLog.id);
}

export async function createVerifiedMember(testApp: TestApp): Promise<TestMember> {
  const member = await registerMember(testApp);
  await testApp.services.db
    .update(members)
    .set({ realNameStatus: 'verified' })
    .where(eq(members.id, member.memberId));
  const answer = await postMember(
    testApp.app,
    'user/setFundPassword',
    { fundPassword: FUND_PASSWORD, confirmPassword: FUND_PASSWORD },
    { session: member.session },
  );
  if (answer.body.status !== 1) throw new Error(`setFundPassword failed: ${JSON.stringify(answer.body)}`);
  return member;
}

export async function bindBankCard(testApp: TestApp, memberId: number): Promise<number> {
  const { db } = testApp.services;
  await db
    .insert(banks)
    .values({ code: 'MBB', name: 'Maybank', swift: 'MBBEMYKL' })
    .onConflictDoNothing({ target: banks.code });
  const [row] = await db
    .insert(bankCards)
    .values({
      memberId,
      holder: 'Test Holder',
      accountNumber: `5140${randomBytes(4).readUInt32BE(0).toString().padStart(8, '0')}`.slice(0, 12),
      bankCode: 'MBB',
      branch: 'Kuala Lumpur',
    })
    .returning({ id: bankCards.id });
  if (!row) throw new Error('bank card insert returned nothing');
  return row.id;
}

export async function insertUpload(testApp: TestApp, memberId: number): Promise<string> {
  const publicId = randomBytes(12).toString('hex');
  await testApp.services.db.insert(uploads).values({
    publicId,
    memberId,
    storedName: `${publicId}.jpg`,
    contentType: 'image/jpeg',
    sizeBytes: 1000,
    width: 10,
    height: 10,
  });
  return publicId;
}

export async function creditAvailable(
  testApp: TestApp,
  memberId: number,
  currency: Currency,
  amountMinor: bigint,
): Promise<void> {
  await inTransaction(testApp.services.db, (tx) =>
    postEntry(
      tx,
      {
        type: 'adjustment',
        memberId,
        postings: [
          { account: { house: 'adjustments' }, currency, amountMinor: -amountMinor },
          { account: { memberId, bucket: 'available' }, currency, amountMinor },
        ],
      },
      testApp.clock.now(),
    ),
  );
}

/** The demo channels' ids by kind. */
export async function seedChannels(testApp: TestApp) {
  const { db } = testApp.services;
  await inTransaction(db, (tx) => seedDepositChannels(tx, testApp.clock.now()));
  const rows = await db.select({ id: depositChannels.id, kind: depositChannels.kind }).from(depositChannels);
  const idOf = (kind: string) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    if (!row) throw new Error(`no ${kind} channel`);
    return row.id;
  };
  return { bank: idOf('bank_transfer'), crypto: idOf('crypto'), online: idOf('online_banking') };
}
