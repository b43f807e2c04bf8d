import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dashboardQueues } from '@saham/contract/admin-dashboard';
import { approveRealName } from '@saham/contract/identity';
import { realNameRecords, uploads } from '../../db/schema-identity.ts';
import { deposits, withdrawals } from '../../db/schema-funding.ts';
import { balanceAdjustments } from '../../db/schema-ledger.ts';
import { dayTradeApplications } from '../../db/schema-day-trading.ts';
import { loans } from '../../db/schema-loans.ts';
import { call, callData } from '../../test/call.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { registerMember, type TestMember } from '../../test/member-factory.ts';
import { createLoggedInStaff, type LoggedInStaff } from '../../test/staff-factory.ts';
import { insertUpload } from '../funding/funding-fixtures.ts';

const HOUR = 3_600_000;

describe('back-office dashboard: work waiting in the review queues', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  let reviewer: LoggedInStaff;
  let support: LoggedInStaff;
  let members: TestMember[];

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createLoggedInStaff(testApp, 'admin');
    reviewer = await createLoggedInStaff(testApp, 'reviewer');
    support = await createLoggedInStaff(testApp, 'support');
    members = await Promise.all([registerMember(testApp), registerMember(testApp), registerMember(testApp)]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const countsOf = async (who: LoggedInStaff) =>
    Object.fromEntries(
      (await callData(testApp, dashboardQueues, {}, who)).queues.map((row) => [row.queue, row.pending]),
    );

  function memberId(index: number): number {
    const member = members[index];
    if (!member) throw new Error(`no member ${index}`);
    return member.memberId;
  }

  async function uploadIdOf(owner: number): Promise<number> {
    const publicId = await insertUpload(testApp, owner);
    const [row] = await testApp.services.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.publicId, publicId));
    if (!row) throw new Error('no upload');
    return row.id;
  }

  async function seedQueues() {
    const { db } = testApp.services;
    const now = testApp.clock.now();
    // Identities: two pending, one decided.
    for (const [index, status] of (['pending', 'pending', 'rejected'] as const).entries()) {
      const photoId = await uploadIdOf(memberId(index));
      await db.insert(realNameRecords).values({
        memberId: memberId(index),
        name: `Member ${index}`,
        idType: 'mykad',
        idNumber: `900101-14-10${index}0`,
        frontUploadId: photoId,
        backUploadId: photoId,
        status,
      });
    }
    // Deposits: one pending, one pending but past its payment deadline (the queue expires it), one approved.
    const deposit = { channelId: 1, currency: 'MYR' as const, amountMinor: 10_000n, createdAt: now };
    await db.insert(deposits).values([
      { ...deposit, memberId: memberId(0) },
      { ...deposit, memberId: memberId(1), expiresAt: new Date(now.getTime() - HOUR) },
      { ...deposit, memberId: memberId(2), status: 'approved' },
    ]);
    const withdrawal = {
      currency: 'MYR' as const,
      amountMinor: 5_000n,
      bankCardId: 1,
      holder: 'Holder',
      bankName: 'Maybank',
      accountNumber: '514000000001',
      createdAt: now,
    };
    await db.insert(withdrawals).values([
      { ...withdrawal, memberId: memberId(0) },
      { ...withdrawal, memberId: memberId(1) },
      { ...withdrawal, memberId: memberId(2) },
      { ...withdrawal, memberId: memberId(2), status: 'rejected' },
    ]);
    await db.insert(balanceAdjustments).values({
      memberId: memberId(0),
      currency: 'MYR',
      amountMinor: 100n,
      reason: 'goodwill',
      makerStaffId: admin.staffId,
      makerUsername: admin.username,
      createdAt: now,
    });
    await db.insert(dayTradeApplications).values([
      { memberId: memberId(0), currency: 'MYR', amountMinor: 500_000n, createdAt: now },
      { memberId: memberId(1), currency: 'MYR', amountMinor: 500_000n, createdAt: now, status: 'rejected' },
    ]);
    const loan = {
      productId: 1,
      termDays: 14,
      annualRate: '6.8',
      penaltyAnnualRate: '18.25',
      createdAt: now,
    };
    await db.insert(loans).values([
      { ...loan, loanNo: 'LN-DASH-1', memberId: memberId(0), amountMinor: 100_000n },
      { ...loan, loanNo: 'LN-DASH-2', memberId: memberId(1), amountMinor: 100_000n, status: 'rejected' },
    ]);
  }

  it('counts nothing when no work waits', async () => {
    expect(await countsOf(admin)).toEqual({
      realName: 0,
      deposits: 0,
      withdrawals: 0,
      adjustments: 0,
      dayTrading: 0,
      loans: 0,
    });
  });

  it('counts the pending items of every queue, in one call', async () => {
    await seedQueues();
    expect(await countsOf(admin)).toEqual({
      realName: 2,
      deposits: 1,
      withdrawals: 3,
      adjustments: 1,
      dayTrading: 1,
      loans: 1,
    });
    expect(await countsOf(reviewer)).toEqual(await countsOf(admin));
  });

  it('leaves out the queues a role may not open', async () => {
    // Support opens the funding, day-trading and loan queues but not identities nor adjustments.
    const counts = await countsOf(support);
    expect(counts).toEqual({ deposits: 1, withdrawals: 3, dayTrading: 1, loans: 1 });
    expect(counts).not.toHaveProperty('realName');
    expect(counts).not.toHaveProperty('adjustments');
  });

  it('follows a decision: an approved identity leaves the count', async () => {
    const [first] = await testApp.services.db
      .select({ id: realNameRecords.id })
      .from(realNameRecords)
      .where(eq(realNameRecords.status, 'pending'))
      .orderBy(realNameRecords.id)
      .limit(1);
    if (!first) throw new Error('no pending identity');
    await callData(testApp, approveRealName, { id: first.id }, reviewer);
    expect((await countsOf(reviewer)).realName).toBe(1);
  });

  it('refuses a caller without a staff session', async () => {
    const answer = await call(testApp, dashboardQueues, {}, undefined);
    expect(answer.statusCode).toBe(401);
  });
});
