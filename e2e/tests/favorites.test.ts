// Search and watchlist, driven in Chromium at 375×812: the demo member finds Tencent by its Chinese
// name, stars it, sees it in the watchlist, opens it (the chosen stock is stored first), then — with
// more favourites than one page holds — selects all, confirms deleting every one of them (the dialog
// says how many), and the empty watchlist points back to the search.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loggedInMobilePage, screenshot } from '../browser.ts';

const baseUrl = inject('baseUrl');

describe('search and watchlist', () => {
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
  const tencentResult = () => page.locator('[data-testid="search-result"][data-symbol="HK:0700"]');

  it('the demo member reads Chinese', async () => {
    // The language is stored with the member and other suites change it: this one reads Chinese.
    await page.goto('/#/information/index');
    await byTestId('menu-language').click();
    await byTestId('language-option-zh').click();
    await byTestId('back-button').click();
    await page.goto('/#/home/index');
    await byTestId('home-screen').waitFor();
  });

  it('finds Tencent by its Chinese name from the home search box', async () => {
    await byTestId('top-menu-search').click();
    await byTestId('search-screen').waitFor();
    await byTestId('search-input').fill('騰訊');
    await tencentResult().waitFor();
    expect(await tencentResult().textContent()).toContain('騰訊控股');
    expect(await tencentResult().textContent()).toContain('0700');
    // Submitting the search keeps it in the history.
    await byTestId('search-input').press('Enter');
  });

  it('stars it, and the star stays on', async () => {
    const star = tencentResult().getByTestId('search-result-star');
    // Another run may have left it starred: the star takes it off first.
    if ((await star.getAttribute('aria-pressed')) === 'true') {
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    }
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'favorites-search');
  });

  it('shows the search in the history while the box is empty', async () => {
    await byTestId('search-input-clear').click();
    await byTestId('search-history').waitFor();
    expect(await byTestId('search-history-chip').allTextContents()).toContain('騰訊');
  });

  it('lists it in the watchlist and opens its detail, storing the chosen stock first', async () => {
    await page.goto('/#/favorite/index');
    const row = page.locator('[data-testid="favorite-item"][data-symbol="HK:0700"]');
    await row.waitFor();
    await screenshot(page, 'favorites-list');
    await row.getByTestId('favorite-item-open').click();
    await expect.poll(() => page.url()).toContain('/market/stockDetail?symbol=HK%3A0700');
    const stored = await page.evaluate(() => localStorage.getItem('chosenStock'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ symbol: 'HK:0700', code: '0700', market: 'HK' });
    await page.goBack();
    await row.waitFor();
  });

  it('selects all, deletes every favourite after confirming, and shows the empty watchlist', async () => {
    // Eleven more favourites than Tencent: two pages, and only the first is loaded.
    const symbols = ['MY:1155', 'MY:1295', 'MY:1023', 'MY:5347', 'MY:5225', 'US:AAPL', 'US:MSFT'];
    symbols.push('US:GOOGL', 'JP:7203', 'HK:0005', 'CN:600519');
    const added = await page.evaluate(async (list) => {
      const headers = {
        'content-type': 'application/json',
        token: localStorage.getItem('tokend') ?? '',
        account: localStorage.getItem('account') ?? '',
      };
      const answers = await Promise.all(
        list.map((symbol) =>
          fetch('/api/vue/favorite/add', { method: 'POST', headers, body: JSON.stringify({ symbol }) }).then(
            (response) => response.json() as Promise<{ status: number }>,
          ),
        ),
      );
      return answers.filter((answer) => answer.status === 1).length;
    }, symbols);
    expect(added).toBe(symbols.length);
    await page.reload();
    await byTestId('favorites-load-more').waitFor();
    expect(await byTestId('favorite-item').count()).toBe(10);

    await byTestId('favorites-edit').click();
    await byTestId('favorites-select-all').check();
    const selected = await byTestId('favorite-item-check').evaluateAll((boxes) =>
      boxes.every((box) => box instanceof HTMLInputElement && box.checked),
    );
    expect(selected).toBe(true);
    // Every favourite, loaded or not (other suites may have starred a few more for the demo member).
    const count = Number(/\d+/.exec((await byTestId('favorites-delete').textContent()) ?? '')?.[0]);
    expect(count).toBeGreaterThanOrEqual(12);
    await byTestId('favorites-delete').click();
    await byTestId('favorites-delete-dialog').waitFor();
    expect(await byTestId('favorites-delete-dialog').textContent()).toContain(String(count));
    await screenshot(page, 'favorites-delete-all');
    await byTestId('favorites-delete-dialog-confirm').click();
    await byTestId('favorites-empty').waitFor();
    await screenshot(page, 'favorites-empty');
    await byTestId('favorites-empty-search').click();
    await byTestId('search-screen').waitFor();
  });
});
