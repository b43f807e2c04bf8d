import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  postMember,
  registerMember,
  setMemberFlags,
  type SessionHeaders,
} from '../../test/member-factory.ts';

const DAY = 86_400_000;

describe('member sessions', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function userInfo(session: SessionHeaders | undefined) {
    return postMember(testApp.app, 'user/getUserinfo', {}, session ? { session } : {});
  }

  it('answers HTTP 401 to a member call without a token', async () => {
    const answer = await userInfo(undefined);
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toMatchObject({ status: 0, msg: 'LOGIN_REQUIRED' });
  });

  it('answers HTTP 401 to an unknown token', async () => {
    expect((await userInfo({ token: 'not-a-token', account: '601234567890' })).statusCode).toBe(401);
  });

  it('answers HTTP 401 when the account header does not match the token', async () => {
    const member = await registerMember(testApp);
    const other = await registerMember(testApp);
    expect((await userInfo({ token: member.session.token, account: other.account })).statusCode).toBe(401);
    expect((await userInfo({ token: member.session.token, account: '' })).statusCode).toBe(401);
    expect((await userInfo(member.session)).statusCode).toBe(200);
  });

  it('ends a session left idle for SESSION_IDLE_DAYS', async () => {
    const member = await registerMember(testApp);
    const idleDays = testApp.services.config.sessionIdleDays;
    testApp.clock.advance(idleDays * DAY - 60_000);
    expect((await userInfo(member.session)).statusCode).toBe(200);
    const other = await registerMember(testApp);
    testApp.clock.advance(idleDays * DAY);
    expect((await userInfo(other.session)).statusCode).toBe(401);
  });

  it('keeps a session in use alive until SESSION_MAX_DAYS, then ends it', async () => {
    const member = await registerMember(testApp);
    const { sessionIdleDays, sessionMaxDays } = testApp.services.config;
    const step = (sessionIdleDays - 1) * DAY;
    let elapsed = 0;
    while (elapsed + step < sessionMaxDays * DAY) {
      testApp.clock.advance(step);
      elapsed += step;
      expect((await userInfo(member.session)).statusCode).toBe(200);
    }
    testApp.clock.advance(sessionMaxDays * DAY - elapsed);
    expect((await userInfo(member.session)).statusCode).toBe(401);
  });

  it.each([
    ['frozen', { isFrozen: true }, 'ACCOUNT_FROZEN'],
    ['banned from login', { isLoginBanned: true }, 'ACCOUNT_LOGIN_BANNED'],
    ['disabled', { isDisabled: true }, 'ACCOUNT_DISABLED'],
  ])('refuses member calls of a session whose member is %s', async (_state, flags, code) => {
    const member = await registerMember(testApp);
    await setMemberFlags(testApp, member.memberId, flags);
    expect((await userInfo(member.session)).body).toEqual({ status: 0, msg: code, params: {} });
    const settings = await postMember(
      testApp.app,
      'user/updateSettings',
      { fontSize: 'large' },
      { session: member.session },
    );
    expect(settings.body.msg).toBe(code);
  });

  it('still lets a frozen member read notices and log out', async () => {
    const member = await registerMember(testApp);
    await setMemberFlags(testApp, member.memberId, { isFrozen: true });
    const notices = await postMember(
      testApp.app,
      'user/notice',
      { type: 'myr' },
      { session: member.session },
    );
    expect(notices.body.status).toBe(1);
    expect((await postMember(testApp.app, 'user/logout', {}, { session: member.session })).body.status).toBe(
      1,
    );
  });
});
