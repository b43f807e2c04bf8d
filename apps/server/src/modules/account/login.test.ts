import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loginFailures, members, memberSessions } from '../../db/schema.ts';
import { hashToken } from '../../http/tokens.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  logInGuest,
  logInMember,
  nextAccount,
  postMember,
  registerMember,
  setMemberFlags,
} from '../../test/member-factory.ts';

const FIFTEEN_MINUTES = 15 * 60_000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('user/login', () => {
  let address = 0;
  /** A client address of its own for each test, so per-address counters do not carry over. */
  const freshAddress = () => {
    address += 1;
    return `10.0.0.${address}`;
  };

  async function logIn(account: string, password: string, remoteAddress = '127.0.0.1') {
    return postMember(testApp.app, 'user/login', { account, password }, { remoteAddress });
  }

  it('logs a member in with a session token', async () => {
    const member = await registerMember(testApp);
    const answer = await logIn(member.account, member.password);
    expect(answer.body).toEqual({
      status: 1,
      msg: '',
      data: { token: expect.stringMatching(/^[\w-]{43}$/), account: member.account, isGuest: false },
    });
  });

  it('stores only the hash of the token, with an absolute expiry', async () => {
    const member = await registerMember(testApp);
    const session = await logInMember(testApp, member.account, member.password);
    const [row] = await testApp.services.db
      .select()
      .from(memberSessions)
      .where(eq(memberSessions.tokenHash, hashToken(session.token)));
    expect(row).toMatchObject({ memberId: member.memberId, isGuest: false, revokedAt: null });
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(testApp.services.config.sessionMaxDays * 86_400_000);
    const tokens = await testApp.services.db.select().from(memberSessions);
    expect(tokens.some((token) => token.tokenHash === session.token)).toBe(false);
  });

  it('records the last login time', async () => {
    const member = await registerMember(testApp);
    await testApp.services.db
      .update(members)
      .set({ lastLoginAt: null })
      .where(eq(members.id, member.memberId));
    await logInMember(testApp, member.account, member.password);
    const [row] = await testApp.services.db.select().from(members).where(eq(members.id, member.memberId));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('answers an unknown account and a wrong password alike', async () => {
    const member = await registerMember(testApp);
    const unknown = await logIn(nextAccount(), member.password, freshAddress());
    const wrong = await logIn(member.account, `${member.password}x`, freshAddress());
    expect(unknown).toEqual(wrong);
    expect(wrong.body).toEqual({ status: 0, msg: 'WRONG_CREDENTIALS', params: {} });
  });

  it('refuses an empty account or password as a missing field', async () => {
    expect((await logIn('', 'x')).body).toMatchObject({
      msg: 'FIELD_REQUIRED',
      params: { field: 'account' },
    });
    expect((await logIn('601234567890', '')).body).toMatchObject({
      msg: 'FIELD_REQUIRED',
      params: { field: 'password' },
    });
  });

  it.each([
    ['disabled', { isDisabled: true }, 'ACCOUNT_DISABLED'],
    ['banned from login', { isLoginBanned: true }, 'ACCOUNT_LOGIN_BANNED'],
    ['frozen', { isFrozen: true }, 'ACCOUNT_FROZEN'],
  ])('refuses a %s member with the right password', async (_state, flags, code) => {
    const member = await registerMember(testApp);
    await setMemberFlags(testApp, member.memberId, flags);
    expect((await logIn(member.account, member.password, freshAddress())).body).toMatchObject({
      status: 0,
      msg: code,
    });
  });

  it('reveals no account state to a wrong password', async () => {
    const member = await registerMember(testApp);
    await setMemberFlags(testApp, member.memberId, { isDisabled: true, isFrozen: true });
    const answer = await logIn(member.account, 'Wrong1234', freshAddress());
    expect(answer.body).toMatchObject({ msg: 'WRONG_CREDENTIALS' });
  });

  it('refuses every attempt on an account after five failures in 15 minutes, until the window passes', async () => {
    const member = await registerMember(testApp);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await logIn(member.account, 'Wrong1234', freshAddress())).body.msg).toBe('WRONG_CREDENTIALS');
    }
    const throttled = await logIn(member.account, member.password, freshAddress());
    expect(throttled.body).toEqual({ status: 0, msg: 'SUBMIT_TOO_FREQUENT', params: {} });
    testApp.clock.advance(FIFTEEN_MINUTES - 60_000);
    expect((await logIn(member.account, member.password, freshAddress())).body.msg).toBe(
      'SUBMIT_TOO_FREQUENT',
    );
    testApp.clock.advance(60_000);
    expect((await logIn(member.account, member.password, freshAddress())).body.status).toBe(1);
  });

  it('refuses a client address after twenty failures in 15 minutes, whatever the account', async () => {
    const remoteAddress = freshAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await logIn(nextAccount(), 'Wrong1234', remoteAddress)).body.msg).toBe('WRONG_CREDENTIALS');
    }
    const member = await registerMember(testApp);
    expect((await logIn(member.account, member.password, remoteAddress)).body.msg).toBe(
      'SUBMIT_TOO_FREQUENT',
    );
    expect((await logIn(member.account, member.password, freshAddress())).body.status).toBe(1);
    testApp.clock.advance(FIFTEEN_MINUTES);
    expect((await logIn(member.account, member.password, remoteAddress)).body.status).toBe(1);
  });

  it('clears the account counter on a successful login', async () => {
    const member = await registerMember(testApp);
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1)
        await logIn(member.account, 'Wrong1234', freshAddress());
      expect((await logIn(member.account, member.password, freshAddress())).body.status).toBe(1);
    }
    const counters = await testApp.services.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `account:${member.account}`));
    expect(counters).toEqual([]);
  });

  it('counts failures in the database, so another server process sees them', async () => {
    const member = await registerMember(testApp);
    const otherProcess = await buildApp({ services: testApp.services, logger: false });
    try {
      for (let attempt = 0; attempt < 5; attempt += 1)
        await logIn(member.account, 'Wrong1234', freshAddress());
      const answer = await postMember(
        otherProcess,
        'user/login',
        { account: member.account, password: member.password },
        { remoteAddress: freshAddress() },
      );
      expect(answer.body.msg).toBe('SUBMIT_TOO_FREQUENT');
    } finally {
      await otherProcess.close();
    }
  });
});

