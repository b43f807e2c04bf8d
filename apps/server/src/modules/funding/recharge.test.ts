// One app and database for the file (a fresh one per test cost a migrated database each); every test
// gets its own member, starts at the same instant, and leaves no pending deposit, holiday or channel
// change behind, so what one test does cannot change what the next one sees.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import {
  rechargeApply,
  rechargeChannels,
  rechargeList,
  staffChannelList,
  staffChannelSave,
  staffRechargeApprove,
  staffRechargeList,
} from '@saham/contract/recharge';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, registerMember, type TestMember } from '../../test/member-factory.ts';
import { createLoggedInStaff, dataOf, postStaff, type LoggedInStaff } from '../../test/staff-factory.ts';
import { journalEntries, notices } from '../../db/schema.ts';
import { depositChannels, deposits } from '../../db/schema-funding.ts';
import { expireOverdueDeposits } from './deposits-repo.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { readMemberBuckets } from '../ledger/balances-repo.ts';
import {
  createVerifiedMember,
  insertUpload,
  seedChannels,
  auditEntriesSince,
  latestAuditId,
  rewindClock,
} from './funding-fixtures.ts';

let testApp: TestApp;
let member: TestMember;
let reviewer: LoggedInStaff;
let admin: LoggedInStaff;
let channels: { bank: number; crypto: number; online: number };
/** The last audit entry before the test: a test counts only the entries it caused. */
let auditMark = 0;

async function auditEntriesOfTest(action: string) {
  return auditEntriesSince(testApp, action, auditMark);
}

/** How many deposits of a status the staff queue holds. */
async function queueTotal(status: string): Promise<number> {
  const answer = await postStaff(
    testApp.app,
    'recharge/list',
    { status, page: 1 },
    { session: reviewer.session },
  );
  return dataOf(answer, staffRechargeList).total;
}

async function available(memberId: number, currency: string): Promise<bigint> {
  const buckets = await readMemberBuckets(testApp.services.db, memberId);
  return buckets.find((row) => row.currency === currency && row.bucket === 'available')?.balanceMinor ?? 0n;
}

function apply(body: object, who: TestMember = member) {
  return postMember(testApp.app, 'recharge/apply', body, { session: who.session });
}

