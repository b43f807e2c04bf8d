import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES } from '@saham/domain/currencies';
import { userInfoSchema } from '@saham/contract/user';
import { members } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, registerMember, setMemberFlags, type TestMember } from '../../test/member-factory.ts';

describe('user/getUserinfo and user/updateSettings', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function userInfo(member: TestMember) {
    const answer = await postMember(testApp.app, 'user/getUserinfo', {}, { session: member.session });
    expect(answer.body.status).toBe(1);
    return userInfoSchema.parse(answer.body.data);
  }

  it("answers a new member's profile and state", async () => {
    const member = await registerMember(testApp);
    const [row] = await testApp.services.db.select().from(members).where(eq(members.id, member.memberId));
    expect(await userInfo(member)).toMatchObject({
      account: member.account,
      phone: member.account,
      name: null,
      avatar: null,
      language: 'zh',
      fontSize: 'normal',
      creditScore: 100,
      realNameStatus: 'none',
      hasFundPassword: false,
      inviteCode: row?.inviteCode,
      flags: {
        frozen: false,
        loginBanned: false,
        disabled: false,
        tradeForbidden: false,
        withdrawForbidden: false,
      },
    });
  });

  it('answers zero balances in the nine currencies, in order, with totals in MYR', async () => {
    const member = await registerMember(testApp);
    const { balances } = await userInfo(member);
    expect(balances).toMatchObject({
      currency: 'MYR',
      totalAssets: '0.00',
      available: '0.00',
      frozen: '0.00',
      profit: '0.00',
      positionMarketValue: '0.00',
      historicalPnl: '0.00',
    });
    expect(balances.byCurrency.map((bucket) => bucket.currency)).toEqual([...CURRENCIES]);
    const zeroOf = (currency: string) => (['JPY', 'KRW', 'VND'].includes(currency) ? '0' : '0.00');
    for (const bucket of balances.byCurrency) {
      expect(bucket).toEqual({
        currency: bucket.currency,
        available: zeroOf(bucket.currency),
        frozen: zeroOf(bucket.currency),
      });
    }
  });

  it('shows the forbidden-to-trade and forbidden-to-withdraw states', async () => {
    const member = await registerMember(testApp);
    await setMemberFlags(testApp, member.memberId, { isTradeForbidden: true, isWithdrawForbidden: true });
    expect((await userInfo(member)).flags).toMatchObject({ tradeForbidden: true, withdrawForbidden: true });
  });

  it('updates language, font size and avatar', async () => {
    const member = await registerMember(testApp);
    const answer = await postMember(
      testApp.app,
      'user/updateSettings',
      { language: 'ml', fontSize: 'large', avatarImage: 'avatar-3' },
      { session: member.session },
    );
    expect(answer.body).toEqual({ status: 1, msg: '', data: null });
    expect(await userInfo(member)).toMatchObject({ language: 'ml', fontSize: 'large', avatar: 'avatar-3' });
  });

  it('leaves settings that are not sent unchanged', async () => {
    const member = await registerMember(testApp);
    await postMember(
      testApp.app,
      'user/updateSettings',
      { language: 'ja', fontSize: 'large' },
      { session: member.session },
    );
    await postMember(testApp.app, 'user/updateSettings', { language: 'ko' }, { session: member.session });
    await postMember(testApp.app, 'user/updateSettings', {}, { session: member.session });
    expect(await userInfo(member)).toMatchObject({ language: 'ko', fontSize: 'large', avatar: null });
  });

  it('refuses a language the app does not speak with HTTP 400', async () => {
    const member = await registerMember(testApp);
    const answer = await postMember(
      testApp.app,
      'user/updateSettings',
      { language: 'fr' },
      { session: member.session },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ msg: 'INVALID_INPUT', params: { field: 'language' } });
  });
});
