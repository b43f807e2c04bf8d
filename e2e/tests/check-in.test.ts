// The daily check-in end to end in Chromium at 375×812 (issue 18 §3). Staff add a reward in the back
// office (names in six languages, RM 1.50 for 10 points); a fresh member, in English, opens Check-in
// from home, checks in (streak 1, 10 points, today marked on the calendar, a second check-in not
// offered), redeems the reward after confirming, sees it in the redemption history and as a
// "Check-in reward" of +1.50 MYR in fund records. A second fresh member does the same in Malay.
// Screenshots in English, Malay and Chinese. Each member is its own, so no other suite's state matters.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newMobilePage, newStaffPage, screenshot, signInStaff } from '../browser.ts';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Check1234x';
const STAMP = String(Date.now()).slice(-6);
const REWARD_NAMES = {
  zh: `簽到測試獎勵 ${STAMP}`,
  ch: `签到测试奖励 ${STAMP}`,
  en: `Check-in test reward ${STAMP}`,
  ml: `Ganjaran ujian daftar masuk ${STAMP}`,
  ja: `チェックイン試験特典 ${STAMP}`,
  ko: `출석 테스트 보상 ${STAMP}`,
};

interface Envelope {
  status: number;
  msg: string;
  data?: unknown;
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

async function memberPage(browser: Browser, account: string, language: string): Promise<Page> {
  await register(account);
  const page = await newMobilePage(browser, baseUrl);
  await page.goto('/#/login/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-after-continue').click();
  await page.getByTestId('home-screen').waitFor();
  await page.goto('/#/information/changeLang');
  await page.getByTestId(`language-option-${language}`).click();
  await page.waitForTimeout(300);
  return page;
}

/** Waits for the toasts to go, so a screenshot shows the screen. */
async function shoot(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.getByTestId('toast').count(), { timeout: 5000 }).toBe(0);
  await page.waitForTimeout(300);
  await screenshot(page, name);
}

