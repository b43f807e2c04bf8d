// Channel names per language (issue 16 §3 "Wording"), in Chromium: staff give the FPX channel a Malay
// name in the back office; the member, reading in Malay at 375×812, chooses it by that name on the
// deposit screen, and in English still reads the default name. The Malay name is cleared at the end,
// as the other suites expect the seeded names.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loggedInMobilePage, newStaffPage, screenshot, signInStaff } from '../browser.ts';

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
});
