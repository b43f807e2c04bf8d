// Bank-transfer payment references (issue 16 §7): shown before the member pays, carried by the deposit,
// unique per application, and what staff see and search by in the review queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rechargeApply,
  rechargeList,
  rechargePaymentReference,
  staffRechargeList,
} from '@saham/contract/recharge';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, registerMember, type TestMember } from '../../test/member-factory.ts';
import { createLoggedInStaff, dataOf, postStaff, type LoggedInStaff } from '../../test/staff-factory.ts';
import { createVerifiedMember, insertUpload, seedChannels } from './funding-fixtures.ts';

let testApp: TestApp;
let reviewer: LoggedInStaff;
let channels: { bank: number; crypto: number; online: number };

beforeAll(async () => {
  testApp = await createTestApp();
  channels = await seedChannels(testApp);
  reviewer = await createLoggedInStaff(testApp, 'reviewer');
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

async function referenceOf(member: TestMember): Promise<string> {
  const answer = await postMember(testApp.app, 'recharge/paymentReference', {}, { session: member.session });
  return dataOf(answer, rechargePaymentReference).paymentReference;
}

async function applyBankTransfer(member: TestMember) {
  const voucherImageId = await insertUpload(testApp, member.memberId);
  const answer = await postMember(
    testApp.app,
    'recharge/apply',
    { channelId: channels.bank, amount: '500', voucherImageId },
    { session: member.session },
  );
  return dataOf(answer, rechargeApply);
}

async function decide(id: number, approve: boolean) {
  const path = approve ? 'recharge/approve' : 'recharge/reject';
  const answer = await postStaff(
    testApp.app,
    path,
    { id, reason: 'Not received' },
    { session: reviewer.session },
  );
  expect(answer.body.status).toBe(1);
}

async function staffSearch(paymentReference: string) {
  const answer = await postStaff(
    testApp.app,
    'recharge/list',
    { paymentReference, page: 1 },
    { session: reviewer.session },
  );
  return dataOf(answer, staffRechargeList);
}

describe('payment references of bank-transfer deposits', () => {
  it('shows the same reference before paying until a deposit carries it, then a new one', async () => {
    const member = await createVerifiedMember(testApp);
    const shown = await referenceOf(member);
    expect(shown).toMatch(/^SHM-[2-9A-HJKMNP-Z]{8}$/);
    expect(await referenceOf(member)).toBe(shown);

    const first = await applyBankTransfer(member);
    expect(first.paymentReference).toBe(shown);
    await decide(first.id, false);

    const next = await referenceOf(member);
    expect(next).not.toBe(shown);
    const second = await applyBankTransfer(member);
    expect(second.paymentReference).toBe(next);
    await decide(second.id, true);

    const records = dataOf(
      await postMember(testApp.app, 'recharge/list', { page: 1 }, { session: member.session }),
      rechargeList,
    );
    expect(records.items.map((record) => record.paymentReference)).toEqual([next, shown]);
  });

  it('gives every application its own reference, also when none was shown before applying', async () => {
    const members = await Promise.all([1, 2, 3].map(() => createVerifiedMember(testApp)));
    const records = [];
    for (const member of members) records.push(await applyBankTransfer(member));
    const references = records.map((record) => record.paymentReference);
    expect(references.every((reference) => reference?.startsWith('SHM-'))).toBe(true);
    expect(new Set(references).size).toBe(3);
    for (const record of records) await decide(record.id, true);
  });

  it('leaves crypto and online-banking deposits without one', async () => {
    const member = await createVerifiedMember(testApp);
    const voucherImageId = await insertUpload(testApp, member.memberId);
    const crypto = dataOf(
      await postMember(
        testApp.app,
        'recharge/apply',
        { channelId: channels.crypto, amount: '100', voucherImageId, txHash: '0xabc' },
        { session: member.session },
      ),
      rechargeApply,
    );
    expect(crypto.paymentReference).toBeNull();
    await decide(crypto.id, false);
    // The reference shown earlier stays open for the next bank transfer.
    const shown = await referenceOf(member);
    expect((await applyBankTransfer(member)).paymentReference).toBe(shown);
  });

  it('lets staff find a deposit by its reference, typed in any case with spaces', async () => {
    const member = await createVerifiedMember(testApp);
    const record = await applyBankTransfer(member);
    const reference = record.paymentReference ?? '';
    const typed = ` ${reference.toLowerCase().slice(0, 6)} ${reference.toLowerCase().slice(6)} `;
    const found = await staffSearch(typed);
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ id: record.id, paymentReference: reference });
    expect((await staffSearch('SHM-22222222')).total).toBe(0);
    await decide(record.id, true);
  });

  it('refuses a member whose real name is not verified', async () => {
    const unverified = await registerMember(testApp);
    const answer = await postMember(
      testApp.app,
      'recharge/paymentReference',
      {},
      { session: unverified.session },
    );
    expect(answer.body).toMatchObject({ status: 0, msg: 'REAL_NAME_REQUIRED' });
  });
});
