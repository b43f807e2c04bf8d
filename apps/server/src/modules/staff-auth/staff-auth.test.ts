import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, staff } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { registerMember } from '../../test/member-factory.ts';
import { staffLogin } from '@saham/contract/admin-auth';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
  insertStaff,
  logInStaff,
  postStaff,
  STAFF_PASSWORD,
} from '../../test/staff-factory.ts';
import { totpCodeAt } from './totp.ts';

function login(testApp: TestApp, body: object, remoteAddress = '198.51.100.1') {
  return postStaff(testApp.app, 'auth/login', body, { remoteAddress });
}

describe('staff sign-in', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('logs in with the right password and offers TOTP enrolment to a staff member without it', async () => {
    const user = await insertStaff(testApp, { role: 'support' });
    const answer = await login(testApp, { username: user.username, password: STAFF_PASSWORD });
    expect(answer.body).toMatchObject({
      status: 1,
      data: { username: user.username, role: 'support', isOtpEnrolled: false, mustEnrolOtp: false },
    });
    const enrolment = dataOf(answer, staffLogin).otpEnrolment;
    expect(enrolment?.secret).toMatch(/^[A-Z2-7]+$/);
    expect(enrolment?.uri).toMatch(/^otpauth:\/\/totp\/Saham:/);
  });

  it('answers WRONG_CREDENTIALS alike for a wrong password and an unknown username', async () => {
    const user = await insertStaff(testApp, { role: 'support' });
    const wrongPassword = await login(
      testApp,
      { username: user.username, password: 'Wrong1234x' },
      '198.51.100.2',
    );
    const unknown = await login(
      testApp,
      { username: 'nobody.here', password: STAFF_PASSWORD },
      '198.51.100.2',
    );
    expect(wrongPassword.body).toEqual({ status: 0, msg: 'WRONG_CREDENTIALS', params: {} });
    expect(unknown.body).toEqual(wrongPassword.body);
    const failures = await findAuditEntries(testApp, 'auth/loginFailed');
    expect(failures).toEqual([
      expect.objectContaining({ staffId: user.staffId, reason: 'WRONG_CREDENTIALS', ip: '198.51.100.2' }),
    ]);
  });

  it('refuses an inactive staff member with ACCOUNT_DISABLED', async () => {
    const user = await insertStaff(testApp, { role: 'reviewer', isActive: false });
    const answer = await login(testApp, { username: user.username, password: STAFF_PASSWORD });
    expect(answer.body.msg).toBe('ACCOUNT_DISABLED');
  });

  it('asks an enrolled staff member for a code, refuses a wrong one and accepts the current one', async () => {
    const user = await insertStaff(testApp, { role: 'admin', isOtpEnrolled: true });
    const secret = user.totpSecret ?? '';
    const credentials = { username: user.username, password: STAFF_PASSWORD };
    expect((await login(testApp, credentials)).body.msg).toBe('OTP_REQUIRED');
    const stale = totpCodeAt(secret, new Date(testApp.clock.now().getTime() - 120_000));
    expect((await login(testApp, { ...credentials, otp: stale })).body.msg).toBe('OTP_INVALID');
    const answer = await login(testApp, { ...credentials, otp: totpCodeAt(secret, testApp.clock.now()) });
    expect(answer.body).toMatchObject({ status: 1, data: { isOtpEnrolled: true, otpEnrolment: null } });
  });

  it('accepts a code once: the same code, at once or in parallel, is refused as a replay', async () => {
    const user = await insertStaff(testApp, { role: 'admin', isOtpEnrolled: true });
    const secret = user.totpSecret ?? '';
    const credentials = { username: user.username, password: STAFF_PASSWORD };
    const code = totpCodeAt(secret, testApp.clock.now());
    const answers = await Promise.all([1, 2, 3].map(() => login(testApp, { ...credentials, otp: code })));
    expect(answers.map((answer) => answer.body.msg).sort()).toEqual(['', 'OTP_INVALID', 'OTP_INVALID']);
    // An earlier step's code, still inside the drift window, is refused once a later one was used.
    const earlier = totpCodeAt(secret, new Date(testApp.clock.now().getTime() - 30_000));
    expect((await login(testApp, { ...credentials, otp: earlier })).body.msg).toBe('OTP_INVALID');
    testApp.clock.advance(30_000);
    const next = await login(testApp, { ...credentials, otp: totpCodeAt(secret, testApp.clock.now()) });
    expect(next.body.status).toBe(1);
  });

  it('enrols TOTP with a code from the pending secret, after which login needs a code', async () => {
    const user = await insertStaff(testApp, { role: 'reviewer' });
    const first = await login(testApp, { username: user.username, password: STAFF_PASSWORD });
    const { token, otpEnrolment } = dataOf(first, staffLogin);
    const secret = otpEnrolment?.secret ?? '';
    const session = { token, account: user.username };
    // A second login before enrolling offers the same pending secret.
    const again = await login(testApp, { username: user.username, password: STAFF_PASSWORD });
    expect(dataOf(again, staffLogin).otpEnrolment?.secret).toBe(secret);

    const wrong = await postStaff(testApp.app, 'auth/enrolOtp', { otp: '000000' }, { session });
    expect(wrong.body.msg).toBe('OTP_INVALID');
    const code = totpCodeAt(secret, testApp.clock.now());
    const enrolled = await postStaff(testApp.app, 'auth/enrolOtp', { otp: code }, { session });
    expect(enrolled.body).toEqual({ status: 1, msg: '', data: null });

    const me = await postStaff(testApp.app, 'auth/me', {}, { session });
    expect(me.body.data).toMatchObject({ isOtpEnrolled: true, otpEnrolment: null });
    expect((await login(testApp, { username: user.username, password: STAFF_PASSWORD })).body.msg).toBe(
      'OTP_REQUIRED',
    );
    const [entry] = await testApp.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth/enrolOtp'));
    expect(entry).toMatchObject({ staffUsername: user.username, after: { isOtpEnrolled: true } });
  });

  /** A staff member signed in but not enrolled: their session and the pending secret's codes. */
  async function pendingEnrolment(role: 'admin' | 'reviewer') {
    const user = await insertStaff(testApp, { role });
    const answer = await login(testApp, { username: user.username, password: STAFF_PASSWORD });
    const { token, otpEnrolment } = dataOf(answer, staffLogin);
    const secret = otpEnrolment?.secret ?? '';
    const codeAt = (offsetMilliseconds: number) =>
      totpCodeAt(secret, new Date(testApp.clock.now().getTime() + offsetMilliseconds));
    const validNow = [-30_000, 0, 30_000].map(codeAt);
    // Six digits no step inside the drift window answers to.
    const wrongCode = () =>
      ['000000', '111111', '222222', '333333'].find((code) => !validNow.includes(code)) ?? '';
    const enrol = (otp: string, remoteAddress: string) =>
      postStaff(
        testApp.app,
        'auth/enrolOtp',
        { otp },
        { session: { token, account: user.username }, remoteAddress },
      );
    return { enrol, rightCode: () => codeAt(0), wrongCode };
  }

  it('refuses enrolment after five wrong codes for 15 minutes, even with the right code, from any address', async () => {
    const staffMember = await pendingEnrolment('admin');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await staffMember.enrol(staffMember.wrongCode(), `198.51.100.${60 + attempt}`);
      expect(answer.body.msg).toBe('OTP_INVALID');
    }
    const locked = await staffMember.enrol(staffMember.rightCode(), '198.51.100.70');
    expect(locked.body).toEqual({ status: 0, msg: 'SUBMIT_TOO_FREQUENT', params: {} });
    testApp.clock.advance(14 * 60_000);
    expect((await staffMember.enrol(staffMember.rightCode(), '198.51.100.70')).body.msg).toBe(
      'SUBMIT_TOO_FREQUENT',
    );
    testApp.clock.advance(60_000 + 1_000);
    const enrolled = await staffMember.enrol(staffMember.rightCode(), '198.51.100.70');
    expect(enrolled.body).toEqual({ status: 1, msg: '', data: null });
  });

  it('enrols with the right code after four wrong ones, which are then forgotten', async () => {
    const staffMember = await pendingEnrolment('reviewer');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await staffMember.enrol(staffMember.wrongCode(), '198.51.100.71')).body.msg).toBe(
        'OTP_INVALID',
      );
    }
    const enrolled = await staffMember.enrol(staffMember.rightCode(), '198.51.100.71');
    expect(enrolled.body).toEqual({ status: 1, msg: '', data: null });
  });

  it('throttles a username at one address after five failures for 15 minutes, even with the right password', async () => {
    const user = await insertStaff(testApp, { role: 'support' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await login(
        testApp,
        { username: user.username, password: 'Wrong1234x' },
        '198.51.100.3',
      );
      expect(answer.body.msg).toBe('WRONG_CREDENTIALS');
    }
    const blocked = await login(
      testApp,
      { username: user.username, password: STAFF_PASSWORD },
      '198.51.100.3',
    );
    expect(blocked.body.msg).toBe('SUBMIT_TOO_FREQUENT');
    testApp.clock.advance(15 * 60_000 + 1000);
    const later = await login(testApp, { username: user.username, password: STAFF_PASSWORD }, '198.51.100.3');
    expect(later.body.status).toBe(1);
  });

  it("lets a staff member in from an address that has not failed, whatever someone else's guesses", async () => {
    const user = await insertStaff(testApp, { role: 'support' });
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await login(testApp, { username: user.username, password: 'Wrong1234x' }, '127.0.0.2');
    }
    const credentials = { username: user.username, password: STAFF_PASSWORD };
    expect((await login(testApp, credentials, '127.0.0.2')).body.msg).toBe('SUBMIT_TOO_FREQUENT');
    expect((await login(testApp, credentials, '127.0.0.3')).body.status).toBe(1);
  });

  it('checks only five of 30 password guesses sent at once', async () => {
    const user = await insertStaff(testApp, { role: 'support' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        login(testApp, { username: user.username, password: `Wrong${index}x` }, '198.51.100.5'),
      ),
    );
    const codes = answers.map((answer) => answer.body.msg);
    expect(codes.filter((code) => code === 'WRONG_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((code) => code === 'SUBMIT_TOO_FREQUENT')).toHaveLength(25);
    const failures = await findAuditEntries(testApp, 'auth/loginFailed');
    expect(failures.filter((entry) => entry.staffId === user.staffId)).toHaveLength(5);
  });

  it('checks only five of 30 one-time codes sent at once with the right password, from any address', async () => {
    const user = await insertStaff(testApp, { role: 'admin', isOtpEnrolled: true });
    const secret = user.totpSecret ?? '';
    // Codes of the steps around now are accepted (clock drift): none of them is among the guesses.
    const accepted = [-30_000, 0, 30_000].map((offset) =>
      totpCodeAt(secret, new Date(testApp.clock.now().getTime() + offset)),
    );
    const wrongCodes = Array.from({ length: 1000 }, (_, index) => String(index).padStart(6, '0'))
      .filter((code) => !accepted.includes(code))
      .slice(0, 30);
    const answers = await Promise.all(
      wrongCodes.map((otp, index) =>
        login(testApp, { username: user.username, password: STAFF_PASSWORD, otp }, `192.0.2.${index + 1}`),
      ),
    );
    const codes = answers.map((answer) => answer.body.msg);
    expect(codes.filter((code) => code === 'OTP_INVALID')).toHaveLength(5);
    expect(codes.filter((code) => code === 'SUBMIT_TOO_FREQUENT')).toHaveLength(25);
  });

  it('writes an audit entry for each login with who and from where', async () => {
    const user = await insertStaff(testApp, { role: 'support' });
    const before = testApp.clock.now();
    await login(testApp, { username: user.username, password: STAFF_PASSWORD }, '203.0.113.9');
    const after = testApp.clock.now();
    const entries = await testApp.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.staffId, user.staffId));
    expect(entries).toEqual([
      expect.objectContaining({ action: 'auth/login', staffUsername: user.username, ip: '203.0.113.9' }),
    ]);
    const [row] = await testApp.services.db.select().from(staff).where(eq(staff.id, user.staffId));
    const lastLoginAt = row?.lastLoginAt?.getTime() ?? 0;
    expect(lastLoginAt).toBeGreaterThanOrEqual(before.getTime());
    expect(lastLoginAt).toBeLessThanOrEqual(after.getTime());
  });

  it('ends the session at logout: the token then answers 401', async () => {
    const user = await createLoggedInStaff(testApp, 'reviewer');
    const me = await postStaff(testApp.app, 'auth/me', {}, { session: user.session });
    expect(me.body).toMatchObject({ status: 1, data: { username: user.username, role: 'reviewer' } });
    const out = await postStaff(testApp.app, 'auth/logout', {}, { session: user.session });
    expect(out.body.status).toBe(1);
    const after = await postStaff(testApp.app, 'auth/me', {}, { session: user.session });
    expect(after.statusCode).toBe(401);
  });

  it('ends the session after 12 hours', async () => {
    const user = await createLoggedInStaff(testApp, 'support');
    testApp.clock.advance(12 * 3_600_000 + 1000);
    const after = await postStaff(testApp.app, 'auth/me', {}, { session: user.session });
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 without headers, and for a token sent under another username', async () => {
    const user = await createLoggedInStaff(testApp, 'support');
    expect((await postStaff(testApp.app, 'auth/me', {})).statusCode).toBe(401);
    const other = { token: user.session.token, account: 'someone.else' };
    expect((await postStaff(testApp.app, 'auth/me', {}, { session: other })).statusCode).toBe(401);
  });

  it('refuses a member token on a staff call and a staff token on a member call with 401', async () => {
    const member = await registerMember(testApp);
    const onStaffCall = await postStaff(
      testApp.app,
      'members/list',
      { page: 1 },
      { session: member.session },
    );
    expect(onStaffCall.statusCode).toBe(401);
    const user = await createLoggedInStaff(testApp, 'admin');
    const onMemberCall = await testApp.app.inject({
      method: 'POST',
      url: '/api/vue/user/getUserinfo',
      payload: {},
      headers: user.session,
    });
    expect(onMemberCall.statusCode).toBe(401);
  });
});