describe('user/guestLogin and user/logout', () => {
  it('opens a visitor session with a guest account and no member', async () => {
    const answer = await postMember(testApp.app, 'user/guestLogin', {});
    expect(answer.body).toMatchObject({
      status: 1,
      data: {
        token: expect.any(String),
        account: expect.stringMatching(/^guest-[0-9a-f]{16}$/),
        isGuest: true,
      },
    });
    const token = (answer.body.data as { token: string }).token;
    const [row] = await testApp.services.db
      .select()
      .from(memberSessions)
      .where(eq(memberSessions.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ memberId: null, isGuest: true });
  });

  it('lets a visitor read notices and the site configuration', async () => {
    const guest = await logInGuest(testApp);
    expect(
      (await postMember(testApp.app, 'user/notice', { type: 'myr' }, { session: guest })).body.status,
    ).toBe(1);
    expect(
      (await postMember(testApp.app, 'common/config', { type: 'all' }, { session: guest })).body.status,
    ).toBe(1);
  });

  it('refuses a visitor a member call with LOGIN_REQUIRED', async () => {
    const guest = await logInGuest(testApp);
    const answer = await postMember(testApp.app, 'user/getUserinfo', {}, { session: guest });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ status: 0, msg: 'LOGIN_REQUIRED', params: {} });
  });

  it('revokes the session on logout, after which its token gets HTTP 401', async () => {
    const member = await registerMember(testApp);
    expect((await postMember(testApp.app, 'user/logout', {}, { session: member.session })).body).toEqual({
      status: 1,
      msg: '',
      data: null,
    });
    expect(
      (await postMember(testApp.app, 'user/getUserinfo', {}, { session: member.session })).statusCode,
    ).toBe(401);
    expect(
      (await postMember(testApp.app, 'user/notice', { type: 'myr' }, { session: member.session })).statusCode,
    ).toBe(401);
  });

  it('logs a visitor out too', async () => {
    const guest = await logInGuest(testApp);
    expect((await postMember(testApp.app, 'user/logout', {}, { session: guest })).body.status).toBe(1);
    expect(
      (await postMember(testApp.app, 'user/notice', { type: 'myr' }, { session: guest })).statusCode,
    ).toBe(401);
  });

  it('answers logout without a session with HTTP 401', async () => {
    expect((await postMember(testApp.app, 'user/logout', {})).statusCode).toBe(401);
  });
});
