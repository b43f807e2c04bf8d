// The spec's touch behaviours (§9, issue 16 §4) in Chromium at 375×812 with touch: pulling a list
// down past its 50 px head refetches it, not a kept-alive screen hidden behind it, and shows the
// success text; a list loads its next page of ten when scrolled near its end (the button stays); a
// quick sideways swipe changes the market tab; a screen whose chunk cannot be loaded shows the retry
// screen and keeps the tab bar.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_MEMBER, launchBrowser, MOBILE_VIEWPORT, screenshot } from '../browser.ts';

const baseUrl = inject('baseUrl');

describe('touch behaviours', () => {
  let browser: Browser;
  let page: Page;
  const apiCalls: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({
      viewport: MOBILE_VIEWPORT,
      baseURL: baseUrl,
      deviceScaleFactor: 2,
      hasTouch: true,
    });
    page = await context.newPage();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
    });
    await page.goto('/#/login/login');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await page.getByTestId('login-account').fill(DEMO_MEMBER.account);
    await page.getByTestId('login-password').fill(DEMO_MEMBER.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-after-continue').click();
    await page.getByTestId('home-screen').waitFor();
  });
  afterAll(async () => {
    await browser.close();
  });

  const byTestId = (id: string) => page.getByTestId(id);
  /** The fund records' pull head (kept-alive screens, such as Home, have their own). */
  const pullStatus = () => byTestId('fund-records-screen').getByTestId('pull-refresh-status');

  /** A finger moved from `from` to `to` (x defaults to `x`) in `steps` moves, lifted unless told not to. */
  async function drag(
    x: number,
    from: { x?: number; y: number },
    to: { x?: number; y: number },
    { lift = true, steps = 16 }: { lift?: boolean; steps?: number } = {},
  ) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: from.x ?? x, y: from.y }],
    });
    for (let step = 1; step <= steps; step += 1) {
      const fraction = step / steps;
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [
          {
            x: (from.x ?? x) + ((to.x ?? x) - (from.x ?? x)) * fraction,
            y: from.y + (to.y - from.y) * fraction,
          },
        ],
      });
    }
    if (lift) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return cdp;
  }

  it('pull to refresh: the head says release, letting go refetches the list and says it is updated', async () => {
    await page.goto('/#/information/fundRecord');
    await byTestId('fund-records-screen').waitFor();
    // The list has loaded its first page: it ends, or offers more (other tests add records).
    await expect
      .poll(() => byTestId('fund-records-end').or(byTestId('fund-records-load-more')).count())
      .toBeGreaterThan(0);
    const cdp = await drag(187, { y: 250 }, { y: 420 }, { lift: false });
    await expect.poll(() => pullStatus().getAttribute('data-status')).toBe('canRelease');
    await expect.poll(() => pullStatus().textContent()).toBe('Release to refresh');
    await screenshot(page, 'pull-refresh-release-en');
    apiCalls.length = 0;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await pullStatus().and(page.locator('[data-status="complete"]')).waitFor();
    expect(await pullStatus().textContent()).toBe('Updated');
    expect(apiCalls).toContain('/api/vue/user/fundRecords');
    await screenshot(page, 'pull-refresh-updated-en');
  });

  it('a pull on a tab screen refetches that screen only, not a kept-alive screen hidden behind it', async () => {
    await page.goto('/#/home/index');
    await byTestId('home-screen').waitFor();
    await expect.poll(() => byTestId('index-cards').getByTestId('index-card').count()).toBe(4);
    await byTestId('home-news').waitFor();
    await byTestId('tab-quotes').click();
    await byTestId('market-screen').waitFor();
    await expect.poll(() => byTestId('market-screen').getByTestId('quote-last').count()).toBe(10);
    // Home is kept alive behind the quotes; what it had asked for has settled.
    await expect.poll(() => page.locator('[data-keep-alive="/home/index"]').isVisible()).toBe(false);
    await page.waitForTimeout(1000);
    apiCalls.length = 0;
    await drag(187, { y: 250 }, { y: 420 });
    const status = byTestId('market-screen').getByTestId('pull-refresh-status');
    await status.and(page.locator('[data-status="complete"]')).waitFor();
    expect(apiCalls).toContain('/api/vue/market/quotes');
    // Home's own calls (its checklist, news and market overview) are not repeated for a hidden page.
    expect(apiCalls).not.toContain('/api/vue/user/setupProgress');
    expect(apiCalls).not.toContain('/api/vue/news/list');
    expect(apiCalls).not.toContain('/api/vue/market/summary');
  });

  it('a list loads its next ten when scrolled within 300 px of its end; the button stays', async () => {
    await page.goto('/#/market/index');
    await byTestId('market-screen').waitFor();
    const rows = byTestId('market-screen').getByTestId('quote-last');
    await expect.poll(() => rows.count()).toBe(10);
    await byTestId('quotes-load-more').waitFor();
    await page.mouse.move(187, 500);
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => rows.count()).toBe(20);
    await expect.poll(() => byTestId('quotes-load-more').count()).toBe(1);
  });

  it('a quick sideways swipe over the quotes moves to the next market tab', async () => {
    await page.goto('/#/market/index?tab=listed');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => byTestId('market-screen').getByTestId('quote-last').count()).toBeGreaterThan(5);
    await expect.poll(() => byTestId('quotes-tab-listed').getAttribute('aria-selected')).toBe('true');
    await drag(0, { x: 320, y: 600 }, { x: 80, y: 610 }, { steps: 4 });
    await expect.poll(() => byTestId('quotes-tab-otc').getAttribute('aria-selected')).toBe('true');
    await drag(0, { x: 60, y: 600 }, { x: 300, y: 605 }, { steps: 4 });
    await expect.poll(() => byTestId('quotes-tab-listed').getAttribute('aria-selected')).toBe('true');
  });

  it('a screen whose chunk fails to load is retried, then shows the retry screen with the tab bar', async () => {
    let attempts = 0;
    await page.route('**/assets/dividends-screen-*.js', async (route) => {
      attempts += 1;
      await route.abort();
    });
    await page.goto('/#/information/index');
    await byTestId('tab-me').waitFor();
    await page.goto('/#/information/dividends');
    await byTestId('route-error').waitFor({ timeout: 20_000 });
    expect(attempts).toBeGreaterThanOrEqual(1);
    await page.unroute('**/assets/dividends-screen-*.js');
    // Tab roots keep the bar: a tab screen that fails does not take the tab bar with it.
    await page.route('**/assets/news-list-screen-*.js', (route) => route.abort());
    await page.goto('/#/home/newsList');
    await byTestId('route-error').waitFor({ timeout: 20_000 });
    await byTestId('tab-news').waitFor();
    await screenshot(page, 'route-error-with-tabs-en');
    await page.unroute('**/assets/news-list-screen-*.js');
  });
});
