// One time, one number standard (issue 16 §3), in Chromium at 375×812 as the demo member in English:
// an order placed on Maybank reads the same Malaysian time on Positions › In progress as its fund
// record does on Fund records (not "02:00 UTC" on one and "10:00" on the other), and MYR heads the
// currency lists of the exchange screen.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loggedInMobilePage, screenshot } from '../browser.ts';

const baseUrl = inject('baseUrl');
const MAYBANK = 'MY:1155';

/** A time as English shows it (DD-MM-YYYY hh:mm AM/PM) in a zone, worked out independently of the app. */
function englishTime(iso: string, timeZone: string): string {
  const parts = new Map(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const hour = Number(parts.get('hour'));
  const twelve = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
  return `${parts.get('day')}-${parts.get('month')}-${parts.get('year')} ${twelve}:${parts.get('minute')} ${hour < 12 ? 'AM' : 'PM'}`;
}

describe('one time and one number standard', () => {
  let browser: Browser;
  let page: Page;
  let session: { token: string; account: string };
  let orderId = 0;

  /** A member API call with the page's session. */
  async function memberCall(call: string, body: object): Promise<Record<string, unknown>> {
    const response = await fetch(`${baseUrl}/api/vue/${call}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `tz-${call}-${Date.now()}-${Math.random()}`,
        ...session,
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { status: number; data: Record<string, unknown> };
    if (answer.status !== 1) throw new Error(`${call}: ${JSON.stringify(answer)}`);
    return answer.data;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await loggedInMobilePage(browser, baseUrl);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('tokend') ?? '',
      account: localStorage.getItem('account') ?? '',
    }));
    session = stored;
    await page.goto('/#/information/changeLang');
    await page.getByTestId('language-option-en').click();
    await page.locator('[data-testid="language-option-en"][aria-checked="true"]').waitFor();
  });
  afterAll(async () => {
    if (orderId > 0) await memberCall('trade/cancel', { orderId }).catch(() => undefined);
    await browser.close();
  });

  it('shows an order and its fund record at the same Malaysian time', async () => {
    const quote = await memberCall('market/detail', { symbol: MAYBANK });
    // A limit 4% under the market on Bursa's 0.02 grid waits In progress (and freezes its cost).
    const cents = Math.floor((Number(quote.last) * 96) / 2) * 2;
    const placed = await memberCall('trade/buy', {
      code: MAYBANK,
      direction: 'long',
      priceType: 'limit',
      price: (cents / 100).toFixed(2),
      quantity: '100',
    });
    const order = placed.order as { id: number; createdAt: string };
    orderId = order.id;
    const malaysian = englishTime(order.createdAt, 'Asia/Kuala_Lumpur');
    const utc = englishTime(order.createdAt, 'UTC');
    expect(malaysian).not.toBe(utc);

    await page.goto('/#/trade/index');
    await page.getByTestId('trade-tab-pending').click();
    const row = page.getByTestId('order-row').first();
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain(`Placed ${malaysian}`);
    expect(await row.innerText()).not.toContain('UTC');
    await screenshot(page, 'time-standard-orders-en');

    const records = await memberCall('user/fundRecords', { page: 1 });
    const latest = (records.items as { createdAt: string }[])[0];
    expect(latest).toBeDefined();
    await page.goto('/#/information/fundRecord');
    const record = page.getByTestId('fund-record').first();
    await record.waitFor();
    expect(await record.innerText()).toContain(englishTime(latest?.createdAt ?? '', 'Asia/Kuala_Lumpur'));
    // The order's freeze is that record: the same minute on both screens.
    expect(await record.innerText()).toContain(malaysian);
    await screenshot(page, 'time-standard-fund-records-en');
  });

  it('lists MYR first on the exchange screen, with a rate of a few significant digits', async () => {
    await page.goto('/#/information/exChange');
    await page.getByTestId('exchange-form').waitFor();
    const fromOptions = await page.getByTestId('exchange-from').locator('option').allTextContents();
    const toOptions = await page.getByTestId('exchange-to').locator('option').allTextContents();
    expect(fromOptions[0]).toContain('MYR');
    expect(toOptions[0]).toContain('MYR');
    const rate = await page.getByTestId('exchange-rate').innerText();
    // "1 MYR = 0.212346 USD": at most six significant digits, never ten decimals.
    expect(rate).toMatch(/^1 MYR = [\d,]+(\.\d+)? USD$/);
    const digits = rate.split(' = ')[1]?.replace(/[^\d]/g, '').replace(/^0+/, '') ?? '';
    expect(digits.length).toBeLessThanOrEqual(6);
    await screenshot(page, 'time-standard-exchange-en');
  });

  it('writes a Tokyo stock in whole yen (its one-yen tick) in the quote list and on its chart', async () => {
    // The wire sends "2985.00"; the screens take the decimals from the tick, not from the wire.
    const wholeYen = /^\d{1,3}(,\d{3})*$/;
    await page.goto('/#/market/index');
    await page.getByTestId('quotes-market-JP').click();
    const toyota = page.locator('[data-symbol="JP:7203"]').first();
    await toyota.waitFor();
    await expect
      .poll(async () => (await toyota.getByTestId('quote-last').innerText()).trim())
      .toMatch(wholeYen);
    await screenshot(page, 'time-standard-quotes-jp-en');
    await page.goto(`/#/market/stockDetail?symbol=${encodeURIComponent('JP:7203')}`);
    const legend = page.locator('.chart-legend b').first();
    await legend.waitFor();
    await expect.poll(async () => (await legend.innerText()).trim()).toMatch(wholeYen);
  });
});
