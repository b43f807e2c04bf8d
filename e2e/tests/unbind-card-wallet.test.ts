// Unbinding a bank card and a wallet with the fund password, in Chromium at 375×812 in Malay: the demo
// member binds a card and a wallet, then removes each through the fund password dialog. The dialog
// says the banking texts, its Remove is in the danger colour, it sends nothing until six digits are
// typed (the "enter your fund password" note instead), and a cancelled dialog forgets what was typed.
// What the test binds it removes, so the demo member has no card or wallet afterwards, as seeded.
// The dialog is saved to .artifacts/screenshots/unbind-card-dialog-ml.png.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chooseLanguage, launchBrowser, loggedInMobilePage, screenshot } from '../browser.ts';

const baseUrl = inject('baseUrl');
const FUND_PASSWORD = '123456';
const cardNumber = `53${String(Date.now()).slice(-9)}4`;
const walletAddress = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

type Banking = Record<
  | 'fundPassword'
  | 'fundPasswordRequired'
  | 'delete'
  | 'deleteCardTitle'
  | 'deleteWalletTitle'
  | 'deleteMessage'
  | 'deleted',
  string
>;
const ML = (
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/i18n/ml.json'), 'utf8'),
  ) as { banking: Banking }
).banking;

describe('unbinding a bank card and a wallet with the fund password (Malay)', () => {
  let browser: Browser;
  let member: Page;
  const byTestId = (id: string) => member.getByTestId(id);

  beforeAll(async () => {
    browser = await launchBrowser();
    member = await loggedInMobilePage(browser, baseUrl);
    await chooseLanguage(member, 'ml');
  });
  afterAll(async () => {
    await browser.close();
  });

  it('asks six digits before a card is unbound, forgets them on cancel, then unbinds it', async () => {
    await member.goto('/#/information/addBankCard');
    await byTestId('add-bank-card-form').waitFor();
    await byTestId('add-bank-card-bank').selectOption({ label: 'Maybank' });
    await byTestId('add-bank-card-number').fill(cardNumber);
    await byTestId('add-bank-card-branch').fill('Jalan Tun Perak, Kuala Lumpur');
    await byTestId('add-bank-card-submit').click();
    await byTestId('bank-list-screen').waitFor();
    await expect.poll(() => byTestId('bank-card-item').count()).toBe(1);
    await byTestId('toast').waitFor({ state: 'detached' }); // "card added", off the screenshot

    const dialog = byTestId('banking-delete-dialog');
    const field = byTestId('banking-delete-dialog-fund-password');
    const missing = byTestId('banking-delete-dialog-fund-password-error');
    await byTestId('bank-card-delete').click();
    await dialog.waitFor();
    expect(await member.locator('#banking-delete-dialog-title').textContent()).toBe(ML.deleteCardTitle);
    expect(await dialog.textContent()).toContain(ML.deleteMessage);
    expect(await dialog.textContent()).toContain(ML.fundPassword);
    const confirm = byTestId('banking-delete-dialog-confirm');
    expect(await confirm.textContent()).toBe(ML.delete);
    expect(await confirm.getAttribute('class')).toContain('danger');

    await confirm.click();
    expect(await missing.textContent()).toBe(ML.fundPasswordRequired);
    await field.fill('123');
    expect(await missing.count()).toBe(0);
    await confirm.click();
    expect(await missing.textContent()).toBe(ML.fundPasswordRequired);
    await screenshot(member, 'unbind-card-dialog-ml');
    expect(await byTestId('bank-card-item').count()).toBe(1);

    await byTestId('banking-delete-dialog-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    await byTestId('bank-card-delete').click();
    await dialog.waitFor();
    expect(await field.inputValue()).toBe('');
    expect(await missing.count()).toBe(0);

    await field.fill(FUND_PASSWORD);
    await confirm.click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => byTestId('toast').textContent()).toBe(ML.deleted);
    await byTestId('bank-cards-empty').waitFor();
  });

  it('unbinds a wallet on the wallet address screen with the fund password', async () => {
    await member.goto('/#/information/usdtAddress');
    await byTestId('wallet-form').waitFor();
    await byTestId('wallet-type').selectOption('USDT-TRC20');
    await byTestId('wallet-address-input').fill(walletAddress);
    await byTestId('wallet-submit').click();
    await expect.poll(() => byTestId('wallet-item').count()).toBe(1);

    const dialog = byTestId('wallet-delete-dialog');
    await byTestId('wallet-delete').click();
    await dialog.waitFor();
    expect(await member.locator('#wallet-delete-dialog-title').textContent()).toBe(ML.deleteWalletTitle);
    await byTestId('wallet-delete-dialog-confirm').click();
    expect(await byTestId('wallet-delete-dialog-fund-password-error').textContent()).toBe(
      ML.fundPasswordRequired,
    );
    await byTestId('wallet-delete-dialog-fund-password').fill(FUND_PASSWORD);
    await byTestId('wallet-delete-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await byTestId('wallets-empty').waitFor();
  });
});
