import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
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
    return `10.0.${Math.floor(address / 250)}.${(address % 250) + 1}`;
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

  it('refuses an account at one address after five failures in 15 minutes, until the window passes', async () => {
    const member = await registerMember(testApp);
    const remoteAddress = freshAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await logIn(member.account, 'Wrong1234', remoteAddress)).body.msg).toBe('WRONG_CREDENTIALS');
    }
    const throttled = await logIn(member.account, member.password, remoteAddress);
    expect(throttled.body).toEqual({ status: 0, msg: 'SUBMIT_TOO_FREQUENT', params: {} });
    testApp.clock.advance(FIFTEEN_MINUTES - 60_000);
    expect((await logIn(member.account, member.password, remoteAddress)).body.msg).toBe(
      'SUBMIT_TOO_FREQUENT',
    );
    testApp.clock.advance(60_000);
    expect((await logIn(member.account, member.password, remoteAddress)).body.status).toBe(1);
  });

  it("lets a member in from an address that has not failed, whatever someone else's guesses", async () => {
    const member = await registerMember(testApp);
    for (let attempt = 0; attempt < 8; attempt += 1) await logIn(member.account, 'Wrong1234', '127.0.0.2');
    expect((await logIn(member.account, member.password, '127.0.0.2')).body.msg).toBe('SUBMIT_TOO_FREQUENT');
    expect((await logIn(member.account, member.password, '127.0.0.3')).body.status).toBe(1);
  });

  it('refuses an account at every address after fifty failures from many addresses', async () => {
    const member = await registerMember(testApp);
    for (let guesser = 0; guesser < 10; guesser += 1) {
      const remoteAddress = freshAddress();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await logIn(member.account, 'Wrong1234', remoteAddress)).body.msg).toBe('WRONG_CREDENTIALS');
      }
    }
    expect((await logIn(member.account, member.password, freshAddress())).body.msg).toBe(
      'SUBMIT_TOO_FREQUENT',
    );
    testApp.clock.advance(FIFTEEN_MINUTES);
    expect((await logIn(member.account, member.password, freshAddress())).body.status).toBe(1);
  });

  it('checks only five of 30 guesses sent at once, and refuses the right password after them', async () => {
    const member = await registerMember(testApp);
    const remoteAddress = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => logIn(member.account, `Wrong${index}abc`, remoteAddress)),
    );
    const codes = answers.map((answer) => answer.body.msg);
    expect(codes.filter((code) => code === 'WRONG_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((code) => code === 'SUBMIT_TOO_FREQUENT')).toHaveLength(25);
    expect((await logIn(member.account, member.password, remoteAddress)).body.msg).toBe(
      'SUBMIT_TOO_FREQUENT',
    );
  });

  it('checks at most fifty of 80 guesses sent at once from as many addresses', async () => {
    const member = await registerMember(testApp);
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => logIn(member.account, 'Wrong1234', freshAddress())),
    );
    const codes = answers.map((answer) => answer.body.msg);
    expect(codes.filter((code) => code === 'WRONG_CREDENTIALS')).toHaveLength(50);
    expect(codes.filter((code) => code === 'SUBMIT_TOO_FREQUENT')).toHaveLength(30);
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

  it("clears the account's counters on a successful login, and gives the address its attempt back", async () => {
    const member = await registerMember(testApp);
    const remoteAddress = freshAddress();
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1)
        await logIn(member.account, 'Wrong1234', remoteAddress);
      expect((await logIn(member.account, member.password, remoteAddress)).body.status).toBe(1);
    }
    const rows = await testApp.services.db
      .select({ key: loginFailures.key, count: loginFailures.failureCount })
      .from(loginFailures)
      .where(like(loginFailures.key, `login|%`));
    const counts = new Map(rows.map((row) => [row.key, row.count]));
    expect(counts.get(`login|account|${member.account}`)).toBe(0);
    expect(counts.get(`login|address+account|${remoteAddress}|${member.account}`)).toBe(0);
    // The address keeps its eight failures, not the two logins.
    expect(counts.get(`login|address|${remoteAddress}`)).toBe(8);
  });

  it('counts a client address of any length (a forged X-Forwarded-For behind a trusting proxy)', async () => {
    const member = await registerMember(testApp);
    // Random, so that PostgreSQL cannot compress it below its index's size limit.
    const remoteAddress = `10.9.9.9,${randomBytes(2500).toString('hex')}`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await logIn(member.account, 'Wrong1234', remoteAddress)).body.msg).toBe('WRONG_CREDENTIALS');
    }
    expect((await logIn(member.account, member.password, remoteAddress)).body.msg).toBe(
      'SUBMIT_TOO_FREQUENT',
    );
  });

  it('does not count successful logins against an address', async () => {
    const member = await registerMember(testApp);
    const remoteAddress = freshAddress();
    for (let login = 0; login < 25; login += 1) {
      expect((await logIn(member.account, member.password, remoteAddress)).body.status).toBe(1);
    }
  });

  it('counts failures in the database, so another server process sees them', async () => {
    const member = await registerMember(testApp);
    const otherProcess = await buildApp({ services: testApp.services, logger: false });
    const remoteAddress = freshAddress();
    try {
      for (let attempt = 0; attempt < 5; attempt += 1)
        await logIn(member.account, 'Wrong1234', remoteAddress);
      const answer = await postMember(
        otherProcess,
        'user/login',
        { account: member.account, password: member.password },
        { remoteAddress },
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