beforeAll(async () => {
  testApp = await createTestApp();
  channels = await seedChannels(testApp);
  reviewer = await createLoggedInStaff(testApp, 'reviewer');
  admin = await createLoggedInStaff(testApp, 'admin');
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

beforeEach(async () => {
  rewindClock(testApp);
  member = await createVerifiedMember(testApp);
  auditMark = await latestAuditId(testApp);
});

afterEach(async () => {
  rewindClock(testApp);
  // Deposits the test left pending are rejected as staff would (an unpaid online payment that is past
  // its deadline expires instead), so the review queue and the expiry sweep start empty.
  const { db } = testApp.services;
  const pending = await db.select({ id: deposits.id }).from(deposits).where(eq(deposits.status, 'pending'));
  for (const { id } of pending) {
    await postStaff(
      testApp.app,
      'recharge/reject',
      { id, reason: 'Test ended' },
      { session: reviewer.session },
    );
  }
  await expireOverdueDeposits(db, new Date(testApp.clock.now().getTime() + 7 * 86_400_000));
});

describe('deposit channels and applying', () => {
  it('lists the enabled channels with their bank, address and gateway details', async () => {
    const answer = await postMember(testApp.app, 'recharge/channels', {}, { session: member.session });
    const list = dataOf(answer, rechargeChannels);
    expect(list.map((channel) => [channel.kind, channel.currency])).toEqual([
      ['bank_transfer', 'MYR'],
      ['crypto', 'USD'],
      ['online_banking', 'MYR'],
    ]);
    expect(list[0]).toMatchObject({
      accountName: 'Saham Securities Sdn Bhd',
      requiresVoucher: true,
      minAmount: '100.00',
    });
  });

  it('refuses a member whose real name is not verified', async () => {
    const unverified = await registerMember(testApp);
    const answer = await apply({ channelId: channels.online, amount: '100' }, unverified);
    expect(answer.body.msg).toBe('REAL_NAME_REQUIRED');
  });

  it('requires an amount and keeps it within the channel minimum and maximum', async () => {
    expect((await apply({ channelId: channels.online, amount: '' })).body).toMatchObject({
      msg: 'FIELD_REQUIRED',
      params: { field: 'amount' },
    });
    expect((await apply({ channelId: channels.online, amount: '5' })).body).toMatchObject({
      msg: 'DEPOSIT_AMOUNT_RANGE',
      params: { min: '10.00', max: '30000.00' },
    });
    expect((await apply({ channelId: channels.online, amount: '30000.01' })).body.msg).toBe(
      'DEPOSIT_AMOUNT_RANGE',
    );
  });

  it('refuses outside the channel time window with the window', async () => {
    testApp.clock.advance(5 * 86_400_000); // Saturday
    const answer = await apply({ channelId: channels.online, amount: '100' });
    expect(answer.body).toMatchObject({
      msg: 'DEPOSIT_TIME_WINDOW',
      params: { window: '00:00:00-23:59:59' },
    });
  });

  it('refuses on a market holiday, the calendar withdrawals keep, and opens the next working day', async () => {
    onTestFinished(async () => {
      rewindClock(testApp);
      await postStaff(testApp.app, 'holidays/delete', { date: '2026-11-23' }, { session: admin.session });
    });
    const saved = await postStaff(
      testApp.app,
      'holidays/save',
      { date: '2026-11-23', name: 'Test holiday' },
      { session: admin.session },
    );
    expect(saved.body.status).toBe(1);
    expect((await apply({ channelId: channels.online, amount: '100' })).body).toMatchObject({
      msg: 'DEPOSIT_TIME_WINDOW',
      params: { window: '00:00:00-23:59:59' },
    });
    testApp.clock.advance(86_400_000); // Tuesday
    expect((await apply({ channelId: channels.online, amount: '100' })).body.status).toBe(1);
  });

  it('requires a voucher of the member’s own for a bank transfer', async () => {
    expect((await apply({ channelId: channels.bank, amount: '500' })).body).toMatchObject({
      msg: 'FIELD_REQUIRED',
      params: { field: 'voucherImageId' },
    });
    const other = await createVerifiedMember(testApp);
    const othersUpload = await insertUpload(testApp, other.memberId);
    expect(
      (await apply({ channelId: channels.bank, amount: '500', voucherImageId: othersUpload })).body.msg,
    ).toBe('UPLOAD_INVALID');
    const own = await insertUpload(testApp, member.memberId);
    const record = dataOf(
      await apply({ channelId: channels.bank, amount: '500', voucherImageId: own }),
      rechargeApply,
    );
    expect(record).toMatchObject({ status: 'pending', amount: '500.00', currency: 'MYR' });
  });

  it('requires a transaction hash for crypto', async () => {
    const own = await insertUpload(testApp, member.memberId);
    const answer = await apply({ channelId: channels.crypto, amount: '100', voucherImageId: own });
    expect(answer.body).toMatchObject({ msg: 'FIELD_REQUIRED', params: { field: 'txHash' } });
  });

  it('checks the channel password when one is set', async () => {
    onTestFinished(async () => {
      await testApp.services.db
        .update(depositChannels)
        .set({ passwordHash: null })
        .where(eq(depositChannels.id, channels.online));
    });
    await testApp.services.db
      .update(depositChannels)
      .set({ passwordHash: await hashPassword('open-sesame', 'test') })
      .where(eq(depositChannels.id, channels.online));
    expect((await apply({ channelId: channels.online, amount: '100' })).body.msg).toBe(
      'WRONG_CHANNEL_PASSWORD',
    );
    expect(
      (await apply({ channelId: channels.online, amount: '100', channelPassword: 'nope' })).body.msg,
    ).toBe('WRONG_CHANNEL_PASSWORD');
    const ok = await apply({ channelId: channels.online, amount: '100', channelPassword: 'open-sesame' });
    expect(ok.body.status).toBe(1);
  });

  it('lets a pending deposit block a new one, also when applications race', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => apply({ channelId: channels.online, amount: '100' })),
    );
    expect(answers.filter((answer) => answer.body.status === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.msg === 'DEPOSIT_PENDING')).toHaveLength(7);
    const page = dataOf(
      await postMember(testApp.app, 'recharge/list', { page: 1 }, { session: member.session }),
      rechargeList,
    );
    expect(page.total).toBe(1);
  });
});

