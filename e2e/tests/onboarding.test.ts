// A new member guided from sign-up to the first deposit by the setup checklist (issue 16 §1, §7):
// register → the checklist after login and on Home → identity submitted (deposit and withdraw show
// what blocks them, not a form) → staff approve it → fund password → bank card in the verified name →
// a bank transfer with its payment reference → staff find it by the reference and approve it → the
// checklist is done and gone. Then: withdraw shows the withdrawable balance and Max, a refusal is one
// toast with no inline copy, hiding amounts hides every amount, and a visitor's My account offers
// Log in / Register instead of Log out and an unread count.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { drawPng, launchBrowser, newMobilePage, newStaffPage, screenshot, signInStaff } from '../browser.ts';

const baseUrl = inject('baseUrl');

interface Catalogue {
  errors: Record<'WRONG_FUND_PASSWORD' | 'WRONG_CREDENTIALS', string>;
}
const texts = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/i18n/en.json'), 'utf8'),
) as Catalogue;

const STEPS = ['identity', 'fundPassword', 'bankCard', 'firstDeposit'] as const;
const account = `60${String(Date.now()).slice(-9)}7`;
const password = 'Start1234';
const fundPassword = '802514';
const realName = 'NUR AISYAH BINTI AHMAD';
/** A MyKad number (YYMMDD-PB-###G) no earlier run has used: ID numbers are unique per member. */
const idNumber = `95031214${String(Date.now()).slice(-4)}`;
const cardNumber = `52${String(Date.now()).slice(-9)}7`;

/** A small PNG file for an upload field, drawn by the page (`drawPng`). */
async function pngFile(page: Page, label: string) {
  return { name: `${label}.png`, mimeType: 'image/png', buffer: await drawPng(page, label) };
}

