// user/setupProgress (issue 16 §1): the checklist's four steps read from the member's real state —
// identity status, fund password, a bound bank card, a credited deposit — through the real calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rechargeApply } from '@saham/contract/recharge';
import { setupProgress } from '@saham/contract/user';
import { bankCardSchema } from '@saham/contract/banking';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { logInGuest, postMember, registerMember, type TestMember } from '../../test/member-factory.ts';
import { createLoggedInStaff, dataOf, postStaff, type LoggedInStaff } from '../../test/staff-factory.ts';
import { markVerified } from '../../test/identity-factory.ts';
import { insertUpload, seedChannels } from '../funding/funding-fixtures.ts';

let testApp: TestApp;
let reviewer: LoggedInStaff;
let bankChannel: number;

beforeAll(async () => {
  testApp = await createTestApp();
  bankChannel = (await seedChannels(testApp)).bank;
  reviewer = await createLoggedInStaff(testApp, 'reviewer');
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

const call = (member: TestMember, path: string, body: object) =>
  postMember(testApp.app, path, body, { session: member.session });

async function progressOf(member: TestMember) {
  return dataOf(await call(member, 'user/setupProgress', {}), setupProgress);
}

async function applyDeposit(member: TestMember): Promise<number> {
  const voucherImageId = await insertUpload(testApp, member.memberId);
  const answer = await call(member, 'recharge/apply', {
    channelId: bankChannel,
    amount: '500',
    voucherImageId,
  });
  return dataOf(answer, rechargeApply).id;
}

describe('the setup checklist', () => {
  it('ticks each step from the real state, in order, until it is complete', async () => {
    const member = await registerMember(testApp);
    expect(await progressOf(member)).toEqual({
      realNameStatus: 'none',
      hasFundPassword: false,
      hasBankCard: false,
      firstDeposit: 'none',
      isComplete: false,
    });

    await markVerified(testApp, member.memberId, 'Tan Mei Ling');
    expect((await progressOf(member)).realNameStatus).toBe('verified');

    await call(member, 'user/setFundPassword', { fundPassword: '260481', confirmPassword: '260481' });
    expect((await progressOf(member)).hasFundPassword).toBe(true);

    const added = await call(member, 'bank/add', {
      holder: 'Tan Mei Ling',
      accountNumber: '514012345678',
      bankCode: 'MAYBANK',
      branch: 'Jalan Tun Perak',
    });
    const card = dataOf(added, { response: bankCardSchema });
    expect((await progressOf(member)).hasBankCard).toBe(true);

    const rejected = await applyDeposit(member);
    expect((await progressOf(member)).firstDeposit).toBe('pending');
    await postStaff(
      testApp.app,
      'recharge/reject',
      { id: rejected, reason: 'No money' },
      { session: reviewer.session },
    );
    expect((await progressOf(member)).firstDeposit).toBe('none');

    const approved = await applyDeposit(member);
    await postStaff(testApp.app, 'recharge/approve', { id: approved }, { session: reviewer.session });
    expect(await progressOf(member)).toEqual({
      realNameStatus: 'verified',
      hasFundPassword: true,
      hasBankCard: true,
      firstDeposit: 'done',
      isComplete: true,
    });

    // Unbinding the only card reopens that step.
    await call(member, 'bank/delete', { id: card.id, fundPassword: '260481' });
    expect(await progressOf(member)).toMatchObject({ hasBankCard: false, isComplete: false });
  });

  it('is for members only: a visitor is asked to log in', async () => {
    const guest = await logInGuest(testApp);
    const answer = await postMember(testApp.app, 'user/setupProgress', {}, { session: guest });
    expect(answer.body).toMatchObject({ status: 0, msg: 'LOGIN_REQUIRED' });
  });
});