describe('online banking through the sandbox gateway', () => {
  it('answers a gateway reference and credits at once when the sandbox pays', async () => {
    const record = dataOf(await apply({ channelId: channels.online, amount: '250.50' }), rechargeApply);
    expect(record.gatewayReference).toMatch(/^SBX-FPX-/);
    const paid = await postMember(
      testApp.app,
      'recharge/sandboxPay',
      { orderId: record.id },
      { session: member.session },
    );
    expect(paid.body).toMatchObject({ status: 1, data: { status: 'approved' } });
    expect(await available(member.memberId, 'MYR')).toBe(25_050n);
    const again = await postMember(
      testApp.app,
      'recharge/sandboxPay',
      { orderId: record.id },
      { session: member.session },
    );
    expect(again.body.msg).toBe('ORDER_STATE_INVALID');
    expect(await available(member.memberId, 'MYR')).toBe(25_050n);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });

  it('does not let a member pay someone else’s order', async () => {
    const record = dataOf(await apply({ channelId: channels.online, amount: '100' }), rechargeApply);
    const other = await createVerifiedMember(testApp);
    const answer = await postMember(
      testApp.app,
      'recharge/sandboxPay',
      { orderId: record.id },
      { session: other.session },
    );
    expect(answer.body.msg).toBe('ORDER_NOT_FOUND');
  });
});

describe('staff review of deposits', () => {
  async function pendingBankDeposit(): Promise<number> {
    const own = await insertUpload(testApp, member.memberId);
    return dataOf(
      await apply({ channelId: channels.bank, amount: '1000', voucherImageId: own }),
      rechargeApply,
    ).id;
  }

  it('approves: credits the available balance from bank clearing, tells the member and audits', async () => {
    const id = await pendingBankDeposit();
    expect(await queueTotal('pending')).toBe(1);
    const answer = await postStaff(testApp.app, 'recharge/approve', { id }, { session: reviewer.session });
    expect(dataOf(answer, staffRechargeApprove)).toMatchObject({
      status: 'approved',
      reviewedBy: reviewer.username,
    });
    expect(await available(member.memberId, 'MYR')).toBe(100_000n);
    const personal = await testApp.services.db
      .select()
      .from(notices)
      .where(eq(notices.memberId, member.memberId));
    expect(personal).toHaveLength(1);
    expect(personal[0]?.title.en).toBe('Deposit credited');
    expect(await auditEntriesOfTest('recharge/approve')).toHaveLength(1);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });

  it('rejects with a reason and credits nothing', async () => {
    const id = await pendingBankDeposit();
    const noReason = await postStaff(
      testApp.app,
      'recharge/reject',
      { id, reason: ' ' },
      { session: reviewer.session },
    );
    expect(noReason.body.msg).toBe('REASON_REQUIRED');
    const answer = await postStaff(
      testApp.app,
      'recharge/reject',
      { id, reason: 'Voucher unreadable' },
      { session: reviewer.session },
    );
    expect(answer.body).toMatchObject({
      status: 1,
      data: { status: 'rejected', rejectReason: 'Voucher unreadable' },
    });
    expect(await available(member.memberId, 'MYR')).toBe(0n);
    expect(await auditEntriesOfTest('recharge/reject')).toHaveLength(1);
    const next = await apply({ channelId: channels.online, amount: '100' });
    expect(next.body.status).toBe(1);
  });

  it('credits once when two staff approve the same deposit at the same time', async () => {
    const id = await pendingBankDeposit();
    const second = await createLoggedInStaff(testApp, 'admin');
    const answers = await Promise.all([
      postStaff(testApp.app, 'recharge/approve', { id }, { session: reviewer.session }),
      postStaff(testApp.app, 'recharge/approve', { id }, { session: second.session }),
    ]);
    expect(answers.map((answer) => answer.body.status).sort()).toEqual([0, 1]);
    expect(answers.find((answer) => answer.body.status === 0)?.body.msg).toBe('ORDER_STATE_INVALID');
    expect(await available(member.memberId, 'MYR')).toBe(100_000n);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });

  it('keeps support staff from approving', async () => {
    const id = await pendingBankDeposit();
    const support = await createLoggedInStaff(testApp, 'support');
    const answer = await postStaff(testApp.app, 'recharge/approve', { id }, { session: support.session });
    expect(answer.body.msg).toBe('ROLE_FORBIDDEN');
  });
});

