import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { logInMember, postMember, registerMember, type TestMember } from '../../test/member-factory.ts';

const NEW_PASSWORD = 'N3wPassword';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('login password change', () => {
  async function change(member: TestMember, body: Record<string, string>) {
    return postMember(
      testApp.app,
      'user/changeLoginPassword',
      { oldPassword: member.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...body },
      { session: member.session },
    );
  }

  it('changes the password, ends every session and answers a fresh one', async () => {
    const member = await registerMember(testApp);
    const otherDevice = await logInMember(testApp, member.account, member.password);
    const answer = await change(member, {});
    expect(answer.body).toMatchObject({ status: 1, data: { account: member.account, isGuest: false } });
    const fresh = answer.body.data as { token: string; account: string };

    for (const ended of [member.session, otherDevice]) {
      expect((await postMember(testApp.app, 'user/getUserinfo', {}, { session: ended })).statusCode).toBe(
        401,
      );
    }
    const info = await postMember(
      testApp.app,
      'user/getUserinfo',
      {},
      { session: { token: fresh.token, account: fresh.account } },
    );
    expect(info.statusCode).toBe(200);
    expect(
      (await postMember(testApp.app, 'user/login', { account: member.account, password: member.password }))
        .body.msg,
    ).toBe('WRONG_CREDENTIALS');
    expect((await logInMember(testApp, member.account, NEW_PASSWORD)).account).toBe(member.account);
  });

  it('refuses a wrong original password', async () => {
    const member = await registerMember(testApp);
    expect((await change(member, { oldPassword: 'Wrong1234' })).body).toMatchObject({
      msg: 'WRONG_ORIGINAL_PASSWORD',
    });
    expect(
      (await postMember(testApp.app, 'user/getUserinfo', {}, { session: member.session })).statusCode,
    ).toBe(200);
  });

  it('refuses new passwords that differ', async () => {
    const member = await registerMember(testApp);
    expect((await change(member, { confirmPassword: `${NEW_PASSWORD}x` })).body).toMatchObject({
      msg: 'PASSWORDS_DO_NOT_MATCH',
    });
  });

  it('refuses a weak new password', async () => {
    const member = await registerMember(testApp);
    const answer = await change(member, { newPassword: 'weakpass', confirmPassword: 'weakpass' });
    expect(answer.body).toMatchObject({ msg: 'PASSWORD_TOO_WEAK' });
  });

  it('refuses a missing original password as a missing field', async () => {
    const member = await registerMember(testApp);
    expect((await change(member, { oldPassword: '' })).body).toMatchObject({
      msg: 'FIELD_REQUIRED',
      params: { field: 'oldPassword' },
    });
  });

  it('throttles guesses at the original password like logins', async () => {
    const member = await registerMember(testApp);
    for (let attempt = 0; attempt < 5; attempt += 1) await change(member, { oldPassword: 'Wrong1234' });
    expect((await change(member, {})).body).toMatchObject({ msg: 'SUBMIT_TOO_FREQUENT' });
  });

  it('checks only five of 30 original passwords sent at once', async () => {
    const member = await registerMember(testApp);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => change(member, { oldPassword: `Wrong${index}abc` })),
    );
    const codes = answers.map((answer) => answer.body.msg);
    expect(codes.filter((code) => code === 'WRONG_ORIGINAL_PASSWORD')).toHaveLength(5);
    expect(codes.filter((code) => code === 'SUBMIT_TOO_FREQUENT')).toHaveLength(25);
  });
});

