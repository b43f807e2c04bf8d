import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  rechargeApply,
  rechargeChannels,
  rechargeList,
  staffRechargeApprove,
} from '@saham/contract/recharge';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, registerMember, type TestMember } from '../../test/member-factory.ts';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
  postStaff,
  type LoggedInStaff,
} from '../../test/staff-factory.ts';
import { notices } from '../../db/schema.ts';
import { depositChannels } from '../../db/schema-funding.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { readMemberBuckets } from '../ledger/balances-repo.ts';
import { createVerifiedMember, insertUpload, seedChannels } from './funding-fixtures.ts';

let testApp: TestApp;
let member: TestMember;
let reviewer: LoggedInStaff;
let channels: { bank: number; crypto: number; online: number };

async function available(memberId: number, currency: string): Promise<bigint> {
  const buckets = await readMemberBuckets(testApp.services.db, memberId);
  return buckets.find((row) => row.currency === currency && row.bucket === 'available')?.balanceMinor ?? 0n;
}

function apply(body: object, who: TestMember = member) {
  return postMember(testApp.app, 'recharge/apply', body, { session: who.session });
}

beforeEach(async () => {
  testApp = await createTestApp();
  channels = await seedChannels(testApp);
  member = await createVerifiedMember(testApp);
  reviewer = await createLoggedInStaff(testApp, 'reviewer');
});

afterEach(async () => {
  await testApp.close();
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
    const queue = await postStaff(
      testApp.app,
      'recharge/list',
      { status: 'pending', page: 1 },
      { session: reviewer.session },
    );
    expect(queue.body).toMatchObject({ status: 1, data: { total: 1 } });
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
    expect(await findAuditEntries(testApp, 'recharge/approve')).toHaveLength(1);
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
    expect(await findAuditEntries(testApp, 'recharge/reject')).toHaveLength(1);
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
