// Stock and index detail, driven in Chromium at 375×812 on Monday 10:00 MYT (Bursa trading): the demo
// member finds Maybank by its Chinese name and opens it; the quote and the chart show, every chart
// period and the three adjustments redraw the chart (its data attributes name the period, the
// adjustment and the candle count), the chart moves with live ticks, scrolling far left pages back,
// the star puts Maybank in the watchlist, Long opens the order entry's sheet; visitors are sent to
// log in; the index detail shows the FBM KLCI and its chart.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loggedInMobilePage, newMobilePage, screenshot } from '../browser.ts';

const baseUrl = inject('baseUrl');
const PERIODS = ['1m', '5m', '15m', '30m', '1d', '1w', '1mo', '3mo', '6mo', '1y'];

describe('stock and index detail', () => {
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
  const chart = () => byTestId('price-chart');
  const chartState = async () => ({
    status: await chart().getAttribute('data-status'),
    period: await chart().getAttribute('data-period'),
    adjust: await chart().getAttribute('data-adjust'),
    candles: Number(await chart().getAttribute('data-candles')),
  });
  /** Waits until the chart has drawn `period` with `adjust`, and answers its candle count. */
  const drawn = async (period: string, adjust: string) => {
    await expect
      .poll(async () => {
        const state = await chartState();
        return `${state.status}|${state.period}|${state.adjust}`;
      })
      .toBe(`ready|${period}|${adjust}`);
    return (await chartState()).candles;
  };
  /** Screenshots with the page at rest (no toast, e.g. the star's "added"): the chart's canvas is part of it. */
  const shoot = async (name: string) => {
    await expect.poll(() => byTestId('toast').count(), { timeout: 5000 }).toBe(0);
    await page.waitForTimeout(300);
    await screenshot(page, name);
  };

  it('the logged-in demo member reads Chinese', async () => {
    // Logged in (the session is stored); the rest starts from a fresh page on the screens under test.
    await page.goto('/#/information/changeLang');
    await page.reload();
    await byTestId('language-option-zh').click();
    await expect.poll(() => byTestId('language-option-zh').getAttribute('aria-checked')).toBe('true');
  });

  it('finds Maybank by its Chinese name and opens its detail, titled before the detail loads', async () => {
    await page.goto('/#/favorite/search');
    await byTestId('search-input').fill('馬來亞銀行');
    const maybank = page.locator('[data-testid="search-result"][data-symbol="MY:1155"]');
    await maybank.waitFor();
    // The detail call is held back: the title comes from the chosen stock stored on opening.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/vue/market/detail', async (route) => {
      await held;
      await route.continue();
    });
    await maybank.getByTestId('search-result-open').click();
    await byTestId('stock-detail-screen').waitFor();
    expect(await byTestId('detail-title').textContent()).toContain('馬來亞銀行');
    expect(await byTestId('quote-header').count()).toBe(0);
    release();
    await byTestId('quote-header').waitFor();
    await page.unroute('**/api/vue/market/detail');
    expect(page.url()).toContain('/market/stockDetail?symbol=MY%3A1155');
    expect(await byTestId('quote-last').textContent()).toMatch(/^\d+\.\d+$/);
    expect(await byTestId('quote-tick-size').textContent()).toBe('0.02');
    expect(await byTestId('quote-phase').getAttribute('data-phase')).toBe('continuous');
    expect(await byTestId('stock-profile-sector').textContent()).toContain('金融');
    // The profile text in the member's language (Traditional Chinese), not English.
    expect(await byTestId('stock-profile-description').textContent()).toBe(
      '馬來亞銀行是一家在馬來西亞交易所交易的金融服務公司。',
    );
    await byTestId('flows-net-foreign').waitFor();
    expect(await byTestId('stock-flows-source').textContent()).toBe('數據供應商');
    expect(await byTestId('flows-day').count()).toBe(5);
  });

  it('draws the time-share chart and moves it with live ticks', async () => {
    expect(await drawn('1m', 'none')).toBeGreaterThan(0);
    await expect
      .poll(async () => Number(await chart().getAttribute('data-live-updates')), { timeout: 15_000 })
      .toBeGreaterThan(0);
    // The chart library arrived as its own chunk, fetched by this screen.
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(scripts.some((name) => name.includes('lightweight-charts'))).toBe(true);
    await shoot('stock-detail-time-share');
  });

  it('redraws the chart for every period', async () => {
    const counts: Record<string, number> = {};
    for (const period of PERIODS) {
      await byTestId(`chart-period-${period}`).click();
      const adjust = ['1m', '5m', '15m', '30m'].includes(period) ? 'none' : 'forward';
      counts[period] = await drawn(period, adjust);
      expect(counts[period], period).toBeGreaterThan(0);
      if (period === '1w') await shoot('stock-detail-week');
    }
    // Two years of days: more days than weeks, weeks than months. 3 and 6 months are day candles and
    // a year is week candles (a year's worth in view, not three year candles); they share the day
    // and week pages, which may have grown by a page back while the view opened.
    expect(counts['1d']).toBeGreaterThan(counts['1w'] ?? 0);
    expect(counts['1w']).toBeGreaterThan(counts['1mo'] ?? 0);
    expect(counts['3mo']).toBeGreaterThanOrEqual(counts['1d'] ?? 0);
    expect(counts['6mo']).toBeGreaterThanOrEqual(counts['1d'] ?? 0);
    expect(counts['1y']).toBeGreaterThanOrEqual(counts['1w'] ?? 0);
    expect(counts['1y']).toBeGreaterThanOrEqual(52);
  });

  it('draws moving averages and switches the lower pane to MACD and RSI on the 3-month view', async () => {
    await byTestId('chart-period-3mo').click();
    await drawn('3mo', 'forward');
    expect(await chart().getAttribute('data-lower-pane')).toBe('volume');
    expect(await chart().getAttribute('data-averages')).toBe('true');
    expect(await byTestId('chart-legend-averages').textContent()).toMatch(/MA5 [\d,.]+.*MA60 [\d,.]+/);
    await byTestId('chart-pane-macd').click();
    await expect.poll(() => chart().getAttribute('data-lower-pane')).toBe('macd');
    expect(await byTestId('chart-legend-lower').textContent()).toMatch(/DIF -?[\d.]+.*DEA -?[\d.]+/);
    await shoot('stock-detail-3m-macd');
    await byTestId('chart-pane-rsi').click();
    await expect.poll(() => chart().getAttribute('data-lower-pane')).toBe('rsi');
    expect(await byTestId('chart-legend-lower').textContent()).toMatch(/RSI\(14\) \d+\.\d\d/);
    // The averages toggle off and on.
    await byTestId('chart-averages').click();
    expect(await byTestId('chart-legend-averages').count()).toBe(0);
    await byTestId('chart-averages').click();
    await byTestId('chart-legend-averages').waitFor();
    await byTestId('chart-pane-volume').click();
  });

  it('opens the chart full screen in landscape and closes it back', async () => {
    await byTestId('chart-fullscreen').click();
    await expect.poll(() => byTestId('price-chart-card').getAttribute('data-fullscreen')).toBe('true');
    // An upright phone that cannot lock the screen sees the card turned a quarter, filling the screen.
    const box = await byTestId('price-chart-card').boundingBox();
    expect(box?.width).toBeCloseTo(375, 0);
    expect(box?.height).toBeCloseTo(812, 0);
    await page.setViewportSize({ width: 812, height: 375 });
    await page.waitForTimeout(300);
    await shoot('stock-detail-chart-landscape');
    await byTestId('chart-fullscreen').click();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(() => byTestId('price-chart-card').getAttribute('data-fullscreen')).toBe('false');
  });

  it('offers the three adjustments for day candles and redraws with each', async () => {
    await byTestId('chart-period-1d').click();
    await drawn('1d', 'forward');
    for (const adjust of ['none', 'backward', 'forward']) {
      await byTestId(`chart-adjust-${adjust}`).click();
      expect(await drawn('1d', adjust)).toBeGreaterThan(0);
      expect(await byTestId(`chart-adjust-${adjust}`).getAttribute('aria-checked')).toBe('true');
    }
    await shoot('stock-detail-day-forward');
    // Backward-adjusted candles move with live ticks too (ticks scaled into adjusted prices).
    await byTestId('chart-adjust-backward').click();
    await drawn('1d', 'backward');
    await expect
      .poll(async () => Number(await chart().getAttribute('data-live-updates')), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await byTestId('chart-adjust-forward').click();
    await drawn('1d', 'forward');
    // Intraday charts have no adjustment.
    await byTestId('chart-period-5m').click();
    await drawn('5m', 'none');
    expect(await byTestId('chart-adjust-forward').count()).toBe(0);
  });

  it('pages back in time when the chart is scrolled to its left edge', async () => {
    await byTestId('chart-period-1d').click();
    const before = await drawn('1d', 'forward');
    expect(await chart().getAttribute('data-has-more')).toBe('true');
    const box = await chart().boundingBox();
    if (box === null) throw new Error('no chart on screen');
    // Drag the candles to the right, several times, to reach the oldest loaded ones (the 3- and
    // 6-month views may have loaded a second page of days already).
    for (let drag = 0; drag < 16; drag += 1) {
      await page.mouse.move(box.x + 40, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width - 40, box.y + box.height / 2, { steps: 6 });
      await page.mouse.up();
    }
    await expect.poll(async () => Number(await chart().getAttribute('data-candles'))).toBeGreaterThan(before);
  });

  it('stars Maybank, and finds it in the watchlist', async () => {
    const star = byTestId('detail-favorite');
    await expect.poll(() => star.isEnabled()).toBe(true);
    if ((await star.getAttribute('aria-pressed')) === 'true') {
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    }
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await page.goto('/#/favorite/index');
    await page.locator('[data-testid="favorite-item"][data-symbol="MY:1155"]').waitFor();
  });

  it('opens the order form from Long (buy) with the lot and the market’s leverages', async () => {
    await page.goto('/#/market/stockDetail?symbol=MY:1155');
    await byTestId('quote-header').waitFor();
    expect(await byTestId('order-short').isEnabled()).toBe(true);
    await byTestId('order-long').click();
    await byTestId('order-entry').waitFor();
    await byTestId('order-form').waitFor();
    expect(await byTestId('order-direction-long').getAttribute('aria-pressed')).toBe('true');
    expect(await byTestId('order-lot-hint').textContent()).toContain('100');
    expect(await byTestId('order-leverage').locator('option').count()).toBeGreaterThan(1);
    await shoot('stock-detail-order-entry');
    await byTestId('order-entry-close').click();
    await expect.poll(() => byTestId('order-entry').count()).toBe(0);
    // The profile and the provider's flow figures below the chart.
    await byTestId('stock-flows').scrollIntoViewIfNeeded();
    await shoot('stock-detail-profile-flows');
  });

  it('opens a stock directly by its address, even with nothing chosen before', async () => {
    await page.evaluate(() => localStorage.removeItem('chosenStock'));
    await page.goto('/#/market/stockDetail?symbol=US:AAPL');
    await byTestId('quote-header').waitFor();
    expect(await byTestId('quote-header').getAttribute('data-symbol')).toBe('US:AAPL');
    expect(await drawn('1m', 'none')).toBeGreaterThan(0);
  });

  it('shows the FBM KLCI on the index detail with its chart and no adjustment', async () => {
    await page.goto('/#/market/stockDetailzs?symbol=MY:FBMKLCI');
    await byTestId('index-detail-screen').waitFor();
    await byTestId('quote-day-range').waitFor();
    expect(await byTestId('quote-header').getAttribute('data-symbol')).toBe('MY:FBMKLCI');
    expect(await drawn('1m', 'none')).toBeGreaterThan(0);
    await byTestId('chart-period-1d').click();
    expect(await drawn('1d', 'none')).toBeGreaterThan(0);
    expect(await byTestId('chart-adjust-forward').count()).toBe(0);
    expect(await byTestId('order-bar').count()).toBe(0);
    await byTestId('chart-period-1m').click();
    await drawn('1m', 'none');
    await shoot('index-detail');
  });

  it('sends a visitor who taps the star or Long to log in', async () => {
    const visitor = await newMobilePage(browser, baseUrl);
    await visitor.goto('/#/login/login?tab=visitor');
    await visitor.getByTestId('visitor-login').click();
    await expect.poll(() => visitor.url()).toContain('/home/index');
    // The chart library is not part of the login screen or the home screen.
    await visitor.waitForLoadState('networkidle');
    const fetched = await visitor.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(fetched.some((name) => name.includes('/assets/index-'))).toBe(true);
    expect(fetched.filter((name) => name.includes('lightweight-charts'))).toEqual([]);
    await visitor.goto('/#/market/stockDetail?symbol=MY:1155');
    await visitor.reload();
    await visitor.getByTestId('quote-header').waitFor();
    await visitor.getByTestId('detail-favorite').click();
    await visitor.getByTestId('login-screen').waitFor();
    await visitor.goBack();
    await visitor.getByTestId('order-long').click();
    await visitor.getByTestId('login-screen').waitFor();
    await visitor.context().close();
  });
});
