// Password resets by SMS code (issue 16 §1): the sandbox outbox, single-use 5-minute codes, the send
// limits, the guess throttle, unknown accounts answered like known ones, and the fund password reset.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeFundPassword, getUserinfo, login, updateSettings } from '@saham/contract/user';
import {
  resetFundPassword,
  resetLoginPassword,
  sendFundResetCode,
  sendLoginResetCode,
} from '@saham/contract/password-reset';
import { listSmsOutbox } from '@saham/contract/sms';
import { loadConfig } from '../../config.ts';
import { smsCodes } from '../../db/schema-sms.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { call, callData } from '../../test/call.ts';
import { nextAccount, registerMember, type TestMember } from '../../test/member-factory.ts';
import { setFundPassword } from '../../test/identity-factory.ts';
import { createLoggedInStaff, type LoggedInStaff } from '../../test/staff-factory.ts';
import { insertOutboxMessage } from './outbox-repo.ts';

const NEW_PASSWORD = 'Reset1234x';
let testApp: TestApp;
let support: LoggedInStaff;
let addressSequence = 0;

/** A client address of its own for each test, so the per-address send limit never carries over. */
function nextAddress(): string {
  addressSequence += 1;
  return `10.16.${Math.floor(addressSequence / 250)}.${(addressSequence % 250) + 1}`;
}

beforeAll(async () => {
  testApp = await createTestApp();
  support = await createLoggedInStaff(testApp, 'support');
});
afterAll(async () => {
  await testApp.close();
});

/** The newest message the sandbox sent to the account's phone, read as staff read it. */
async function newestMessage(account: string) {
  const page = await callData(testApp, listSmsOutbox, { phone: account, page: 1 }, support);
  return page.items[0] ?? null;
}

