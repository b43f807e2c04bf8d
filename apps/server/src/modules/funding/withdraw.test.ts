// One app and database for the file (a fresh one per test cost a migrated database each); every test
// gets its own member and card, starts at the same instant, and leaves no pending withdrawal, holiday
// or setting behind, so what one test does cannot change what the next one sees.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  staffWithdrawApprove,
  staffWithdrawSettings,
  withdrawApply,
  withdrawList,
  withdrawRules,
} from '@saham/contract/withdraw';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, registerMember, setMemberFlags, type TestMember } from '../../test/member-factory.ts';
import { createLoggedInStaff, dataOf, postStaff, type LoggedInStaff } from '../../test/staff-factory.ts';
import { members, notices } from '../../db/schema.ts';
import { withdrawals } from '../../db/schema-funding.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { readMemberBuckets } from '../ledger/balances-repo.ts';
import { seedMarketDefaults } from '../markets/seed.ts';
import {
  bindBankCard,
  createVerifiedMember,
  creditAvailable,
  FUND_PASSWORD,
  auditEntriesSince,
  latestAuditId,
  rewindClock,
} from './funding-fixtures.ts';

let testApp: TestApp;
let member: TestMember;
let cardId: number;
let reviewer: LoggedInStaff;
let admin: LoggedInStaff;
/** The last audit entry before the test: a test counts only the entries it caused. */
let auditMark = 0;

async function auditEntriesOfTest(action: string) {
  return auditEntriesSince(testApp, action, auditMark);
}

/** A holiday saved for one test, deleted when it ends. */
async function saveHoliday(date: string): Promise<void> {
  onTestFinished(async () => {
    rewindClock(testApp);
    await postStaff(testApp.app, 'holidays/delete', { date }, { session: admin.session });
  });
  // Logged in now: the test may have moved the clock past the shared admin's idle limit.
  const saver = await createLoggedInStaff(testApp, 'admin');
  await postStaff(testApp.app, 'holidays/save', { date, name: 'Test holiday' }, { session: saver.session });
}

async function bucket(memberId: number, currency: string, name: string): Promise<bigint> {
  const buckets = await readMemberBuckets(testApp.services.db, memberId);
  return buckets.find((row) => row.currency === currency && row.bucket === name)?.balanceMinor ?? 0n;
}

function apply(
  body: Partial<{ amount: string; currency: string; bankCardId: number; fundPassword: string }> = {},
  who = member,
) {
  return postMember(
    testApp.app,
    'withdraw/apply',
    { amount: '200', currency: 'MYR', bankCardId: cardId, fundPassword: FUND_PASSWORD, ...body },
    { session: who.session },
  );
}