describe('expiry of unpaid online-banking payments', () => {
  const MINUTE = 60_000;
  const list = async (who: TestMember = member) =>
    dataOf(
      await postMember(testApp.app, 'recharge/list', { page: 1 }, { session: who.session }),
      rechargeList,
    );
  const pay = (orderId: number) =>
    postMember(testApp.app, 'recharge/sandboxPay', { orderId }, { session: member.session });
  const entryCount = async () =>
    (await testApp.services.db.select({ total: count() }).from(journalEntries))[0];

  it('expires after 30 minutes by default, moving no money, and then no longer blocks a new deposit', async () => {
    const record = dataOf(await apply({ channelId: channels.online, amount: '100' }), rechargeApply);
    expect(Date.parse(record.expiresAt ?? '') - Date.parse(record.createdAt)).toBe(30 * MINUTE);
    const entriesBefore = await entryCount();
    testApp.clock.advance(30 * MINUTE - 1000);
    expect((await apply({ channelId: channels.online, amount: '100' })).body.msg).toBe('DEPOSIT_PENDING');
    expect((await list()).items[0]).toMatchObject({ id: record.id, status: 'pending' });
    testApp.clock.advance(1000);
    expect((await list()).items[0]).toMatchObject({ id: record.id, status: 'expired' });
    expect(await available(member.memberId, 'MYR')).toBe(0n);
    expect(await entryCount()).toEqual(entriesBefore);
    const next = await apply({ channelId: channels.online, amount: '100' });
    expect(next.body).toMatchObject({ status: 1, data: { status: 'pending' } });
    // A bank transfer has no payment deadline.
    const voucher = await insertUpload(testApp, member.memberId);
    testApp.clock.advance(31 * MINUTE);
    const bank = dataOf(
      await apply({ channelId: channels.bank, amount: '500', voucherImageId: voucher }),
      rechargeApply,
    );
    expect(bank.expiresAt).toBeNull();
    testApp.clock.advance(24 * 60 * MINUTE);
    expect((await list()).items.find((row) => row.id === bank.id)?.status).toBe('pending');
  });

  it('refuses a gateway confirmation that arrives after expiry and credits nothing', async () => {
    const record = dataOf(await apply({ channelId: channels.online, amount: '100' }), rechargeApply);
    testApp.clock.advance(31 * MINUTE);
    // Nobody has read the deposit since it became overdue: the confirmation itself finds it expired.
    expect((await pay(record.id)).body).toMatchObject({ status: 0, msg: 'DEPOSIT_EXPIRED' });
    expect((await pay(record.id)).body).toMatchObject({ status: 0, msg: 'DEPOSIT_EXPIRED' });
    expect(await available(member.memberId, 'MYR')).toBe(0n);
    expect((await list()).items[0]).toMatchObject({ id: record.id, status: 'expired' });
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });

  it('keeps staff from crediting an expired payment and files it under expired in the queue', async () => {
    const expiredBefore = await queueTotal('expired');
    const record = dataOf(await apply({ channelId: channels.online, amount: '100' }), rechargeApply);
    testApp.clock.advance(31 * MINUTE);
    const approve = await postStaff(
      testApp.app,
      'recharge/approve',
      { id: record.id },
      { session: reviewer.session },
    );
    expect(approve.body).toMatchObject({ status: 0, msg: 'DEPOSIT_EXPIRED' });
    expect(await queueTotal('pending')).toBe(0);
    // Earlier tests' expired payments stay in the queue: this test adds exactly one.
    expect(await queueTotal('expired')).toBe(expiredBefore + 1);
    expect(await available(member.memberId, 'MYR')).toBe(0n);
  });

  it('expires each deposit once when several processes sweep at the same time', async () => {
    const others = [member, await createVerifiedMember(testApp), await createVerifiedMember(testApp)];
    for (const who of others) {
      expect((await apply({ channelId: channels.online, amount: '100' }, who)).body.status).toBe(1);
    }
    testApp.clock.advance(31 * MINUTE);
    const now = testApp.clock.now();
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => expireOverdueDeposits(testApp.services.db, now)),
    );
    expect(counts.reduce((sum, value) => sum + value, 0)).toBe(3);
    expect(await expireOverdueDeposits(testApp.services.db, now)).toBe(0);
    const statuses = await testApp.services.db
      .select({ status: deposits.status })
      .from(deposits)
      .where(
        inArray(
          deposits.memberId,
          others.map((who) => who.memberId),
        ),
      );
    expect(statuses.map((row) => row.status)).toEqual(['expired', 'expired', 'expired']);
  });

  it('takes the expiry from the channel, which admins edit (audited) between 1 and 1440 minutes', async () => {
    const staffChannels = dataOf(
      await postStaff(testApp.app, 'recharge/channels', {}, { session: admin.session }),
      staffChannelList,
    );
    const online = staffChannels.find((channel) => channel.kind === 'online_banking');
    if (!online) throw new Error('no online channel');
    expect(online.paymentExpiryMinutes).toBe(30);
    const { id, hasPassword: _hasPassword, requiresVoucher: _v, requiresTxHash: _t, ...input } = online;
    const save = (paymentExpiryMinutes: number) =>
      postStaff(
        testApp.app,
        'recharge/saveChannel',
        { ...input, id, paymentExpiryMinutes },
        { session: admin.session },
      );
    onTestFinished(async () => {
      await save(30);
    });
    expect((await save(0)).body).toMatchObject({ status: 0, msg: 'INVALID_INPUT' });
    expect((await save(1441)).body).toMatchObject({ status: 0, msg: 'INVALID_INPUT' });
    expect(dataOf(await save(5), staffChannelSave).paymentExpiryMinutes).toBe(5);
    const [audit] = await auditEntriesOfTest('recharge/saveChannel');
    expect(audit).toMatchObject({ before: { paymentExpiryMinutes: 30 }, after: { paymentExpiryMinutes: 5 } });
    const record = dataOf(await apply({ channelId: channels.online, amount: '100' }), rechargeApply);
    expect(Date.parse(record.expiresAt ?? '') - Date.parse(record.createdAt)).toBe(5 * MINUTE);
    testApp.clock.advance(5 * MINUTE);
    expect((await pay(record.id)).body.msg).toBe('DEPOSIT_EXPIRED');
  });
});

