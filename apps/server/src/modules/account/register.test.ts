import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { institutions, members } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  ensureInstitution,
  nextAccount,
  postMember,
  registerMember,
  TEST_INSTITUTION_CODE,
  TEST_PASSWORD,
} from '../../test/member-factory.ts';
import { findFreeInviteCode, INVITE_CODE_LENGTH } from './invite-code.ts';

describe('user/register', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    await ensureInstitution(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  function registration(overrides: Record<string, unknown> = {}) {
    return {
      account: nextAccount(),
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      inviteCode: TEST_INSTITUTION_CODE,
      agree: true,
      ...overrides,
    };
  }

  async function register(body: object) {
    return postMember(testApp.app, 'user/register', body);
  }

  async function memberRow(account: string) {
    const [row] = await testApp.services.db.select().from(members).where(eq(members.account, account));
    return row;
  }

  it('registers a member and logs them in at once', async () => {
    const body = registration();
    const answer = await register(body);
    expect(answer.body).toMatchObject({
      status: 1,
      data: { token: expect.any(String), account: body.account, isGuest: false },
    });
    const token = (answer.body.data as { token: string }).token;
    const info = await postMember(
      testApp.app,
      'user/getUserinfo',
      {},
      { session: { token, account: body.account } },
    );
    expect(info.body).toMatchObject({ status: 1, data: { account: body.account } });
  });

  it.each(['account', 'password', 'confirmPassword', 'inviteCode'])(
    'refuses a registration without %s, naming the field',
    async (field) => {
      const answer = await register(registration({ [field]: '' }));
      expect(answer.body).toEqual({ status: 0, msg: 'FIELD_REQUIRED', params: { field } });
    },
  );

  it('refuses an account of only spaces as missing', async () => {
    const answer = await register(registration({ account: '   ' }));
    expect(answer.body).toMatchObject({ msg: 'FIELD_REQUIRED', params: { field: 'account' } });
  });

  it('refuses a registration whose passwords differ', async () => {
    const answer = await register(registration({ confirmPassword: `${TEST_PASSWORD}x` }));
    expect(answer.body).toMatchObject({ status: 0, msg: 'PASSWORDS_DO_NOT_MATCH' });
  });

  it.each(['60112345678', '6011234567890', '60112345678a', '+60112345678'])(
    'refuses the account %s, which is not exactly 12 digits',
    async (account) => {
      const answer = await register(registration({ account }));
      expect(answer.body).toMatchObject({ status: 0, msg: 'ACCOUNT_FORMAT_INVALID' });
    },
  );

  it.each([
    ['too short', 'Abcdef1'],
    ['without upper case', 'abcdefg1'],
    ['without lower case', 'ABCDEFG1'],
    ['without a digit', 'Abcdefgh'],
    ['longer than 64 characters', `Aa1${'x'.repeat(62)}`],
  ])('refuses a password %s', async (_case, password) => {
    const answer = await register(registration({ password, confirmPassword: password }));
    expect(answer.body).toMatchObject({ status: 0, msg: 'PASSWORD_TOO_WEAK' });
  });

  it('refuses a registration without the agreement ticked', async () => {
    const answer = await register(registration({ agree: false }));
    expect(answer.body).toMatchObject({ status: 0, msg: 'AGREEMENT_REQUIRED' });
  });

  it('refuses an account that already exists', async () => {
    const existing = await registerMember(testApp);
    const answer = await register(registration({ account: existing.account }));
    expect(answer.body).toMatchObject({ status: 0, msg: 'ACCOUNT_EXISTS' });
  });

  it('lets exactly one of two simultaneous registrations of one account succeed', async () => {
    const account = nextAccount();
    const answers = await Promise.all([
      register(registration({ account })),
      register(registration({ account })),
      register(registration({ account })),
    ]);
    const succeeded = answers.filter((answer) => answer.body.status === 1);
    const refused = answers.filter((answer) => answer.body.msg === 'ACCOUNT_EXISTS');
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(2);
    const rows = await testApp.services.db.select().from(members).where(eq(members.account, account));
    expect(rows).toHaveLength(1);
  });

  it('refuses an invitation code nobody holds', async () => {
    const answer = await register(registration({ inviteCode: 'NOSUCHCODE' }));
    expect(answer.body).toMatchObject({ status: 0, msg: 'INVITER_NOT_FOUND' });
  });

  it("refuses an inactive institution's invitation code", async () => {
    await ensureInstitution(testApp, 'CLOSEDINST', false);
    const answer = await register(registration({ inviteCode: 'CLOSEDINST' }));
    expect(answer.body).toMatchObject({ status: 0, msg: 'INVITER_NOT_FOUND' });
  });

  it('records an institution as the inviter of a member who used its code', async () => {
    const institutionId = await ensureInstitution(testApp);
    const member = await registerMember(testApp);
    expect(await memberRow(member.account)).toMatchObject({ inviterMemberId: null, institutionId });
  });

  it("records a member inviter and passes on the inviter's institution", async () => {
    const institutionId = await ensureInstitution(testApp);
    const inviter = await registerMember(testApp);
    const inviterRow = await memberRow(inviter.account);
    const invitee = await registerMember(testApp, { inviteCode: inviterRow?.inviteCode ?? '' });
    expect(await memberRow(invitee.account)).toMatchObject({
      inviterMemberId: inviter.memberId,
      institutionId,
    });
  });

  it('gives every member an invitation code of their own, unlike any institution code', async () => {
    const first = await memberRow((await registerMember(testApp)).account);
    const second = await memberRow((await registerMember(testApp)).account);
    expect(first?.inviteCode).toMatch(new RegExp(`^[2-9A-HJKMNP-Z]{${INVITE_CODE_LENGTH}}$`));
    expect(first?.inviteCode).not.toBe(second?.inviteCode);
    const institutionCodes = await testApp.services.db
      .select({ code: institutions.inviteCode })
      .from(institutions);
    expect(institutionCodes.map((row) => row.code)).not.toContain(first?.inviteCode);
  });

  it('skips a generated invitation code that an institution or a member already holds', async () => {
    const member = await memberRow((await registerMember(testApp)).account);
    const candidates = [TEST_INSTITUTION_CODE, member?.inviteCode ?? '', 'FRESH234'];
    const code = await findFreeInviteCode(testApp.services.db, () => candidates.shift() ?? 'UNUSED');
    expect(code).toBe('FRESH234');
  });

  it('stores the password as an argon2id hash and sets the last login time', async () => {
    const member = await registerMember(testApp);
    const row = await memberRow(member.account);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    // The test clock starts at 2026-11-23 and runs in real time.
    const lastLoginMilliseconds = row?.lastLoginAt?.getTime() ?? 0;
    expect(Math.abs(testApp.clock.now().getTime() - lastLoginMilliseconds)).toBeLessThan(10_000);
  });

  it('answers a body that breaks the schema with HTTP 400 naming the field', async () => {
    const answer = await register({ ...registration(), agree: 'yes' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: 0, msg: 'INVALID_INPUT', params: { field: 'agree' } });
  });
});