describe('staff sign-in in production', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ isProduction: true });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('makes an admin without TOTP enrol before any other call', async () => {
    const user = await insertStaff(testApp, { role: 'admin' });
    const answer = await login(testApp, { username: user.username, password: STAFF_PASSWORD });
    expect(answer.body.data).toMatchObject({ mustEnrolOtp: true, isOtpEnrolled: false });
    const { token, otpEnrolment } = dataOf(answer, staffLogin);
    const session = { token, account: user.username };
    const blocked = await postStaff(testApp.app, 'members/list', { page: 1 }, { session });
    expect(blocked.body.msg).toBe('OTP_ENROLMENT_REQUIRED');
    const code = totpCodeAt(otpEnrolment?.secret ?? '', testApp.clock.now());
    expect((await postStaff(testApp.app, 'auth/enrolOtp', { otp: code }, { session })).body.status).toBe(1);
    const allowed = await postStaff(testApp.app, 'members/list', { page: 1 }, { session });
    expect(allowed.body.status).toBe(1);
  });

  it('does not require enrolment of a reviewer', async () => {
    const user = await insertStaff(testApp, { role: 'reviewer' });
    const session = await logInStaff(testApp, user);
    const answer = await postStaff(testApp.app, 'members/list', { page: 1 }, { session });
    expect(answer.body.status).toBe(1);
  });
});
