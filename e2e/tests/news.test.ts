// Reading the news in Chromium at 375×812: the home page's news block, the news tab with its two
// categories, an article in English, then the same article in Traditional Chinese after switching
// the language; and an article staff write and publish in the back office (1280×800).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  loggedInMobilePage,
  newStaffPage,
  screenshot,
  signInStaff,
  chooseLanguage,
} from '../browser.ts';

const baseUrl = inject('baseUrl');
/** Unique per run, so a rerun against a long-running server (E2E_BASE_URL) finds its own article. */
const headline = `KLCI climbs into the close ${String(Date.now()).slice(-6)}`;

describe('news', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await loggedInMobilePage(browser, baseUrl);
  });
  afterAll(async () => {
    await browser.close();
  });

  const byTestId = (id: string) => page.getByTestId(id);
  /** Items of the news tab's list (home, kept alive, has news items of its own). */
  const newsListItems = () => byTestId('news-list').getByTestId('news-item');

  it('shows the latest news on home, three of them', async () => {
    await expect.poll(() => byTestId('home-news').getByTestId('news-item').count()).toBe(3);
  });

  it('opens the news tab, switches categories and reads an article in English', async () => {
    await chooseLanguage(page, 'en');
    await byTestId('tab-news').click();
    await byTestId('news-list-screen').waitFor();
    await byTestId('news-tab-price').click();
    await expect.poll(() => byTestId('news-list').getAttribute('data-category')).toBe('price');
    await expect.poll(() => newsListItems().first().textContent()).toContain('Midday wrap');
    await byTestId('news-tab-hot').click();
    await expect
      .poll(() => newsListItems().first().textContent())
      .toContain('FBM KLCI starts the week steady');
    await expect.poll(() => newsListItems().count()).toBe(3);
    await byTestId('news-end').waitFor();
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, 'news-list');

    await newsListItems().first().click();
    await expect
      .poll(() => byTestId('news-article-title').textContent())
      .toBe('FBM KLCI starts the week steady as investors await inflation data');
    await expect.poll(() => byTestId('news-article-body').textContent()).toContain('The FBM KLCI hovered');
    // The body is the server's sanitised HTML: structure kept, https link opening safely.
    expect(await byTestId('news-article-body').locator('h3').count()).toBeGreaterThan(0);
    await screenshot(page, 'news-detail');
    await byTestId('back-button').click();
    await byTestId('news-list-screen').waitFor();
  });

  it('shows the Chinese article after switching to Traditional Chinese', async () => {
    await chooseLanguage(page, 'zh');
    await byTestId('tab-news').click();
    await expect.poll(() => newsListItems().first().textContent()).toContain('富時馬來西亞綜合指數週初走穩');
    await newsListItems().first().click();
    await expect
      .poll(() => byTestId('news-article-title').textContent())
      .toBe('富時馬來西亞綜合指數週初走穩，投資者靜候通脹數據');
    await expect.poll(() => byTestId('news-article-body').textContent()).toContain('銀行股及公用事業股');
    await screenshot(page, 'news-detail-zh');
  });

  it('refuses an article that does not exist with the translated message', async () => {
    await page.goto('/#/home/newsDetail?id=999999');
    await byTestId('news-not-found').waitFor();
    expect(await byTestId('news-not-found').textContent()).toContain('此文章不存在或已下架');
  });
  it('lets staff write and publish an article that members then read', async () => {
    const staffPage = await newStaffPage(browser, baseUrl);
    const staff = (id: string) => staffPage.getByTestId(id);
    await signInStaff(staffPage);
    await staff('nav-news').click();
    await staff('news-row-title').first().waitFor();
    await staff('news-create').click();
    await staff('news-title-zh').fill('吉隆坡綜指收市前走高');
    await staff('news-summary-zh').fill('尾盤買盤回升。');
    await staff('news-body-zh').fill('<p>尾盤買盤回升。</p><script>alert(1)</script>');
    await staff('news-tab-en').click();
    await staff('news-title-en').fill(headline);
    await staff('news-summary-en').fill('Buyers returned late in the session.');
    await staff('news-body-en').fill('<h3>Late rally</h3><p onclick="alert(1)">Buyers returned.</p>');
    await expect
      .poll(() => staff('news-preview-en').innerHTML())
      .toBe('<h3>Late rally</h3><p>Buyers returned.</p>');
    await staff('news-save').click();
    const row = staffPage.getByRole('row').filter({ hasText: headline });
    await expect.poll(() => row.getByTestId('news-row-state').textContent()).toBe('Draft');
    await row.getByTestId('news-publish').click();
    await expect.poll(() => row.getByTestId('news-row-state').textContent()).toBe('Published');

    await chooseLanguage(page, 'en');
    await byTestId('tab-news').click();
    await expect.poll(() => newsListItems().first().textContent()).toContain(headline);
    await newsListItems().first().click();
    await expect
      .poll(() => byTestId('news-article-body').innerHTML())
      .toBe('<h3>Late rally</h3><p>Buyers returned.</p>');
    await staffPage.context().close();
    // The language is stored with the demo member: give the other suites their default back.
    await chooseLanguage(page, 'zh');
  });
});