describe('daily check-in', () => {
  let browser: Browser;
  let rewardId = '';
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('staff add a reward in six languages in the back office', async () => {
    const page = await newStaffPage(browser, baseUrl);
    await signInStaff(page);
    await page.getByTestId('nav-check-in').click();
    await page.getByTestId('check-in-rewards-table').waitFor();
    await page.getByTestId('check-in-reward-add').click();
    for (const [language, name] of Object.entries(REWARD_NAMES)) {
      await page.getByTestId(`check-in-reward-name-${language}`).fill(name);
    }
    await page.getByTestId('check-in-reward-amount').fill('1.50');
    await page.getByTestId('check-in-reward-points').fill('10');
    await page.getByTestId('check-in-reward-stock').fill('5');
    await page.getByTestId('check-in-reward-save').click();
    const row = page.locator('[data-testid="check-in-rewards-table"] tr', { hasText: REWARD_NAMES.en });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.innerText()).toContain('1.50 MYR');
    await page.getByTestId('check-in-reward-save').waitFor({ state: 'hidden' });
    await page.waitForTimeout(300);
    await screenshot(page, 'check-in-admin-rewards');
    await page.getByRole('tab', { name: 'Bonus schedule' }).click();
    await page.getByTestId('check-in-schedule-day-7').waitFor();
    expect(await page.getByTestId('check-in-schedule-day-7').inputValue()).toBe('20');
    await screenshot(page, 'check-in-admin-schedule');
    await page.context().close();
  }, 60_000);

  async function checkInAndRedeem(
    page: Page,
    texts: { streakLabel: string; checkedIn: string; reward: string },
  ) {
    await page.goto('/#/home/index');
    await page.getByTestId('home-screen').waitFor();
    await page.goto('/#/home/signIn');
    await page.getByTestId('check-in-streak-card').waitFor();
    expect(await page.getByTestId('check-in-streak').innerText()).toBe('0');
    expect(await page.getByTestId('check-in-streak-card').innerText()).toContain(texts.streakLabel);
    await page.getByTestId('check-in-button').click();
    await expect.poll(() => page.getByTestId('check-in-streak').innerText()).toBe('1');
    expect(await page.getByTestId('check-in-points').innerText()).toBe('10');
    await expect.poll(() => page.getByTestId('check-in-button').innerText()).toBe(texts.checkedIn);
    expect(await page.getByTestId('check-in-button').isDisabled()).toBe(true);
    // Today (10:00 in Kuala Lumpur on the server's clock) is marked with its points.
    const checked = page.locator('[data-testid="check-in-day"][data-checked="true"]');
    expect(await checked.count()).toBe(1);
    expect(await checked.first().innerText()).toContain('+10');

    const reward = page.locator('[data-testid="check-in-reward"]', { hasText: texts.reward });
    await reward.waitFor();
    rewardId = (await reward.getAttribute('data-reward-id')) ?? '';
    await reward.getByTestId('check-in-redeem').click();
    const details = await page.getByTestId('check-in-confirm-details').innerText();
    expect(details).toContain(texts.reward);
    expect(details).toContain('1.50 MYR');
    await page.getByTestId('check-in-confirm-confirm').click();
    await expect.poll(() => page.getByTestId('check-in-points').innerText()).toBe('0');
    const history = page.getByTestId('check-in-redemption').first();
    await expect.poll(() => history.innerText()).toContain(texts.reward);
    expect(await history.innerText()).toContain('+1.50 MYR');
  }

  it('a member checks in, sees the streak and redeems the reward, in English', async () => {
    const page = await memberPage(browser, `6017${STAMP}01`, 'en');
    await checkInAndRedeem(page, {
      streakLabel: 'Days in a row',
      checkedIn: 'Checked in today',
      reward: REWARD_NAMES.en,
    });
    await shoot(page, 'check-in-en');
    await page.getByTestId('check-in-redemption').first().scrollIntoViewIfNeeded();
    await shoot(page, 'check-in-redeemed-en');

    await page.goto('/#/information/fundRecord');
    const record = page.locator('[data-testid="fund-record"][data-type="check_in_reward"]').first();
    await record.waitFor();
    expect(await record.innerText()).toContain('Check-in reward');
    expect(await record.getByTestId('fund-record-amount').innerText()).toContain('1.50');
    await shoot(page, 'check-in-fund-record-en');

    // A second redemption: no points left, so the server refuses it in the member's language.
    await page.goto('/#/home/signIn');
    const reward = page.locator(`[data-testid="check-in-reward"][data-reward-id="${rewardId}"]`);
    await reward.getByTestId('check-in-redeem').click();
    await page.getByTestId('check-in-confirm-confirm').click();
    await expect.poll(() => page.getByTestId('toast').innerText()).toContain('Not enough check-in points');

    // Chinese (Simplified) for the screenshot.
    await page.goto('/#/information/changeLang');
    await page.getByTestId('language-option-ch').click();
    await page.waitForTimeout(300);
    await page.goto('/#/home/signIn');
    await page.getByTestId('check-in-streak-card').waitFor();
    await expect.poll(() => page.getByTestId('check-in-button').innerText()).toBe('今日已签到');
    await shoot(page, 'check-in-ch');
    await page.goto('/#/information/changeLang');
    await page.getByTestId('language-option-zh').click();
    await page.waitForTimeout(300);
    await page.goto('/#/home/signIn');
    await expect.poll(() => page.getByTestId('check-in-button').innerText()).toBe('今日已簽到');
    await shoot(page, 'check-in-zh');
    await page.context().close();
  }, 90_000);

  it('a member checks in, sees the streak and redeems the reward, in Malay', async () => {
    const page = await memberPage(browser, `6017${STAMP}02`, 'ml');
    await checkInAndRedeem(page, {
      streakLabel: 'Hari berturut-turut',
      checkedIn: 'Sudah daftar masuk hari ini',
      reward: REWARD_NAMES.ml,
    });
    expect(await page.getByTestId('check-in-next-expiry').innerText()).toContain('Mata luput');
    await shoot(page, 'check-in-ml');
    await page.getByTestId('check-in-redemption').first().scrollIntoViewIfNeeded();
    await shoot(page, 'check-in-redeemed-ml');
    await page.context().close();
  }, 90_000);
});
