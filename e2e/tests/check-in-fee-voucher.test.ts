// Check-in fee vouchers end to end in Chromium (issue 18 §3, decision 0025). Staff add a reward of
// kind "trading fee voucher" in the back office (names in six languages, RM 12.00 valid 30 days, 10
// points) and see it listed with its validity; a fresh member, in English, checks in, sees the voucher
// reward described as a fee voucher, redeems it after confirming, and sees the voucher on the check-in
// screen with what is left of it and its expiry (30 days on, in the display zone); the redemption
// history names it a fee voucher rather than a cash credit. A second member does the same in Malay,
// and the first looks again in Traditional Chinese. Screenshots in English, Malay and Chinese.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newMobilePage, newStaffPage, screenshot, signInStaff } from '../browser.ts';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Voucher1234x';
const STAMP = String(Date.now()).slice(-6);
const NAMES = {
  zh: `手續費券測試 ${STAMP}`,
  ch: `手续费券测试 ${STAMP}`,
  en: `Fee voucher test ${STAMP}`,
  ml: `Ujian baucar yuran ${STAMP}`,
  ja: `手数料クーポン試験 ${STAMP}`,
  ko: `수수료 쿠폰 테스트 ${STAMP}`,
};

interface Envelope {
  status: number;
  msg: string;
}

async function register(account: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/vue/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      account,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      inviteCode: '888888',
      agree: true,
    }),
  });
  const envelope = (await response.json()) as Envelope;
  if (envelope.status !== 1) throw new Error(`register refused: ${envelope.msg}`);
}

async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.goto('/#/information/changeLang');
  await page.getByTestId(`language-option-${language}`).click();
  await page.waitForTimeout(300);
}

async function memberPage(browser: Browser, account: string, language: string): Promise<Page> {
  await register(account);
  const page = await newMobilePage(browser, baseUrl);
  await page.goto('/#/login/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-after-continue').click();
  await page.getByTestId('home-screen').waitFor();
  await chooseLanguage(page, language);
  return page;
}

/** Waits for the toasts to go, so a screenshot shows the screen. */
async function shoot(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.getByTestId('toast').count(), { timeout: 5000 }).toBe(0);
  await page.waitForTimeout(300);
  await screenshot(page, name);
}

describe('check-in fee vouchers', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('staff add a trading fee voucher reward in six languages, valid 30 days', async () => {
    const page = await newStaffPage(browser, baseUrl);
    await signInStaff(page);
    await page.getByTestId('nav-check-in').click();
    await page.getByTestId('check-in-rewards-table').waitFor();
    await page.getByTestId('check-in-reward-add').click();
    for (const [language, name] of Object.entries(NAMES)) {
      await page.getByTestId(`check-in-reward-name-${language}`).fill(name);
    }
    await page.getByTestId('check-in-reward-kind').click();
    await page.locator('.ant-select-item-option', { hasText: 'Trading fee voucher (MYR)' }).click();
    await page.getByTestId('check-in-reward-valid-days').fill('30');
    await page.getByTestId('check-in-reward-amount').fill('12.00');
    await page.getByTestId('check-in-reward-points').fill('10');
    await page.getByTestId('check-in-reward-stock').fill('5');
    await page.waitForTimeout(300);
    await screenshot(page, 'check-in-admin-fee-voucher-form');
    await page.getByTestId('check-in-reward-save').click();
    const row = page.locator('[data-testid="check-in-rewards-table"] tr', { hasText: NAMES.en });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    const text = await row.innerText();
    expect(text).toContain('Trading fee voucher (MYR) · valid 30 days');
    expect(text).toContain('12.00 MYR');
    await page.getByTestId('check-in-reward-save').waitFor({ state: 'hidden' });
    await page.waitForTimeout(300);
    await screenshot(page, 'check-in-admin-fee-voucher');
    await page.context().close();
  }, 60_000);

  async function checkInAndRedeemVoucher(
    page: Page,
    texts: { name: string; describes: string; left: string; validUntil: string; history: string },
  ) {
    await page.goto('/#/home/signIn');
    await page.getByTestId('check-in-streak-card').waitFor();
    await page.getByTestId('check-in-button').click();
    await expect.poll(() => page.getByTestId('check-in-points').innerText()).toBe('10');
    expect(await page.getByTestId('check-in-vouchers-empty').isVisible()).toBe(true);
    const reward = page.locator('[data-testid="check-in-reward"]', { hasText: texts.name });
    await reward.waitFor();
    expect(await reward.innerText()).toContain(texts.describes);
    await reward.getByTestId('check-in-redeem').click();
    expect(await page.getByTestId('check-in-confirm-details').innerText()).toContain('12.00 MYR');
    await page.getByTestId('check-in-confirm-confirm').click();
    await expect.poll(() => page.getByTestId('check-in-points').innerText()).toBe('0');
    const voucher = page.getByTestId('check-in-voucher').first();
    await expect.poll(() => voucher.innerText()).toContain(texts.name);
    expect(await voucher.getByTestId('check-in-voucher-remaining').innerText()).toBe(texts.left);
    // Redeemed on the server's clock, 23 Nov 2026 in Kuala Lumpur: valid 30 days, until 23 Dec.
    expect(await voucher.getByTestId('check-in-voucher-expiry').innerText()).toContain(texts.validUntil);
    const history = page.getByTestId('check-in-redemption').first();
    await expect.poll(() => history.innerText()).toContain(texts.history);
    expect(await history.innerText()).not.toContain('+12.00');
    await voucher.scrollIntoViewIfNeeded();
  }

  it('a member redeems the voucher and sees what is left and until when, in English and Chinese', async () => {
    const page = await memberPage(browser, `6018${STAMP}01`, 'en');
    await checkInAndRedeemVoucher(page, {
      name: NAMES.en,
      describes: 'Trading fee voucher 12.00 MYR, valid 30 days',
      left: '12.00 MYR of 12.00 left',
      validUntil: 'Valid until',
      history: 'Fee voucher 12.00 MYR',
    });
    await shoot(page, 'check-in-fee-voucher-en');

    await chooseLanguage(page, 'zh');
    await page.goto('/#/home/signIn');
    const voucher = page.getByTestId('check-in-voucher').first();
    await expect.poll(() => voucher.innerText()).toContain(NAMES.zh);
    expect(await voucher.getByTestId('check-in-voucher-remaining').innerText()).toBe('剩餘 12.00 MYR／12.00');
    expect(await voucher.getByTestId('check-in-voucher-expiry').innerText()).toContain('有效至');
    await voucher.scrollIntoViewIfNeeded();
    await shoot(page, 'check-in-fee-voucher-zh');
    await page.context().close();
  }, 90_000);

  it('a member redeems the voucher and sees it, in Malay', async () => {
    const page = await memberPage(browser, `6018${STAMP}02`, 'ml');
    await checkInAndRedeemVoucher(page, {
      name: NAMES.ml,
      describes: 'Baucar yuran dagangan 12.00 MYR, sah 30 hari',
      left: 'Baki 12.00 MYR daripada 12.00',
      validUntil: 'Sah hingga',
      history: 'Baucar yuran 12.00 MYR',
    });
    await shoot(page, 'check-in-fee-voucher-ml');
    await page.context().close();
  }, 90_000);
});