beforeAll(async () => {
  testApp = await createTestApp();
  reviewer = await createLoggedInStaff(testApp, 'reviewer');
  admin = await createLoggedInStaff(testApp, 'admin');
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

beforeEach(async () => {
  rewindClock(testApp);
  member = await createVerifiedMember(testApp);
  cardId = await bindBankCard(testApp, member.memberId);
  await creditAvailable(testApp, member.memberId, 'MYR', 100_000n);
  auditMark = await latestAuditId(testApp);
});

afterEach(async () => {
  rewindClock(testApp);
  // Withdrawals the test left pending are rejected as staff would, so the review queue starts empty.
  const pending = await testApp.services.db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(eq(withdrawals.status, 'pending'));
  for (const { id } of pending) {
    await postStaff(
      testApp.app,
      'withdraw/reject',
      { id, reason: 'Test ended' },
      { session: reviewer.session },
    );
  }
});

describe('applying for a withdrawal', () => {
  it('freezes the amount at once and lists the record', async () => {
    const record = dataOf(await apply({ amount: '250.40' }), withdrawApply);
    expect(record).toMatchObject({
      status: 'pending',
      amount: '250.40',
      accountNumberMasked: expect.stringMatching(/^\*\*\*\* \d{4}$/),
    });
    expect(await bucket(member.memberId, 'MYR', 'available')).toBe(74_960n);
    expect(await bucket(member.memberId, 'MYR', 'frozen')).toBe(25_040n);
    const page = dataOf(
      await postMember(testApp.app, 'withdraw/list', { page: 1 }, { session: member.session }),
      withdrawList,
    );
    expect(page.items.map((item) => item.id)).toEqual([record.id]);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });

  it('refuses before real-name verification', async () => {
    const unverified = await registerMember(testApp);
    expect((await apply({}, unverified)).body.msg).toBe('REAL_NAME_REQUIRED');
  });

  it('refuses a withdraw-forbidden account', async () => {
    await setMemberFlags(testApp, member.memberId, { isWithdrawForbidden: true });
    expect((await apply()).body.msg).toBe('WITHDRAW_FORBIDDEN');
  });

  it('requires the fund password to be set and correct', async () => {
    const noFundPassword = await registerMember(testApp);
    await testApp.services.db
      .update(members)
      .set({ realNameStatus: 'verified' })
      .where(eq(members.id, noFundPassword.memberId));
    expect((await apply({}, noFundPassword)).body.msg).toBe('FUND_PASSWORD_NOT_SET');
    expect((await apply({ fundPassword: '000000' })).body.msg).toBe('WRONG_FUND_PASSWORD');
  });

  it('requires one of the member’s own cards', async () => {
    const other = await createVerifiedMember(testApp);
    const othersCard = await bindBankCard(testApp, other.memberId);
    expect((await apply({ bankCardId: othersCard })).body.msg).toBe('BANK_CARD_NOT_FOUND');
  });

  it('refuses below the RM100 minimum and above the maximum', async () => {
    expect((await apply({ amount: '' })).body).toMatchObject({
      msg: 'FIELD_REQUIRED',
      params: { field: 'amount' },
    });
    expect((await apply({ amount: '99.99' })).body).toMatchObject({
      msg: 'WITHDRAW_MINIMUM',
      params: { amount: '100.00' },
    });
    expect((await apply({ amount: '1000000.01' })).body).toMatchObject({
      msg: 'WITHDRAW_AMOUNT_RANGE',
      params: { min: '100.00', max: '1000000.00' },
    });
  });

  it('refuses outside Monday–Friday 09:30–17:00 Malaysia time and on market holidays', async () => {
    testApp.clock.advance(7.5 * 3_600_000); // Monday 17:30 MYT
    expect((await apply()).body).toMatchObject({
      msg: 'WITHDRAW_TIME_WINDOW',
      params: { window: '09:30:00-17:00:00' },
    });
    testApp.clock.advance(16.5 * 3_600_000); // Tuesday 10:00 MYT, made a holiday
    await saveHoliday('2026-11-24');
    expect((await apply()).body.msg).toBe('WITHDRAW_TIME_WINDOW');
  });

  it('refuses more than the withdrawable balance', async () => {
    expect((await apply({ amount: '1000.01' })).body.msg).toBe('WITHDRAWABLE_INSUFFICIENT');
  });

  it('refuses a credit score under the configured threshold', async () => {
    await testApp.services.db.update(members).set({ creditScore: 59 }).where(eq(members.id, member.memberId));
    expect((await apply()).body.msg).toBe('CREDIT_SCORE_INSUFFICIENT');
  });

  it('shows the rules in force to the member', async () => {
    const rules = dataOf(
      await postMember(testApp.app, 'withdraw/rules', {}, { session: member.session }),
      withdrawRules,
    );
    expect(rules).toMatchObject({
      windowStart: '09:30:00',
      windowEnd: '17:00:00',
      creditScoreMinimum: 60,
      settlementWorkingDays: 2,
    });
    expect(rules.limits.find((limit) => limit.currency === 'MYR')).toEqual({
      currency: 'MYR',
      minAmount: '100.00',
      maxAmount: '1000000.00',
    });
  });

  it('accepts exactly as many of 50 simultaneous withdrawals as the balance covers', async () => {
    // 1000.00 available covers seven withdrawals of 140.00 (980.00), not eight.
    const answers = await Promise.all(Array.from({ length: 50 }, () => apply({ amount: '140' })));
    const accepted = answers.filter((answer) => answer.body.status === 1);
    const refused = answers.filter((answer) => answer.body.msg === 'WITHDRAWABLE_INSUFFICIENT');
    expect(accepted).toHaveLength(7);
    expect(refused).toHaveLength(43);
    expect(await bucket(member.memberId, 'MYR', 'available')).toBe(2_000n);
    expect(await bucket(member.memberId, 'MYR', 'frozen')).toBe(98_000n);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  }, 120_000);
});

describe('staff review of withdrawals', () => {
  it('approves: pays from frozen to bank clearing with settlement T+2 working days', async () => {
    const { id } = dataOf(await apply({ amount: '300' }), withdrawApply);
    const queue = await postStaff(
      testApp.app,
      'withdraw/list',
      { status: 'pending', page: 1 },
      { session: reviewer.session },
    );
    expect(queue.body).toMatchObject({
      data: { items: [{ id, availableBalance: '700.00', frozenBalance: '300.00' }] },
    });
    const row = dataOf(
      await postStaff(testApp.app, 'withdraw/approve', { id }, { session: reviewer.session }),
      staffWithdrawApprove,
    );
    expect(row).toMatchObject({
      status: 'approved',
      expectedSettlementDate: '2026-11-25',
      frozenBalance: '0.00',
    });
    expect(await bucket(member.memberId, 'MYR', 'available')).toBe(70_000n);
    const personal = await testApp.services.db
      .select()
      .from(notices)
      .where(eq(notices.memberId, member.memberId));
    expect(personal[0]?.content.en).toContain('2026-11-25');
    expect(await auditEntriesOfTest('withdraw/approve')).toHaveLength(1);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });

  it('skips a holiday when counting the settlement date', async () => {
    await saveHoliday('2026-11-24');
    const { id } = dataOf(await apply(), withdrawApply);
    const answer = await postStaff(testApp.app, 'withdraw/approve', { id }, { session: reviewer.session });
    expect(answer.body).toMatchObject({ data: { expectedSettlementDate: '2026-11-26' } });
  });

  it('rejects with a reason: the amount returns to available', async () => {
    const { id } = dataOf(await apply({ amount: '300' }), withdrawApply);
    const answer = await postStaff(
      testApp.app,
      'withdraw/reject',
      { id, reason: 'Name mismatch' },
      { session: reviewer.session },
    );
    expect(answer.body).toMatchObject({
      status: 1,
      data: { status: 'rejected', rejectReason: 'Name mismatch' },
    });
    expect(await bucket(member.memberId, 'MYR', 'available')).toBe(100_000n);
    expect(await bucket(member.memberId, 'MYR', 'frozen')).toBe(0n);
    const twice = await postStaff(testApp.app, 'withdraw/approve', { id }, { session: reviewer.session });
    expect(twice.body.msg).toBe('ORDER_STATE_INVALID');
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });
});

describe('withdrawal settings and holidays', () => {
  it('lets an admin raise the minimum and the credit threshold above the member’s score, audited', async () => {
    const before = await postStaff(testApp.app, 'withdraw/settings', {}, { session: admin.session });
    const { settlementWorkingDays: _days, ...settings } = dataOf(before, staffWithdrawSettings);
    onTestFinished(async () => {
      await postStaff(testApp.app, 'withdraw/saveSettings', settings, { session: admin.session });
    });
    const saved = await postStaff(
      testApp.app,
      'withdraw/saveSettings',
      {
        windowStart: '09:30:00',
        windowEnd: '17:00:00',
        creditScoreMinimum: 120,
        limits: [{ currency: 'MYR', minAmount: '500', maxAmount: '2000' }],
      },
      { session: admin.session },
    );
    expect(saved.body.status).toBe(1);
    expect((await apply({ amount: '200' })).body).toMatchObject({
      msg: 'WITHDRAW_MINIMUM',
      params: { amount: '500.00' },
    });
    expect((await apply({ amount: '600' })).body.msg).toBe('CREDIT_SCORE_INSUFFICIENT');
    expect(await auditEntriesOfTest('withdraw/saveSettings')).toHaveLength(1);
  });

  it('holds Malaysia’s seeded public holidays, editable by admins only', async () => {
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    const list = await postStaff(testApp.app, 'holidays/list', { year: 2027 }, { session: reviewer.session });
    expect(list.body).toMatchObject({ status: 1 });
    expect(JSON.stringify(list.body.data)).toContain('2027-08-31');
    const forbidden = await postStaff(
      testApp.app,
      'holidays/delete',
      { date: '2027-08-31' },
      { session: reviewer.session },
    );
    expect(forbidden.body.msg).toBe('ROLE_FORBIDDEN');
  });
});
