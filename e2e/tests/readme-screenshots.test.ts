// The README's screenshots of the member app, taken from the app as it is, at 375×812: the demo member
// in English (home with its checklist, My account, news, search, watchlist, quotes, a stock and an
// index, the order form, its confirmation sheet and a market that is shut, positions, a position, day
// trading, block deals, fund records), a visitor registering, and a wrong password in Malay. Saved as
// .artifacts/screenshots/readme-<name>.png; copy them to docs/screenshots/<name>.png to refresh the
// README. Nothing is placed or kept: the order sheet is closed unsent, the watchlist put back as it was.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loggedInMobilePage, newMobilePage, screenshot } from '../browser.ts';

const baseUrl = inject('baseUrl');
const WATCHLIST = [
  'MY:1155',
  'MY:1295',
  'MY:5347',
  'HK:0700',
  'US:AAPL',
  'US:NVDA',
  'JP:7203',
  'CRYPTO:BTCUSDT',
];

describe('README screenshots', () => {
  let browser: Browser;
  let page: Page;
  let session: { token: string; account: string };

  async function memberCall(
    call: string,
    body: object,
  ): Promise<{ items?: { id: number; symbol?: string }[] } | null> {
    const response = await fetch(`${baseUrl}/api/vue/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...session },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as {
      status: number;
      data: { items?: { id: number; symbol?: string }[] };
    };
    return answer.status === 1 ? answer.data : null;
  }

  async function chooseLanguage(language: string, tag: string): Promise<void> {
    await page.goto('/#/information/changeLang');
    await page.getByTestId(`language-option-${language}`).click();
    await page.locator(`[data-testid="language-option-${language}"][aria-checked="true"]`).waitFor();
    await page.waitForFunction((lang) => document.documentElement.lang === lang, tag);
  }

  /** A screen drawn and at rest: no spinner, no toast, the network quiet. */
  async function settle(on: Page): Promise<void> {
    await on.waitForLoadState('networkidle').catch(() => undefined);
    await on
      .waitForFunction(() => document.querySelector('.loading-block') === null, undefined, {
        timeout: 10_000,
      })
      .catch(() => undefined);
    await on.evaluate(() => document.fonts.ready);
    await on.waitForTimeout(400);
  }

  async function shoot(route: string, name: string): Promise<void> {
    await page.goto(`/#${route}`);
    await settle(page);
    await screenshot(page, `readme-${name}`);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await loggedInMobilePage(browser, baseUrl);
    session = await page.evaluate(() => ({
      token: localStorage.getItem('tokend') ?? '',
      account: localStorage.getItem('account') ?? '',
    }));
    await chooseLanguage('en', 'en');
  });
  afterAll(async () => {
    // The demo member's language back to Traditional Chinese, for the suites that read it.
    await chooseLanguage('zh', 'zh-Hant');
    await browser.close();
  });

  it('takes the member screens in English', async () => {
    await shoot('/home/index', 'home');
    await shoot('/information/index', 'me');
    await shoot('/home/newsList', 'news-list');
    const article = (await memberCall('news/list', { page: 1 }))?.items?.[0];
    expect(article).toBeDefined();
    await shoot(`/home/newsDetail?id=${article?.id ?? 0}`, 'news-detail');
    await shoot('/favorite/search?q=bank', 'search');
    // A watchlist worth showing; the symbols added here are taken out again, so the demo's list is as it was.
    const listed = await memberCall('favorite/list', { page: 1 });
    const held = new Set((listed?.items ?? []).map((item) => item.symbol));
    const added = WATCHLIST.filter((symbol) => !held.has(symbol));
    for (const symbol of added) await memberCall('favorite/add', { symbol });
    await shoot('/favorite/index', 'favorites');
    if (added.length > 0) await memberCall('favorite/remove', { symbols: added });
    await shoot('/home/market', 'home-markets');
    await shoot('/market/index', 'quotes');
    await shoot('/market/stockDetail?symbol=MY:1155', 'stock-detail-time-share');
    await shoot('/market/stockDetailzs?symbol=MY:FBMKLCI', 'index-detail');
    await shoot('/trade/index', 'trade-index-holding');
    const position = (await memberCall('trade/positions', { tab: 'all', page: 1 }))?.items?.[0];
    if (position) await shoot(`/trade/positionDetail?id=${position.id}`, 'position-detail');
    await shoot('/home/dayTrading', 'day-trading');
    await shoot('/home/blockTrade', 'block-trade-list');
    await shoot('/information/fundRecord', 'ledger-fund-records');
    await shoot('/information/exChange', 'exchange');
  });

  it('takes the order form, its confirmation sheet and a market that is shut', async () => {
    await page.goto('/#/market/stockDetail?symbol=MY:1155');
    await page.getByTestId('quote-header').waitFor();
    await page.getByTestId('order-long').click();
    await page.getByTestId('order-form').waitFor();
    await settle(page);
    await screenshot(page, 'readme-order-form-long');
    await page.getByTestId('order-submit').click();
    await page.getByTestId('order-confirm').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'readme-order-confirm');
    await page.getByTestId('order-confirm-back').click();
    await page.goto('/#/market/stockDetail?symbol=US:AAPL');
    await page.getByTestId('quote-header').waitFor();
    await settle(page);
    await screenshot(page, 'readme-market-closed');
  });

  it('takes a visitor registering, and a wrong password in Malay', async () => {
    const visitor = await newMobilePage(browser, baseUrl);
    await visitor.addInitScript(() => localStorage.setItem('language', 'en'));
    await visitor.goto('/#/login/register');
    await settle(visitor);
    await screenshot(visitor, 'readme-register');
    const malay = await newMobilePage(browser, baseUrl);
    await malay.addInitScript(() => localStorage.setItem('language', 'ml'));
    await malay.goto('/#/login/login');
    // An account nobody has: the demo member's login throttle is left alone.
    await malay.getByTestId('login-account').fill('601999999999');
    await malay.getByTestId('login-password').fill('Wrong1234');
    await malay.getByTestId('login-submit').click();
    await malay.getByTestId('toast').waitFor();
    await screenshot(malay, 'readme-wrong-password');
  });
});
