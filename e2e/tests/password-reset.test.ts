// Password reset by SMS code (sandbox outbox), issue 16 §1: a member who forgot their login password
// asks for a code on the login screen's "forgot password", staff read the code in the back office's
// SMS outbox (as the sandbox gateway's phone), the member resets with it, logs in with the new
// password, and the old one no longer works. In English, with a member of its own (the demo member's
// password stays as other suites expect it).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newMobilePage, newStaffPage, screenshot, signInStaff } from '../browser.ts';

const baseUrl = inject('baseUrl');
const account = `60${String(Date.now()).slice(-9)}7`;
const oldPassword = 'Forgot1234';
const newPassword = 'Remember5678';

async function post(path: string, body: object, session?: { token: string; account: string }) {
  const response = await fetch(`${baseUrl}/api/vue/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ?? {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { status: number; msg: string; data?: unknown };
  if (answer.status !== 1) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

describe('password reset by SMS code (sandbox outbox)', () => {
  let browser: Browser;
  let member: Page;
  let staff: Page;
  let code = '';

  beforeAll(async () => {
    // A new member whose language is English, so the text and the app read in English.
    const registered = await post('user/register', {
      account,
      password: oldPassword,
      confirmPassword: oldPassword,
      inviteCode: '888888',
      agree: true,
    });
    const session = registered as { token: string; account: string };
    await post('user/updateSettings', { language: 'en' }, { token: session.token, account: session.account });
    await post('user/logout', {}, { token: session.token, account: session.account });

    browser = await launchBrowser();
    member = await newMobilePage(browser, baseUrl);
    await member.addInitScript(() => localStorage.setItem('language', 'en'));
    staff = await newStaffPage(browser, baseUrl);
  });
  afterAll(async () => {
    await browser.close();
  });

  const byTestId = (id: string) => member.getByTestId(id);

  it('the member asks for a code from the login screen', async () => {
    await member.goto('/#/login/login');
    await byTestId('login-forgot').click();
    await byTestId('forgot-account').fill(account);
    await screenshot(member, 'reset-en-account');
    await byTestId('forgot-send').click();
    await byTestId('forgot-reset-form').waitFor();
    await expect.poll(() => byTestId('forgot-sent-to').textContent()).toContain(account.slice(-4));
    // Another code is offered only after the countdown.
    await expect.poll(() => byTestId('forgot-resend').textContent()).toMatch(/Send again in \d+ s/);
    expect(await byTestId('forgot-resend').isDisabled()).toBe(true);
    await screenshot(member, 'reset-en-code');
  });

  it('staff read the code in the back office’s SMS outbox', async () => {
    await signInStaff(staff);
    await staff.getByTestId('nav-sms-outbox').click();
    await staff.getByTestId('sms-outbox-phone').fill(account);
    await staff.getByTestId('sms-outbox-submit').click();
    const text = staff
      .getByTestId('sms-outbox-table')
      .locator('tr', { hasText: `+${account}` })
      .first();
    await expect.poll(() => text.textContent()).toMatch(/\d{6} is your code to reset your login password/);
    code = /(\d{6}) is your code/.exec((await text.textContent()) ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await screenshot(staff, 'admin-sms-outbox');
  });

  it('a wrong code is refused on the form', async () => {
    const wrong = code === '000000' ? '000001' : '000000';
    await byTestId('forgot-code').fill(wrong);
    await byTestId('forgot-new-password').fill(newPassword);
    await byTestId('forgot-confirm-password').fill(newPassword);
    await byTestId('forgot-submit').click();
    await expect.poll(() => byTestId('form-error').textContent()).toContain('The code is wrong');
  });

  it('the member resets with the code and logs in with the new password', async () => {
    await byTestId('forgot-code').fill(code);
    await byTestId('forgot-submit').click();
    await byTestId('forgot-done').waitFor();
    await screenshot(member, 'reset-en-done');
    await byTestId('forgot-to-login').click();

    await byTestId('login-account').fill(account);
    await byTestId('login-password').fill(newPassword);
    await byTestId('login-submit').click();
    await byTestId('login-after-continue').click();
    await byTestId('home-screen').waitFor();
  });

  it('the old password no longer works, nor does the same code a second time', async () => {
    const login = await fetch(`${baseUrl}/api/vue/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password: oldPassword }),
    });
    expect(await login.json()).toMatchObject({ status: 0, msg: 'WRONG_CREDENTIALS' });
    const answer = await fetch(`${baseUrl}/api/vue/user/resetLoginPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, code, newPassword: 'Again1234x', confirmPassword: 'Again1234x' }),
    });
    expect(await answer.json()).toMatchObject({ status: 0, msg: 'SMS_CODE_INVALID' });
  });
});