describe('the payment gateway setting', () => {
  it('defaults to the sandbox outside production and to none in production unless enabled', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).paymentGateway).toBe('sandbox');
    expect(loadConfig({}).paymentGateway).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'production' }).paymentGateway).toBe('none');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox' }).paymentGateway).toBe('sandbox');
    expect(loadConfig({ PAYMENT_GATEWAY: 'none' }).paymentGateway).toBe('none');
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/PAYMENT_GATEWAY/);
  });

  it(
    'without a gateway, refuses online banking with a clear code and leaves other channels open',
    { timeout: 120_000 },
    async () => {
      const offline = await createTestApp({ paymentGateway: 'none' });
      try {
        const ids = await seedChannels(offline);
        const who = await createVerifiedMember(offline);
        const send = (path: string, body: object) =>
          postMember(offline.app, path, body, { session: who.session });
        const online = await send('recharge/apply', { channelId: ids.online, amount: '100' });
        expect(online.body).toMatchObject({ status: 0, msg: 'PAYMENT_GATEWAY_UNAVAILABLE' });
        expect((await send('recharge/sandboxPay', { orderId: 1 })).body.msg).toBe(
          'PAYMENT_GATEWAY_UNAVAILABLE',
        );
        const voucher = await insertUpload(offline, who.memberId);
        const bank = await send('recharge/apply', {
          channelId: ids.bank,
          amount: '500',
          voucherImageId: voucher,
        });
        expect(bank.body.status).toBe(1);
      } finally {
        await offline.close();
      }
    },
  );
});