describe('fund password', () => {
  async function setFund(member: TestMember, fundPassword: string, confirmPassword = fundPassword) {
    return postMember(
      testApp.app,
      'user/setFundPassword',
      { fundPassword, confirmPassword },
      { session: member.session },
    );
  }

  async function changeFund(member: TestMember, body: Partial<Record<string, string>>) {
    return postMember(
      testApp.app,
      'user/changeFundPassword',
      { oldFundPassword: '135790', fundPassword: '864209', confirmPassword: '864209', ...body },
      { session: member.session },
    );
  }

  async function fundHash(member: TestMember) {
    const [row] = await testApp.services.db.select().from(members).where(eq(members.id, member.memberId));
    return row?.fundPasswordHash ?? null;
  }

  it('sets a six-digit fund password, hashed with argon2id', async () => {
    const member = await registerMember(testApp);
    expect((await setFund(member, '135790')).body).toEqual({ status: 1, msg: '', data: null });
    expect(await fundHash(member)).toMatch(/^\$argon2id\$/);
    const info = await postMember(testApp.app, 'user/getUserinfo', {}, { session: member.session });
    expect(info.body.data).toMatchObject({ hasFundPassword: true });
  });

  it.each(['12345', '1234567', '12345a', 'abcdef'])(
    'refuses the fund password %s, not exactly six digits',
    async (value) => {
      const member = await registerMember(testApp);
      expect((await setFund(member, value)).body).toMatchObject({ msg: 'FUND_PASSWORD_FORMAT_INVALID' });
    },
  );

  it.each(['123456', '000000', '987654', '890123'])(
    'refuses %s, a repeated digit or a run, as too common, when set and when changed',
    async (value) => {
      const member = await registerMember(testApp);
      expect((await setFund(member, value)).body).toMatchObject({ msg: 'FUND_PASSWORD_TOO_COMMON' });
      expect(await fundHash(member)).toBeNull();
      await setFund(member, '135790');
      const changed = await changeFund(member, { fundPassword: value, confirmPassword: value });
      expect(changed.body).toMatchObject({ msg: 'FUND_PASSWORD_TOO_COMMON' });
    },
  );

  it('refuses fund passwords that differ', async () => {
    const member = await registerMember(testApp);
    expect((await setFund(member, '135790', '123457')).body).toMatchObject({ msg: 'PASSWORDS_DO_NOT_MATCH' });
    expect(await fundHash(member)).toBeNull();
  });

  it('refuses to set a fund password a second time', async () => {
    const member = await registerMember(testApp);
    await setFund(member, '135790');
    expect((await setFund(member, '369147')).body).toMatchObject({ msg: 'FUND_PASSWORD_ALREADY_SET' });
  });

  it('sets only one of two simultaneous fund passwords', async () => {
    const member = await registerMember(testApp);
    const answers = await Promise.all([setFund(member, '258036'), setFund(member, '369147')]);
    expect(answers.map((answer) => answer.body.msg).sort()).toEqual(['', 'FUND_PASSWORD_ALREADY_SET']);
  });

  it('changes the fund password given the old one', async () => {
    const member = await registerMember(testApp);
    await setFund(member, '135790');
    expect((await changeFund(member, {})).body).toEqual({ status: 1, msg: '', data: null });
    const again = { oldFundPassword: '864209', fundPassword: '258036', confirmPassword: '258036' };
    expect((await changeFund(member, again)).body.status).toBe(1);
  });

  it('refuses to change a fund password that was never set', async () => {
    const member = await registerMember(testApp);
    expect((await changeFund(member, {})).body).toMatchObject({ msg: 'FUND_PASSWORD_NOT_SET' });
  });

  it('refuses a wrong old fund password', async () => {
    const member = await registerMember(testApp);
    await setFund(member, '135790');
    expect((await changeFund(member, { oldFundPassword: '000000' })).body).toMatchObject({
      msg: 'WRONG_FUND_PASSWORD',
    });
  });

  it('refuses a new fund password of the wrong format or not repeated', async () => {
    const member = await registerMember(testApp);
    await setFund(member, '135790');
    expect((await changeFund(member, { fundPassword: '12', confirmPassword: '12' })).body.msg).toBe(
      'FUND_PASSWORD_FORMAT_INVALID',
    );
    expect((await changeFund(member, { confirmPassword: '864208' })).body.msg).toBe('PASSWORDS_DO_NOT_MATCH');
  });

  it('throttles guesses at the fund password after five failures', async () => {
    const member = await registerMember(testApp);
    await setFund(member, '135790');
    for (let attempt = 0; attempt < 5; attempt += 1) await changeFund(member, { oldFundPassword: '000000' });
    expect((await changeFund(member, {})).body).toMatchObject({ msg: 'SUBMIT_TOO_FREQUENT' });
    testApp.clock.advance(15 * 60_000);
    expect((await changeFund(member, {})).body.status).toBe(1);
  });

  it('checks only five of 30 fund passwords sent at once', async () => {
    const member = await registerMember(testApp);
    await setFund(member, '135790');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        changeFund(member, { oldFundPassword: String(200_000 + index) }),
      ),
    );
    const codes = answers.map((answer) => answer.body.msg);
    expect(codes.filter((code) => code === 'WRONG_FUND_PASSWORD')).toHaveLength(5);
    expect(codes.filter((code) => code === 'SUBMIT_TOO_FREQUENT')).toHaveLength(25);
    expect((await changeFund(member, {})).body.msg).toBe('SUBMIT_TOO_FREQUENT');
  });

  it('gives a session no more fund-password guesses from other addresses', async () => {
    const member = await registerMember(testApp);
    await setFund(member, '135790');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await postMember(
        testApp.app,
        'user/changeFundPassword',
        { oldFundPassword: '000000', fundPassword: '864209', confirmPassword: '864209' },
        { session: member.session, remoteAddress: `10.1.0.${attempt + 1}` },
      );
      expect(answer.body.msg).toBe('WRONG_FUND_PASSWORD');
    }
    const fromElsewhere = await postMember(
      testApp.app,
      'user/changeFundPassword',
      { oldFundPassword: '135790', fundPassword: '864209', confirmPassword: '864209' },
      { session: member.session, remoteAddress: '10.1.0.99' },
    );
    expect(fromElsewhere.body.msg).toBe('SUBMIT_TOO_FREQUENT');
  });
});
