// Channel names per language (issue 16 §3 "Wording"), in Chromium: staff give the FPX channel a Malay
// name in the back office; the member, reading in Malay at 375×812, chooses it by that name on the
// deposit screen, and in English still reads the default name. The Malay name is cleared at the end,
// as the other suites expect the seeded names.
// And the device's language against the account's: a member whose account reads Traditional Chinese
// opens the app on a device set to English; the screen's names, which the server gives in the
// account's language, turn English once the app has saved the device's choice to the account.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  chooseLanguage,
  launchBrowser,
  loggedInMobilePage,
  newStaffPage,
  screenshot,
  signInStaff,
} from '../browser.ts';

const baseUrl = inject('baseUrl');
const MALAY_NAME = 'Perbankan dalam talian FPX';

describe('channel names per language', () => {
  let browser: Browser;
  let staffPage: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    staffPage = await newStaffPage(browser, baseUrl);
    await signInStaff(staffPage);
  });
  afterAll(async () => {
    try {
      await setMalayName('');
    } finally {
      await browser.close();
    }
  });

  async function setMalayName(name: string): Promise<void> {
    await staffPage.goto('/admin/#/deposit-channels');
    const row = staffPage.getByRole('row').filter({ hasText: 'FPX online banking' });
    await row.locator('[data-testid^="channel-edit-"]').click();
    await staffPage.getByTestId('channel-names-ml').fill(name);
    await staffPage.getByTestId('channel-save').click();
    await staffPage.getByTestId('channel-names-ml').waitFor({ state: 'hidden' });
  }

  it('shows the member the channel by its name in their language', async () => {
    await setMalayName(MALAY_NAME);
    const page = await loggedInMobilePage(browser, baseUrl);
    const byTestId = (id: string) => page.getByTestId(id);
    const channelNames = () => page.locator('.funding-channel-name').allTextContents();
    const chooseLanguage = async (language: string) => {
      await page.goto('/#/information/index');
      await byTestId('menu-language').click();
      await byTestId(`language-option-${language}`).click();
      await byTestId('back-button').click();
    };
    try {
      await chooseLanguage('ml');
      await page.goto('/#/information/recharge');
      await byTestId('recharge-form').waitFor();
      await expect.poll(channelNames).toContain(MALAY_NAME);
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, 'channel-names-recharge-ml');

      await chooseLanguage('en');
      await page.goto('/#/information/recharge');
      await byTestId('recharge-form').waitFor();
      await expect.poll(channelNames).toContain('FPX online banking');
      expect(await channelNames()).not.toContain(MALAY_NAME);
    } finally {
      // The demo member's language as the other suites expect it.
      await chooseLanguage('zh');
      await page.context().close();
    }
  });

  it("names things in the device's language when the account was saved in another", async () => {
    const page = await loggedInMobilePage(browser, baseUrl);
    try {
      await chooseLanguage(page, 'zh');
      const toyota = `/#/market/stockDetail?symbol=${encodeURIComponent('JP:7203')}`;
      await page.goto(toyota);
      const title = page.locator('.detail-title-name');
      await expect.poll(() => title.innerText()).toBe('豐田汽車');

      // Another device, set to English: the account still says zh when the app starts.
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.goto('/#/home/index');
      await page.goto(toyota);
      await page.reload();
      await expect.poll(() => title.innerText(), { timeout: 10_000 }).toBe('Toyota Motor');
    } finally {
      await chooseLanguage(page, 'zh');
      await page.context().close();
    }
  });
});