async function newestCode(account: string): Promise<string> {
  const message = await newestMessage(account);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no code was sent to ${account}`);
  return code;
}

function sendFor(account: string, address: string) {
  return call(testApp, sendLoginResetCode, { account }, undefined, { remoteAddress: address });
}

function resetWith(account: string, code: string, address: string, password = NEW_PASSWORD) {
  const body = { account, code, newPassword: password, confirmPassword: password };
  return call(testApp, resetLoginPassword, body, undefined, { remoteAddress: address });
}

async function canLogIn(member: TestMember, password: string): Promise<boolean> {
  return (await call(testApp, login, { account: member.account, password })).body.status === 1;
}

describe('login password reset by SMS code', () => {
  it('texts a 6-digit code to the account’s phone in the member’s language, hashed in the database', async () => {
    const member = await registerMember(testApp);
    await callData(testApp, updateSettings, { language: 'ml' }, member);
    const answer = await sendFor(member.account, nextAddress());
    expect(answer.body).toEqual({
      status: 1,
      msg: '',
      data: { resendAfterSeconds: 60, expiresInSeconds: 300 },
    });
    const message = await newestMessage(member.account);
    expect(message).toMatchObject({ phone: `+${member.account}`, purpose: 'loginPassword', language: 'ml' });
    expect(message?.text).toMatch(/^Saham: \d{6} ialah kod anda .* 5 minit/);
    const [stored] = await testApp.services.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.account, member.account));
    expect(stored?.codeHash).toMatch(/^\$argon2id\$/);
    expect(stored?.codeHash).not.toContain(await newestCode(member.account));
  });

  it('resets the password with the code, ends every session and lets the member log in with the new one', async () => {
    const member = await registerMember(testApp);
    const address = nextAddress();
    await sendFor(member.account, address);
    const answer = await resetWith(member.account, await newestCode(member.account), address);
    expect(answer.body).toEqual({ status: 1, msg: '', data: null });
    expect((await call(testApp, getUserinfo, {}, member)).statusCode).toBe(401);
    expect(await canLogIn(member, member.password)).toBe(false);
    expect(await canLogIn(member, NEW_PASSWORD)).toBe(true);
  });

  it('refuses a code used once already', async () => {
    const member = await registerMember(testApp);
    const address = nextAddress();
    await sendFor(member.account, address);
    const code = await newestCode(member.account);
    expect((await resetWith(member.account, code, address)).body.status).toBe(1);
    const again = await resetWith(member.account, code, address, 'Again1234x');
    expect(again.body).toMatchObject({ status: 0, msg: 'SMS_CODE_INVALID' });
    expect(await canLogIn(member, 'Again1234x')).toBe(false);
  });

  it('accepts a code until 5 minutes have passed and refuses it after', async () => {
    const address = nextAddress();
    const early = await registerMember(testApp);
    await sendFor(early.account, address);
    testApp.clock.advance(5 * 60_000 - 1_000);
    expect((await resetWith(early.account, await newestCode(early.account), address)).body.status).toBe(1);

    const late = await registerMember(testApp);
    const lateAddress = nextAddress();
    await sendFor(late.account, lateAddress);
    testApp.clock.advance(5 * 60_000);
    const answer = await resetWith(late.account, await newestCode(late.account), lateAddress);
    expect(answer.body).toMatchObject({ msg: 'SMS_CODE_INVALID' });
    expect(await canLogIn(late, late.password)).toBe(true);
  });

  it('stops the previous code working once a new one is sent', async () => {
    const member = await registerMember(testApp);
    const address = nextAddress();
    await sendFor(member.account, address);
    const first = await newestCode(member.account);
    testApp.clock.advance(61_000);
    await sendFor(member.account, address);
    const second = await newestCode(member.account);
    if (first !== second) {
      expect((await resetWith(member.account, first, address)).body.msg).toBe('SMS_CODE_INVALID');
    }
    expect((await resetWith(member.account, second, address)).body.status).toBe(1);
  });

  it('refuses a weak or unmatched new password before spending the code', async () => {
    const member = await registerMember(testApp);
    const address = nextAddress();
    await sendFor(member.account, address);
    const code = await newestCode(member.account);
    expect((await resetWith(member.account, code, address, 'weakpass')).body.msg).toBe('PASSWORD_TOO_WEAK');
    const unmatched = {
      account: member.account,
      code,
      newPassword: NEW_PASSWORD,
      confirmPassword: 'Other1234x',
    };
    const answer = await call(testApp, resetLoginPassword, unmatched, undefined, { remoteAddress: address });
    expect(answer.body.msg).toBe('PASSWORDS_DO_NOT_MATCH');
    expect((await resetWith(member.account, code, address)).body.status).toBe(1);
  });

  it('throttles wrong codes like logins: after five, even the right code is refused for 15 minutes', async () => {
    const member = await registerMember(testApp);
    const address = nextAddress();
    await sendFor(member.account, address);
    const code = await newestCode(member.account);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await resetWith(member.account, wrong, address)).body.msg).toBe('SMS_CODE_INVALID');
    }
    expect((await resetWith(member.account, code, address)).body.msg).toBe('SUBMIT_TOO_FREQUENT');
    testApp.clock.advance(15 * 60_000);
    await sendFor(member.account, address);
    expect((await resetWith(member.account, await newestCode(member.account), address)).body.status).toBe(1);
  });

  it('answers a request for an unknown account exactly as for a member, and sends nothing', async () => {
    const member = await registerMember(testApp);
    const unknown = nextAccount();
    const known = await sendFor(member.account, nextAddress());
    const missing = await sendFor(unknown, nextAddress());
    expect(missing).toEqual(known);
    expect(await newestMessage(unknown)).toBeNull();
    // The limits count an unknown account too, with the same answer.
    const knownAgain = await sendFor(member.account, nextAddress());
    const missingAgain = await sendFor(unknown, nextAddress());
    expect(missingAgain).toEqual(knownAgain);
    expect(missingAgain.body).toMatchObject({ msg: 'SMS_RESEND_WAIT' });
    // Any code for it is refused like a wrong code for a member.
    const wrongForMember = await resetWith(member.account, '999999', nextAddress());
    const anyForUnknown = await resetWith(unknown, '999999', nextAddress());
    expect(anyForUnknown).toEqual(wrongForMember);
  });

  it('refuses an account that is not 12 digits', async () => {
    const answer = await sendFor('12345', nextAddress());
    expect(answer.body).toMatchObject({ msg: 'ACCOUNT_FORMAT_INVALID' });
  });
});

describe('send limits', () => {
  it('sends one code a minute per account, whatever the address, and says how long to wait', async () => {
    const member = await registerMember(testApp);
    expect((await sendFor(member.account, nextAddress())).body.status).toBe(1);
    testApp.clock.advance(20_000);
    const refused = await sendFor(member.account, nextAddress());
    expect(refused.body).toEqual({ status: 0, msg: 'SMS_RESEND_WAIT', params: { seconds: 40 } });
    testApp.clock.advance(40_000);
    expect((await sendFor(member.account, nextAddress())).body.status).toBe(1);
  });

  it('sends one code a minute per address, whatever the account', async () => {
    const address = nextAddress();
    const [first, second] = [await registerMember(testApp), await registerMember(testApp)];
    expect((await sendFor(first.account, address)).body.status).toBe(1);
    expect((await sendFor(second.account, address)).body).toMatchObject({
      msg: 'SMS_RESEND_WAIT',
      params: { seconds: 60 },
    });
    expect(await newestMessage(second.account)).toBeNull();
  });

  it('sends five codes an hour per account, then says in how many minutes to retry', async () => {
    const member = await registerMember(testApp);
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await sendFor(member.account, nextAddress())).body.status).toBe(1);
      testApp.clock.advance(10 * 60_000);
    }
    // The first of the five was sent 50 minutes ago: the hour ends in 10 minutes.
    expect((await sendFor(member.account, nextAddress())).body).toEqual({
      status: 0,
      msg: 'SMS_HOURLY_LIMIT',
      params: { minutes: 10 },
    });
    testApp.clock.advance(10 * 60_000);
    expect((await sendFor(member.account, nextAddress())).body.status).toBe(1);
  });

  it('sends five codes an hour per address', async () => {
    const address = nextAddress();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await sendFor(nextAccount(), address)).body.status).toBe(1);
      testApp.clock.advance(61_000);
    }
    expect((await sendFor(nextAccount(), address)).body).toMatchObject({ msg: 'SMS_HOURLY_LIMIT' });
  });

  it('lets only one of ten simultaneous requests for an account send', async () => {
    const member = await registerMember(testApp);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sendFor(member.account, nextAddress())),
    );
    const sent = answers.filter((answer) => answer.body.status === 1);
    expect(sent).toHaveLength(1);
    const page = await callData(testApp, listSmsOutbox, { phone: member.account, page: 1 }, support);
    expect(page.total).toBe(1);
  });
});

describe('fund password reset by SMS code', () => {
  async function memberWithFundPassword(): Promise<TestMember> {
    const member = await registerMember(testApp);
    await setFundPassword(testApp, member);
    return member;
  }

  function resetFund(member: TestMember, body: { code: string; password?: string; fundPassword?: string }) {
    const fundPassword = body.fundPassword ?? '482916';
    return call(
      testApp,
      resetFundPassword,
      {
        code: body.code,
        password: body.password ?? member.password,
        fundPassword,
        confirmPassword: fundPassword,
      },
      member,
      { remoteAddress: nextAddress() },
    );
  }

  it('sets a new fund password given the code and the login password', async () => {
    const member = await memberWithFundPassword();
    await call(testApp, sendFundResetCode, {}, member, { remoteAddress: nextAddress() });
    expect(await newestMessage(member.account)).toMatchObject({ purpose: 'fundPassword' });
    const answer = await resetFund(member, { code: await newestCode(member.account) });
    expect(answer.body).toEqual({ status: 1, msg: '', data: null });
    const change = { oldFundPassword: '482916', fundPassword: '593027', confirmPassword: '593027' };
    expect((await call(testApp, changeFundPassword, change, member)).body.status).toBe(1);
  });

  it('needs the login password, and a wrong one leaves the code unspent', async () => {
    const member = await memberWithFundPassword();
    await call(testApp, sendFundResetCode, {}, member, { remoteAddress: nextAddress() });
    const code = await newestCode(member.account);
    expect((await resetFund(member, { code, password: 'Wrong1234x' })).body.msg).toBe(
      'WRONG_ORIGINAL_PASSWORD',
    );
    expect((await resetFund(member, { code })).body.status).toBe(1);
  });

  it('refuses the most common fund passwords', async () => {
    const member = await memberWithFundPassword();
    await call(testApp, sendFundResetCode, {}, member, { remoteAddress: nextAddress() });
    const code = await newestCode(member.account);
    for (const fundPassword of ['123456', '888888', '654321']) {
      expect((await resetFund(member, { code, fundPassword })).body.msg).toBe('FUND_PASSWORD_TOO_COMMON');
    }
    expect((await resetFund(member, { code })).body.status).toBe(1);
  });

  it('refuses a code sent for the login password', async () => {
    const member = await memberWithFundPassword();
    await sendFor(member.account, nextAddress());
    const answer = await resetFund(member, { code: await newestCode(member.account) });
    expect(answer.body.msg).toBe('SMS_CODE_INVALID');
  });

  it('is for members only', async () => {
    expect((await call(testApp, sendFundResetCode, {}, undefined)).statusCode).toBe(401);
  });
});

describe('the sandbox outbox', () => {
  it('lists messages newest first, 10 a page, to admin and support but not reviewers', async () => {
    const phone = `+${nextAccount()}`;
    const start = testApp.clock.now().getTime();
    for (let index = 0; index < 12; index += 1) {
      await insertOutboxMessage(testApp.services.db, {
        phone,
        purpose: 'loginPassword',
        language: 'en',
        text: `message ${index}`,
        sentAt: new Date(start + index * 1000),
      });
    }
    const first = await callData(
      testApp,
      listSmsOutbox,
      { phone: `${phone.slice(1, 3)} ${phone.slice(3)}`, page: 1 },
      support,
    );
    expect(first).toMatchObject({ total: 12, hasMore: true });
    expect(first.items.map((item) => item.text)).toEqual(
      Array.from({ length: 10 }, (_, index) => `message ${11 - index}`),
    );
    const second = await callData(testApp, listSmsOutbox, { phone, page: 2 }, support);
    expect(second.items.map((item) => item.text)).toEqual(['message 1', 'message 0']);
    expect(second.hasMore).toBe(false);
    const reviewer = await createLoggedInStaff(testApp, 'reviewer');
    expect((await call(testApp, listSmsOutbox, { page: 1 }, reviewer)).body.msg).toBe('ROLE_FORBIDDEN');
  });
});

describe('SMS_GATEWAY', () => {
  it('is the sandbox by default, none in production unless set, and refuses other values', () => {
    expect(loadConfig({}).smsGateway).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'production' }).smsGateway).toBe('none');
    expect(loadConfig({ NODE_ENV: 'production', SMS_GATEWAY: 'sandbox' }).smsGateway).toBe('sandbox');
    expect(() => loadConfig({ SMS_GATEWAY: 'twilio' })).toThrow(/SMS_GATEWAY/);
  });

  it('refuses to send without a gateway', async () => {
    const withoutGateway = await createTestApp({ smsGateway: 'none' });
    try {
      const answer = await call(withoutGateway, sendLoginResetCode, { account: nextAccount() });
      expect(answer.body).toMatchObject({ status: 0, msg: 'SMS_GATEWAY_UNAVAILABLE' });
    } finally {
      await withoutGateway.close();
    }
  });
});
