// Money end to end, once in Traditional Chinese (the default) and once in English, each with its own new
// member: register → identity with two ID photos → staff approve it → bind a Maybank card → deposit
// RM1,000.00 by bank transfer with a voucher → staff approve → balance RM1,000.00 → exchange
// RM200.00 to USD → set a fund password and withdraw RM100.00 → staff approve → the fund records show
// every step. The server's clock starts on a Monday at 10:00 in Kuala Lumpur (global-setup.ts), inside
// the withdrawal window.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { drawPng, launchBrowser, newMobilePage, newStaffPage, screenshot, signInStaff } from '../browser.ts';

const baseUrl = inject('baseUrl');

interface Catalogue {
  realName: Record<'verified', string>;
  funding: Record<'uploaded' | 'depositSubmitted' | 'withdrawSubmitted', string>;
  banking: Record<'cardAdded', string>;
  password: Record<'fundSet', string>;
  fundRecords: { types: Record<string, string> };
}

function catalogue(language: string): Catalogue {
  const file = path.resolve(import.meta.dirname, `../../apps/web/src/i18n/${language}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
}

const RUNS = [
  { language: 'zh', name: 'TAN MEI LING', idNumber: '900101145678' },
  { language: 'en', name: 'LIM WEI JIE', idNumber: '880515105432' },
] as const;

const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

for (const [index, run] of RUNS.entries()) {
  const { language } = run;
  const texts = catalogue(language);
  const account = `60${String(Date.now()).slice(-9)}${index}`;
  const password = 'Money1234';
  const fundPassword = '802514';
  const cardNumber = `51${String(Date.now()).slice(-9)}${index}`;
  const shot = (page: Page, name: string) => screenshot(page, `money-${language}-${name}`);

  describe(`money flow (${language})`, () => {
    let browser: Browser;
    let member: Page;
    let staff: Page;

    beforeAll(async () => {
      browser = await launchBrowser();
      member = await newMobilePage(browser, baseUrl);
      staff = await newStaffPage(browser, baseUrl);
    });
    afterAll(async () => {
      await browser.close();
    });

    const byTestId = (id: string) => member.getByTestId(id);
    const toastText = () => byTestId('toast').textContent();
    const staffRow = (table: string): Locator => staff.getByTestId(table).locator('tr', { hasText: account });

    /** Clicks the OK of the antd Popconfirm that is open. */
    async function confirmPopover(): Promise<void> {
      const ok = staff.locator(
        '.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons .ant-btn-primary',
      );
      await ok.click();
    }

    it('a new member registers with the demo invitation code', async () => {
      await member.goto('/#/login/login?tab=register');
      await byTestId('register-account').fill(account);
      await byTestId('register-password').fill(password);
      await byTestId('register-confirm-password').fill(password);
      await byTestId('register-invite-code').fill('888888');
      await byTestId('register-agree').click();
      await byTestId('register-submit').click();
      await byTestId('login-after-continue').click();
      await byTestId('home-screen').waitFor();
      if (language !== 'zh') {
        await byTestId('tab-me').click();
        await byTestId('menu-language').click();
        await byTestId(`language-option-${language}`).click();
        await expect
          .poll(() => byTestId(`language-option-${language}`).getAttribute('aria-checked'))
          .toBe('true');
        await byTestId('back-button').click();
        await expect.poll(() => byTestId('tab-me').textContent()).toMatch(/Me/);
      }
    });

    it('submits identity verification with a MyKad and two ID photos', async () => {
      await member.goto('/#/information/authInfo');
      await byTestId('auth-info-form').waitFor();
      await byTestId('auth-info-name-input').fill(run.name);
      await byTestId('auth-info-type-mykad').click();
      await byTestId('auth-info-id-number-input').fill(run.idNumber);
      await byTestId('auth-info-front').setInputFiles(png('front.png', await drawPng(member, 'MyKad front')));
      await byTestId('auth-info-front-preview').waitFor();
      await byTestId('auth-info-back').setInputFiles(png('back.png', await drawPng(member, 'MyKad back')));
      await byTestId('auth-info-back-preview').waitFor();
      await shot(member, 'identity-form');
      await byTestId('auth-info-submit').click();
      await expect.poll(() => byTestId('auth-info-name').textContent()).toBe(run.name);
      await expect.poll(() => byTestId('auth-info-form').count()).toBe(0);
    });

    it('staff approve the identity in the review queue', async () => {
      await signInStaff(staff);
      await staff.getByTestId('nav-real-name').click();
      await staffRow('real-name-table').getByTestId('real-name-open').click();
      await staff.getByTestId('real-name-front').locator('img').waitFor();
      await staff.getByTestId('real-name-back').locator('img').waitFor();
      await shot(staff, 'admin-identity-review');
      await staff.getByTestId('real-name-approve').click();
      // Approving an identity asks for confirmation (issue 16 §8).
      await confirmPopover();
      await expect.poll(() => staff.getByTestId('real-name-approve').count()).toBe(0);

      await member.reload();
      await expect.poll(() => byTestId('auth-info-status-tag').textContent()).toBe(texts.realName.verified);
    });

    it('binds a Maybank card in the verified name', async () => {
      await member.goto('/#/information/addBankCard');
      await byTestId('add-bank-card-form').waitFor();
      await expect.poll(() => byTestId('add-bank-card-holder').textContent()).toBe(run.name);
      await byTestId('add-bank-card-bank').selectOption({ label: 'Maybank' });
      await byTestId('add-bank-card-number').fill(cardNumber);
      await byTestId('add-bank-card-branch').fill('Jalan Tun Perak, Kuala Lumpur');
      await shot(member, 'add-bank-card');
      await byTestId('add-bank-card-submit').click();
      await byTestId('bank-list-screen').waitFor();
      await expect.poll(() => byTestId('bank-card-item').count()).toBe(1);
      await expect.poll(() => byTestId('bank-card-number').textContent()).toContain(cardNumber.slice(-4));
    });

    it('deposits RM1,000.00 by bank transfer with a voucher', async () => {
      await member.goto('/#/information/index');
      await byTestId('me-deposit').click();
      await member
        .locator('button[data-testid^="recharge-channel-"]', { hasText: 'Maybank transfer' })
        .click();
      await byTestId('recharge-amount').fill('1000.00');
      await byTestId('recharge-next').click();
      await byTestId('recharge-channel-form').waitFor();
      await expect.poll(() => byTestId('recharge-pay-amount').textContent()).toContain('1,000.00');
      await byTestId('recharge-voucher-input').setInputFiles(
        png('voucher.png', await drawPng(member, 'Transfer RM1,000.00')),
      );
      await expect.poll(toastText).toContain(texts.funding.uploaded);
      await byTestId('recharge-voucher-preview').waitFor();
      await shot(member, 'deposit-voucher');
      await byTestId('recharge-submit').click();
      await byTestId('recharge-screen').waitFor();
      await expect.poll(() => byTestId('deposit-records-item').count()).toBe(1);
      await expect.poll(() => byTestId('deposit-records-item').textContent()).toContain('1,000.00');
    });

    it('staff approve the deposit and the member’s balance shows RM1,000.00', async () => {
      await staff.getByTestId('nav-deposits').click();
      const row = staffRow('deposits-table');
      await row.getByTestId('deposit-voucher').waitFor();
      await shot(staff, 'admin-deposit-review');
      await row.locator('[data-testid^="deposit-approve-"]').click();
      await confirmPopover();
      await expect.poll(() => row.count()).toBe(0);

      await member.goto('/#/information/index');
      await member.reload();
      await expect.poll(() => byTestId('balance-available').textContent()).toContain('1,000.00');
      await expect.poll(() => byTestId('balance-currency-MYR').textContent()).toContain('1,000.00');
      await shot(member, 'balance-after-deposit');
    });

    it('exchanges RM200.00 to US dollars', async () => {
      await byTestId('me-exchange').click();
      await byTestId('exchange-form').waitFor();
      await byTestId('exchange-from').selectOption('MYR');
      await byTestId('exchange-to').selectOption('USD');
      await byTestId('exchange-amount').fill('200.00');
      await expect.poll(() => byTestId('exchange-receive').textContent()).toContain('USD');
      await byTestId('exchange-submit').click();
      await byTestId('exchange-dialog-confirm').click();
      await expect.poll(() => byTestId('exchange-record').count()).toBe(1);
      await shot(member, 'exchange-done');
      await member.goto('/#/information/index');
      await expect.poll(() => byTestId('balance-currency-MYR').textContent()).toContain('800.00');
      await expect.poll(() => byTestId('balance-currency-USD').count()).toBe(1);
    });

    it('sets a fund password and withdraws RM100.00 to the card', async () => {
      await byTestId('menu-security').click();
      await byTestId('security-fund-password').click();
      await byTestId('fund-password-set-form').waitFor();
      await byTestId('fund-password-new').fill(fundPassword);
      await byTestId('fund-password-confirm').fill(fundPassword);
      await byTestId('fund-password-submit').click();
      await byTestId('security-screen').waitFor();

      await member.goto('/#/information/index');
      await byTestId('me-withdraw').click();
      await byTestId('cash-out-form').waitFor();
      await byTestId('withdraw-currency').selectOption('MYR');
      await byTestId('withdraw-amount').fill('100.00');
      await expect.poll(() => byTestId('withdraw-card').textContent()).toContain('Maybank');
      await byTestId('withdraw-fund-password').fill(fundPassword);
      await shot(member, 'withdraw-form');
      await byTestId('withdraw-submit').click();
      await expect.poll(toastText).toContain(texts.funding.withdrawSubmitted);
      await expect.poll(() => byTestId('withdraw-records-item').count()).toBe(1);
      await expect.poll(() => byTestId('withdraw-records-item').textContent()).toContain('100.00');
    });

    it('staff approve the withdrawal', async () => {
      await staff.getByTestId('nav-withdrawals').click();
      const row = staffRow('withdrawals-table');
      await expect.poll(() => row.getByTestId('withdrawal-balances').textContent()).toContain('100.00');
      await shot(staff, 'admin-withdrawal-review');
      await row.locator('[data-testid^="withdrawal-approve-"]').click();
      await confirmPopover();
      await expect.poll(() => row.count()).toBe(0);
    });

    it('the fund records show the deposit, exchange, withdrawal request and withdrawal paid', async () => {
      await member.goto('/#/information/index');
      await member.reload();
      await expect.poll(() => byTestId('balance-currency-MYR').textContent()).toContain('700.00');
      await byTestId('menu-fund-records').click();
      await byTestId('fund-records-screen').waitFor();
      const records = byTestId('fund-record');
      const expected = ['withdrawal_paid', 'withdrawal_request', 'exchange', 'deposit'];
      await expect
        .poll(() => records.evaluateAll((items) => items.map((item) => item.getAttribute('data-type'))))
        .toEqual(expected);
      for (const [position, type] of expected.entries()) {
        await expect.poll(() => records.nth(position).textContent()).toContain(texts.fundRecords.types[type]);
      }
      const amounts = (position: number) =>
        records.nth(position).getByTestId('fund-record-amount').allTextContents();
      expect((await amounts(3)).join(' ')).toContain('1,000.00');
      expect((await amounts(2)).join(' ')).toContain('200.00');
      expect((await amounts(1)).join(' ')).toContain('100.00');
      expect((await amounts(0)).join(' ')).toContain('100.00');
      await shot(member, 'fund-records');
    });
  });
}