describe('user/register attempts per address', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // The default limit, not the test harness's.
    const { registrationsPerHour } = loadConfig({ NODE_ENV: 'test' });
    testApp = await createTestApp({ registrationsPerHour });
    await ensureInstitution(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  function register(remoteAddress: string, overrides: Record<string, unknown> = {}) {
    const body = {
      account: nextAccount(),
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      inviteCode: TEST_INSTITUTION_CODE,
      agree: true,
      ...overrides,
    };
    return postMember(testApp.app, 'user/register', body, { remoteAddress });
  }

  it('refuses an address its eleventh attempt within an hour, whether the accounts existed or not', async () => {
    const taken = (await register('127.0.0.10')).body;
    expect(taken.status).toBe(1);
    const takenAccount = (taken.data as { account: string }).account;
    for (let attempt = 0; attempt < 9; attempt += 1) {
      const probe = await register('127.0.0.4', { account: takenAccount });
      expect(probe.body).toEqual({ status: 0, msg: 'ACCOUNT_EXISTS', params: {} });
    }
    expect((await register('127.0.0.4')).body.status).toBe(1);
    expect((await register('127.0.0.4', { account: takenAccount })).body).toEqual({
      status: 0,
      msg: 'SUBMIT_TOO_FREQUENT',
      params: {},
    });
    expect((await register('127.0.0.4')).body.msg).toBe('SUBMIT_TOO_FREQUENT');
    expect((await register('127.0.0.5')).body.status).toBe(1);
    testApp.clock.advance(3_600_000);
    expect((await register('127.0.0.4')).body.status).toBe(1);
  });

  it('does not count a form refused before any account is looked up', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await register('127.0.0.6', { confirmPassword: 'Other1234' })).body.msg).toBe(
        'PASSWORDS_DO_NOT_MATCH',
      );
    }
    expect((await register('127.0.0.6')).body.status).toBe(1);
  });

  it('lets at most ten of 30 simultaneous attempts from one address through', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => register('127.0.0.7')));
    const codes = answers.map((answer) => answer.body.msg);
    expect(codes.filter((code) => code === '')).toHaveLength(10);
    expect(codes.filter((code) => code === 'SUBMIT_TOO_FREQUENT')).toHaveLength(20);
  });
});