describe('a new member guided by the setup checklist', () => {
  let browser: Browser;
  let member: Page;
  let staff: Page;
  let paymentReference = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    member = await newMobilePage(browser, baseUrl);
    staff = await newStaffPage(browser, baseUrl);
    await member.addInitScript(() => localStorage.setItem('language', 'en'));
  });
  afterAll(async () => {
    await browser.close();
  });

  // Kept-alive screens (Home, My account) stay in the page while hidden: only the shown one counts.
  const byTestId = (id: string) => member.locator(`[data-testid="${id}"]:visible`);
  const stepState = (step: string) => byTestId(`setup-step-${step}`).getAttribute('data-state');
  const states = async () => Promise.all(STEPS.map((step) => stepState(step)));
  const shot = (name: string) => screenshot(member, `onboarding-en-${name}`);

  /** Home through the address: the screens a step leads to have no tab bar. */
  async function goHome(): Promise<void> {
    await member.goto('/#/home/index');
    await byTestId('home-screen').waitFor();
  }

  async function goMe(): Promise<void> {
    await member.goto('/#/information/index');
    await byTestId('me-screen').waitFor();
  }

  it('registers and lands on the checklist, every step still to do', async () => {
    await member.goto('/#/login/login?tab=register');
    await byTestId('register-account').fill(account);
    await byTestId('register-password').fill(password);
    await byTestId('register-confirm-password').fill(password);
    await byTestId('register-invite-code').fill('888888');
    await byTestId('register-agree').click();
    await byTestId('register-submit').click();
    await byTestId('login-after-screen').waitFor();
    await expect.poll(states).toEqual(['todo', 'todo', 'todo', 'todo']);
    await shot('login-after');
    await byTestId('login-after-continue').click();
    await byTestId('home-screen').waitFor();
    await expect.poll(() => byTestId('setup-count').textContent()).toBe('0/4 done');
    await shot('home-checklist');
  });

  it('shows the same checklist on My account, with Identity and Bank cards & wallets entries', async () => {
    await byTestId('tab-me').click();
    await expect.poll(() => byTestId('menu-identity-status').textContent()).toBe('Not verified');
    await byTestId('setup-checklist').waitFor();
    await byTestId('menu-bank-cards').waitFor();
    await byTestId('menu-wallets').waitFor();
    await shot('me-new-member');
    await byTestId('me-real-name').click();
    await byTestId('auth-info-form').waitFor();
    await byTestId('back-button').click();
  });

  it('submits identity from the checklist; deposit and withdraw then say it is under review', async () => {
    await goHome();
    await byTestId('setup-step-identity').click();
    await byTestId('auth-info-form').waitFor();
    await byTestId('auth-info-name-input').fill(realName);
    await byTestId('auth-info-type-mykad').click();
    await byTestId('auth-info-id-number-input').fill(idNumber);
    await member.getByTestId('auth-info-front').setInputFiles(await pngFile(member, 'MyKad front'));
    await byTestId('auth-info-front-preview').waitFor();
    await member.getByTestId('auth-info-back').setInputFiles(await pngFile(member, 'MyKad back'));
    await byTestId('auth-info-back-preview').waitFor();
    await shot('identity-form');
    await byTestId('auth-info-submit').click();
    await expect.poll(() => byTestId('auth-info-form').count()).toBe(0);

    await member.goto('/#/information/recharge');
    await byTestId('funding-gate-identityPending').waitFor();
    expect(await byTestId('recharge-form').count()).toBe(0);
    await shot('deposit-gate-identity-pending');
    await byTestId('funding-gate-fix').click();
    await byTestId('auth-info-status-tag').waitFor();

    await member.goto('/#/information/cashOut');
    await byTestId('funding-gate-identityPending').waitFor();
    expect(await byTestId('cash-out-form').count()).toBe(0);
    await goHome();
    await expect.poll(() => stepState('identity')).toBe('waiting');
  });

  it('staff approve the identity in the back office and the step is ticked', async () => {
    await signInStaff(staff);
    await staff.getByTestId('nav-real-name').click();
    await staff
      .getByTestId('real-name-table')
      .locator('tr', { hasText: account })
      .getByTestId('real-name-open')
      .click();
    await staff.getByTestId('real-name-approve').click();
    // Approving an identity asks for confirmation (issue 16 §8).
    await staff
      .locator('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons .ant-btn-primary')
      .click();
    await expect.poll(() => staff.getByTestId('real-name-approve').count()).toBe(0);

    await goMe();
    await goHome();
    await expect.poll(() => stepState('identity')).toBe('done');
  });

  it('withdraw now asks for a fund password first, and the checklist leads there', async () => {
    await member.goto('/#/information/cashOut');
    await byTestId('funding-gate-fundPassword').waitFor();
    await shot('withdraw-gate-fund-password');
    await goHome();
    await byTestId('setup-step-fundPassword').click();
    await byTestId('fund-password-set-form').waitFor();
    await byTestId('fund-password-new').fill(fundPassword);
    await byTestId('fund-password-confirm').fill(fundPassword);
    await expect.poll(() => byTestId('fund-password-confirm').inputValue()).toBe(fundPassword);
    await byTestId('fund-password-submit').click();
    await byTestId('security-screen').waitFor();
    await goHome();
    await expect.poll(() => stepState('fundPassword')).toBe('done');
  });

  it('adds a bank card whose holder is the verified name, not editable', async () => {
    await byTestId('setup-step-bankCard').click();
    await byTestId('add-bank-card-form').waitFor();
    await expect.poll(() => byTestId('add-bank-card-holder').textContent()).toBe(realName);
    expect(
      await byTestId('add-bank-card-form').locator('input[data-testid="add-bank-card-holder"]').count(),
    ).toBe(0);
    await byTestId('add-bank-card-bank').selectOption({ label: 'Maybank' });
    await byTestId('add-bank-card-number').fill(cardNumber);
    await byTestId('add-bank-card-branch').fill('Jalan Tun Perak');
    await shot('add-bank-card');
    await byTestId('add-bank-card-submit').click();
    await byTestId('bank-list-screen').waitFor();
    await expect.poll(() => byTestId('bank-card-item').count()).toBe(1);
    await shot('bank-list');
    await goHome();
    await expect.poll(() => stepState('bankCard')).toBe('done');
  });

  it('deposits by bank transfer with the payment reference shown before paying', async () => {
    await byTestId('setup-step-firstDeposit').click();
    await byTestId('recharge-form').waitFor();
    await member.locator('button[data-testid^="recharge-channel-"]', { hasText: 'Maybank transfer' }).click();
    await byTestId('recharge-amount').fill('500');
    await byTestId('recharge-next').click();
    await byTestId('recharge-channel-form').waitFor();
    await expect.poll(() => byTestId('recharge-payment-reference').textContent()).toMatch(/SHM-[0-9A-Z]{8}/);
    paymentReference =
      /SHM-[0-9A-Z]{8}/.exec((await byTestId('recharge-payment-reference').textContent()) ?? '')?.[0] ?? '';
    await shot('deposit-payment-reference');
    await member
      .getByTestId('recharge-voucher-input')
      .setInputFiles(await pngFile(member, `Transfer ${paymentReference}`));
    await byTestId('recharge-voucher-preview').waitFor();
    await byTestId('recharge-submit').click();
    await byTestId('recharge-screen').waitFor();
    // A second deposit waits until this one is decided: the screen says so instead of a form.
    await byTestId('funding-gate-depositPending').waitFor();
    await expect
      .poll(() => byTestId('deposit-record-reference').first().textContent())
      .toContain(paymentReference);
    await shot('deposit-pending');
    await goHome();
    await expect.poll(() => stepState('firstDeposit')).toBe('waiting');
  });

  it('staff find the deposit by its reference and approve it; the checklist is done and gone', async () => {
    await staff.getByTestId('nav-deposits').click();
    const search = staff.getByTestId('deposits-reference-search').locator('input');
    await search.fill(paymentReference.toLowerCase());
    await search.press('Enter');
    const row = staff.getByTestId('deposits-table').locator('tr', { hasText: account });
    await expect
      .poll(() => row.getByTestId('deposit-payment-reference').textContent())
      .toBe(paymentReference);
    await screenshot(staff, 'onboarding-admin-deposit-reference');
    await row.locator('[data-testid^="deposit-approve-"]').click();
    await staff
      .locator('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons .ant-btn-primary')
      .click();
    await expect.poll(() => row.count()).toBe(0);

    await goMe();
    await goHome();
    await expect.poll(() => byTestId('setup-checklist').count()).toBe(0);
    await goMe();
    await expect.poll(() => byTestId('balance-available').textContent()).toContain('500.00');
    expect(await byTestId('setup-checklist').count()).toBe(0);
  });

  it('withdraw shows the withdrawable balance and Max; a wrong fund password is refused once, as a toast', async () => {
    await byTestId('me-withdraw').click();
    await byTestId('cash-out-form').waitFor();
    await expect.poll(() => byTestId('withdraw-withdrawable').textContent()).toContain('500.00');
    await byTestId('withdraw-max').click();
    expect(await byTestId('withdraw-amount').inputValue()).toBe('500.00');
    await byTestId('withdraw-fund-password').fill('135790');
    await byTestId('withdraw-submit').click();
    await expect.poll(() => byTestId('toast').textContent()).toBe(texts.errors.WRONG_FUND_PASSWORD);
    expect(await byTestId('form-error').count()).toBe(0);
    expect(await member.getByText(texts.errors.WRONG_FUND_PASSWORD).count()).toBe(1);
    await shot('withdraw-refused');
  });

  it('hiding amounts on My account hides the per-currency list too', async () => {
    await member.goto('/#/information/index');
    await expect.poll(() => byTestId('balance-currency-MYR').textContent()).toContain('500.00');
    await byTestId('balance-toggle').click();
    await expect.poll(() => byTestId('balance-currency-MYR').textContent()).not.toMatch(/\d/);
    expect(await byTestId('balance-total').textContent()).toBe('****');
    await shot('me-hidden');
    await byTestId('balance-toggle').click();
  });

  it('a wrong login password is refused once, as a toast', async () => {
    const page = await newMobilePage(browser, baseUrl);
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto('/#/login/login');
    await page.getByTestId('login-account').fill(account);
    await page.getByTestId('login-password').fill('Wrong1234');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toBe(texts.errors.WRONG_CREDENTIALS);
    expect(await page.getByTestId('form-error').count()).toBe(0);
    await page.context().close();
  });
});

describe('a visitor on My account', () => {
  it('is offered Log in / Register, not Log out or an unread count', async () => {
    const browser = await launchBrowser();
    try {
      const page = await newMobilePage(browser, baseUrl);
      await page.addInitScript(() => localStorage.setItem('language', 'en'));
      await page.goto('/#/login/login?tab=visitor');
      await page.getByTestId('visitor-login').click();
      await page.getByTestId('home-screen').waitFor();
      expect(await page.getByTestId('setup-checklist').count()).toBe(0);
      await page.getByTestId('tab-me').click();
      await page.getByTestId('me-signed-out').waitFor();
      await page.getByTestId('me-login').waitFor();
      await page.getByTestId('me-register').waitFor();
      expect(await page.getByTestId('menu-logout').count()).toBe(0);
      expect(await page.getByTestId('menu-notices').textContent()).not.toMatch(/\d/);
      await screenshot(page, 'onboarding-en-visitor-me');
      await page.getByTestId('me-register').click();
      await page.getByTestId('register-screen').waitFor();
    } finally {
      await browser.close();
    }
  });
});
