// The display zone as a site-configuration setting (issue 16 §3), in Chromium: staff try a name that
// is not a zone (refused, translated, nothing saved), then set Asia/Tokyo in the back office; the
// member app (375×812) then shows its times in Tokyo time, labelled JST, in English, Malay and
// Traditional Chinese. The zone goes back to Kuala Lumpur's at the end, as the other suites expect.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loggedInMobilePage, newStaffPage, screenshot, signInStaff } from '../browser.ts';

const baseUrl = inject('baseUrl');

describe('display zone', () => {
  let browser: Browser;
  let staffPage: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    staffPage = await newStaffPage(browser, baseUrl);
    await signInStaff(staffPage);
  });
  afterAll(async () => {
    try {
      await setZone('Asia/Kuala_Lumpur');
    } finally {
      await browser.close();
    }
  });

  const staff = (id: string) => staffPage.getByTestId(id);

  async function setZone(zone: string): Promise<void> {
    await staffPage.goto('/admin/#/site-config');
    await staff('config-display-zone').fill(zone);
    await staff('config-save').click();
  }

  it('refuses a name that is not a time zone, saying so in the staff member’s language', async () => {
    await setZone('Mars/Base');
    await expect
      .poll(() => staffPage.locator('.ant-form-item-explain-error').allTextContents())
      .toContain('Enter an IANA zone name such as Asia/Kuala_Lumpur');
    // Nothing was saved: the public configuration still says Kuala Lumpur.
    const answer = await staffPage.evaluate(async () =>
      (
        await fetch('/api/vue/common/config', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"type":"all"}',
        })
      ).text(),
    );
    expect(answer).toContain('{"name":"displayZone","value":"Asia/Kuala_Lumpur"}');
  });

  it('shows the member’s times in the zone staff set, labelled with it', async () => {
    await setZone('Asia/Tokyo');
    await expect.poll(() => staffPage.getByText('Site configuration saved').count()).toBeGreaterThan(0);
    const page = await loggedInMobilePage(browser, baseUrl);
    const byTestId = (id: string) => page.getByTestId(id);
    const firstTime = () => byTestId('news-list').locator('.news-item-time').first().textContent();
    for (const language of ['en', 'ml', 'zh'] as const) {
      await page.goto('/#/information/index');
      await byTestId('menu-language').click();
      await byTestId(`language-option-${language}`).click();
      await byTestId('back-button').click();
      await byTestId('tab-news').click();
      await byTestId('news-list-screen').waitFor();
      await expect.poll(firstTime).toMatch(/ JST$/);
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, `display-zone-news-${language}`);
    }
    // The seeded articles are stamped in Malaysian working hours; in Tokyo they read an hour later.
    await page.context().close();
  });
});
