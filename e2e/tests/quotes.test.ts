// The quotes tab and the watchlist quotes, driven in Chromium at 375×812: the demo member opens the
// quotes tab (listed, Bursa first), filters by market, sorts by gainers, loads more, switches to the
// digital, forex, auction and subscription tabs, opens a Bursa stock (the chosen stock is stored
// first) and comes back to the same tab, filter and sort; then the watchlist as a quotes list.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loggedInMobilePage, screenshot } from '../browser.ts';

const baseUrl = inject('baseUrl');
/** Added to the demo member's watchlist by this suite and removed at its end. */
const WATCHED = ['MY:1155', 'MY:5347', 'US:AAPL'];

describe('quotes', () => {
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
  const rows = () => byTestId('quotes-list').getByTestId('quote-row');
  const symbols = () => rows().evaluateAll((items) => items.map((item) => item.getAttribute('data-symbol')));
  /** The change percents on screen, as numbers for comparing ("+1.25%" → 1.25). */
  const percents = (list: string) =>
    byTestId(list)
      .getByTestId('quote-change-percent')
      .evaluateAll((cells) => cells.map((cell) => Number((cell.textContent ?? '').replace(/[+%]/g, ''))));

  /** A member call from the page, with the stored session (for setting up the watchlist). */
  function callAsMember(path: string, body: object): Promise<unknown> {
    return page.evaluate(
      async ({ path, body }) => {
        const response = await fetch(`/api/vue/${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            token: localStorage.getItem('tokend') ?? '',
            account: localStorage.getItem('account') ?? '',
          },
          body: JSON.stringify(body),
        });
        return response.json() as Promise<unknown>;
      },
      { path, body },
    );
  }

  /** The values the server sorted the rows by (prices on screen move live afterwards). */
  const sortValues = () =>
    rows().evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-sort-value'))));

  function expectOrdered(values: number[], direction: 'desc' | 'asc') {
    expect(values.length).toBeGreaterThan(1);
    expect(values.every((value) => Number.isFinite(value))).toBe(true);
    const sorted = [...values].sort((a, b) => (direction === 'desc' ? b - a : a - b));
    expect(values).toEqual(sorted);
    expect(values[0]).not.toBe(values[values.length - 1]);
  }

  it('the logged-in demo member reads Chinese', async () => {
    await page.goto('/#/information/index');
    await byTestId('menu-language').click();
    await byTestId('language-option-zh').click();
    await byTestId('back-button').click();
    await page.goto('/#/home/index');
    await byTestId('home-screen').waitFor();
  });

  it('opens the quotes tab on the listed tab with Bursa first, and filters by market', async () => {
    await byTestId('tab-quotes').click();
    await byTestId('market-screen').waitFor();
    expect(await byTestId('quotes-tab-listed').getAttribute('aria-selected')).toBe('true');
    expect(await byTestId('quotes-market-MY').getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => rows().count()).toBe(10);
    expect((await symbols()).every((symbol) => symbol?.startsWith('MY:'))).toBe(true);
    await byTestId('quotes-market-US').click();
    await expect.poll(() => byTestId('quotes-list').getAttribute('data-market')).toBe('US');
    await expect.poll(async () => (await symbols()).every((symbol) => symbol?.startsWith('US:'))).toBe(true);
    await byTestId('quotes-market-MY').click();
    await expect.poll(() => byTestId('quotes-list').getAttribute('data-market')).toBe('MY');
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, 'quotes-listed');
  });

  it('sorts Bursa by gainers, highest change first, and loads ten more', async () => {
    await byTestId('quotes-sort-gainers').click();
    await expect.poll(() => byTestId('quotes-list').getAttribute('data-sort')).toBe('gainers');
    await expect.poll(() => rows().count()).toBe(10);
    expectOrdered(await sortValues(), 'desc');
    expect((await sortValues())[0]).toBeGreaterThan(0);
    await byTestId('quotes-load-more').click();
    await expect.poll(() => rows().count()).toBe(20);
    // The second page continues the first page's ranking with fresh prices: each page is in order,
    // and no instrument is shown twice however prices moved in between.
    const values = await sortValues();
    expectOrdered(values.slice(0, 10), 'desc');
    expectOrdered(values.slice(10), 'desc');
    expect(new Set(await symbols()).size).toBe(20);
    await screenshot(page, 'quotes-gainers');
  });

  it('lists crypto pairs on the digital tab and currency pairs on the forex tab', async () => {
    await byTestId('quotes-tab-digital').click();
    await expect.poll(() => byTestId('quotes-list').getAttribute('data-tab')).toBe('digital');
    await expect
      .poll(async () => (await symbols()).every((symbol) => symbol?.startsWith('CRYPTO:')))
      .toBe(true);
    expect(await byTestId('quotes-market-MY').count()).toBe(0);
    await screenshot(page, 'quotes-digital');
    await byTestId('quotes-tab-forex').click();
    await expect.poll(() => byTestId('quotes-list').getAttribute('data-tab')).toBe('forex');
    await expect.poll(async () => (await symbols()).every((symbol) => symbol?.startsWith('FX:'))).toBe(true);
    expect(await rows().count()).toBeGreaterThan(0);
  });

  it('shows the auction tab: rows with their phase and indicative price, or why it is empty', async () => {
    await byTestId('quotes-tab-auction').click();
    await expect
      .poll(
        async () =>
          (await byTestId('quotes-empty-auction').count()) + (await byTestId('quotes-list').count()),
      )
      .toBe(1);
    if ((await byTestId('quotes-list').count()) === 1) {
      expect(await byTestId('quotes-list').getAttribute('data-tab')).toBe('auction');
      expect(await byTestId('quote-phase').count()).toBe(await rows().count());
    } else {
      // Monday 10:00 in Kuala Lumpur: Bursa, Hong Kong, Tokyo and Shanghai trade continuously.
      expect(await byTestId('quotes-empty-auction').textContent()).toContain('集合競價');
    }
    await screenshot(page, 'quotes-auction');
  });

  it('lists the offerings open for subscription (the demo seed opens a Bursa IPO)', async () => {
    await byTestId('quotes-tab-subscription').click();
    await byTestId('quotes-subscription').waitFor();
    await expect.poll(() => byTestId('offering-card').count()).toBeGreaterThan(0);
    expect(await byTestId('quotes-sort-default').count()).toBe(0);
    await screenshot(page, 'quotes-subscription');
  });

  it('opens a Bursa stock, storing it first, and comes back to the same list', async () => {
    await byTestId('quotes-tab-listed').click();
    await expect.poll(() => byTestId('quotes-list').getAttribute('data-tab')).toBe('listed');
    expect(await byTestId('quotes-list').getAttribute('data-sort')).toBe('gainers');
    expect(await byTestId('quotes-list').getAttribute('data-market')).toBe('MY');
    const first = rows().first();
    const symbol = (await first.getAttribute('data-symbol')) ?? '';
    expect(symbol).toMatch(/^MY:/);
    await first.getByTestId('quote-row-open').click();
    await expect.poll(() => page.url()).toContain(`/market/stockDetail?symbol=${encodeURIComponent(symbol)}`);
    const stored = await page.evaluate(() => localStorage.getItem('chosenStock'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ symbol, market: 'MY', code: symbol.slice(3) });
    await page.goBack();
    await byTestId('market-screen').waitFor();
    expect(page.url()).toContain('tab=listed');
    expect(page.url()).toContain('sort=gainers');
    expect(await byTestId('quotes-sort-gainers').getAttribute('aria-checked')).toBe('true');
    expect(await byTestId('quotes-market-MY').getAttribute('aria-checked')).toBe('true');
  });

  it('keeps the tab when coming back through the bottom tab bar', async () => {
    await byTestId('quotes-tab-digital').click();
    await expect.poll(() => byTestId('quotes-list').getAttribute('data-tab')).toBe('digital');
    await byTestId('tab-home').click();
    await byTestId('home-screen').waitFor();
    await byTestId('tab-quotes').click();
    await byTestId('market-screen').waitFor();
    expect(await byTestId('quotes-tab-digital').getAttribute('aria-selected')).toBe('true');
  });

  it('shows the watchlist as a quotes list, sorted by change, opening the stock detail', async () => {
    for (const symbol of WATCHED) await callAsMember('favorite/add', { symbol });
    await byTestId('quotes-watchlist').click();
    await byTestId('option-list-screen').waitFor();
    const watchRows = () => byTestId('option-list').getByTestId('option-row');
    await expect.poll(() => watchRows().count()).toBeGreaterThanOrEqual(WATCHED.length);
    await byTestId('option-list-sort-rise').click();
    await expect.poll(() => byTestId('option-list').getAttribute('data-sort')).toBe('rise');
    expectOrdered(await percents('option-list'), 'desc');
    await byTestId('option-list-sort-fall').click();
    await expect.poll(() => byTestId('option-list').getAttribute('data-sort')).toBe('fall');
    expectOrdered(await percents('option-list'), 'asc');
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, 'quotes-watchlist');
    const maybank = page.locator('[data-testid="option-row"][data-symbol="MY:1155"]');
    await maybank.getByTestId('option-row-open').click();
    await expect.poll(() => page.url()).toContain('/market/stockDetail?symbol=MY%3A1155');
    const stored = await page.evaluate(() => localStorage.getItem('chosenStock'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ symbol: 'MY:1155', market: 'MY', code: '1155' });
  });

  it('points an empty watchlist to the search', async () => {
    await callAsMember('favorite/remove', { all: true });
    // Removed behind the app's back: a reload drops the cached watchlist.
    await page.goto('/#/market/components/optionList');
    await page.reload();
    await byTestId('option-list-empty').waitFor();
    await screenshot(page, 'quotes-watchlist-empty');
    await byTestId('option-list-empty-search').click();
    await byTestId('search-screen').waitFor();
  });

  it('asks a visitor to log in for the watchlist', async () => {
    await page.evaluate(() => localStorage.clear());
    await page.goto('/#/login/login');
    await byTestId('auth-tab-visitor').click();
    await byTestId('visitor-login').click();
    await byTestId('home-screen').waitFor();
    await page.goto('/#/market/components/optionList');
    await byTestId('login-required').waitFor();
    // Visitors read quotes.
    await page.goto('/#/market/index');
    await expect.poll(() => rows().count()).toBe(10);
  });
});
