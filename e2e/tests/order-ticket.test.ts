// The order ticket members trust (issue 16 §2), in Chromium at 375×812 on Monday 10:00 MYT (Bursa and
// crypto trading, New York shut), in English: a Bitcoin order by cash amount goes through the
// confirmation sheet, which shows the coins it buys (BTC, four decimals) and every figure in US dollars;
// one "filled" banner with a link to the order, no toast, gone on the next screen; the position is in
// the All overview (crypto filter) with today's P&L and is closed in coins. "Don't ask again" turns the
// sheet off, and Settings turns it back on. A US stock while New York is shut: both order buttons off,
// with the state and next opening in Malaysian and New York time. The cancel dialog reads
// "Keep order" / "Cancel order", and in Malay "Simpan pesanan" / "Batal pesanan".
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loggedInMobilePage, screenshot } from '../browser.ts';

const baseUrl = inject('baseUrl');
const BITCOIN = 'CRYPTO:BTCUSDT';
const MAYBANK = 'MY:1155';

type Catalogue = Record<string, Record<string, unknown>>;
function catalogue(language: string): Catalogue {
  const file = path.resolve(import.meta.dirname, `../../apps/web/src/i18n/${language}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
}
const en = catalogue('en');
const ml = catalogue('ml');
const text = (book: Catalogue, key: string): string => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], book);
  if (typeof found !== 'string') throw new Error(`no text ${key}`);
  return found;
};

describe('the order ticket', () => {
  let browser: Browser;
  let page: Page;
  const byTestId = (id: string) => page.getByTestId(id);

  async function useLanguage(language: string): Promise<void> {
    await page.goto('/#/information/changeLang');
    await byTestId(`language-option-${language}`).click();
    // Hooks cannot poll with expect: wait for the option to be the checked one and the page in it.
    await page.locator(`[data-testid="language-option-${language}"][aria-checked="true"]`).waitFor();
    const tag = { en: 'en', ml: 'ms', zh: 'zh-Hant' }[language] ?? language;
    await page.waitForFunction((lang) => document.documentElement.lang === lang, tag);
  }

  async function openOrderForm(symbol: string): Promise<void> {
    await page.goto(`/#/market/stockDetail?symbol=${symbol}`);
    await byTestId('quote-header').waitFor();
    await byTestId('order-long').click();
    await byTestId('order-form').waitFor();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await loggedInMobilePage(browser, baseUrl);
    await useLanguage('en');
  });
  afterAll(async () => {
    // The demo member's language back to Traditional Chinese, for the suites that read it.
    await useLanguage('zh');
    await browser.close();
  });

  it('confirms a Bitcoin order by cash amount on the sheet, in coins and US dollars', async () => {
    await openOrderForm(BITCOIN);
    // Coins, not "units" of 0.0001: the default meets the 10.00 USD minimum at once.
    expect(await byTestId('order-quantity').inputValue()).toMatch(/^\d+\.\d{4}$/);
    expect(await page.locator('label[for="order-quantity"]').textContent()).toContain('BTC');
    expect(await byTestId('order-problem').count()).toBe(0);
    await byTestId('order-type-market').click();
    await byTestId('order-size-cash').click();
    await byTestId('order-cash').fill('1000');
    await expect.poll(() => byTestId('order-cash-hint').textContent()).toMatch(/^≈ 0\.\d{4} BTC$/);
    await byTestId('order-submit').click();
    await byTestId('order-confirm').waitFor();
    const quantity = (await byTestId('order-confirm-quantity').textContent()) ?? '';
    expect(quantity).toMatch(/^0\.\d{4} BTC$/);
    // The sheet confirms the coins the amount converted to, as the form said.
    expect(`≈ ${quantity}`).toBe(await byTestId('order-cash-hint').textContent());
    for (const field of ['notional', 'margin', 'fee', 'tax', 'total', 'available', 'availableAfter']) {
      expect(await byTestId(`order-confirm-${field}`).textContent()).toMatch(/USD|US\$/);
      expect(await byTestId(`order-confirm-${field}`).textContent()).toMatch(/\d\.\d{2}\b/);
    }
    expect(await byTestId('order-confirm-price').textContent()).toContain('USD');
    expect(await byTestId('order-confirm-leverage').textContent()).toBe('1×');
    await screenshot(page, 'order-confirm-crypto-en');
    await byTestId('order-confirm-send').click();
    // One confirmation: the banner, without a toast or a raw order number.
    const banner = byTestId('order-placed');
    await banner.waitFor();
    expect(await banner.textContent()).toContain(quantity);
    expect(await banner.textContent()).not.toMatch(/[A-Z]{1,3}\d{8,}/);
    expect(await byTestId('toast').count()).toBe(0);
    expect(await byTestId('order-view-positions').textContent()).toBe(text(en, 'orderForm.viewOrder'));
    await byTestId('order-view-positions').click();
    await byTestId('position-detail-screen').waitFor();
    expect(await byTestId('order-placed').count()).toBe(0);
  });

  it('says "1 lot", not "1 lots", for a single Bursa lot, and Edit sends nothing', async () => {
    await openOrderForm(MAYBANK);
    await byTestId('order-type-market').click();
    await byTestId('order-quantity').fill('1');
    await byTestId('order-submit').click();
    await byTestId('order-confirm').waitFor();
    expect(await byTestId('order-confirm-quantity').textContent()).toBe('1 lot · 100 shares');
    await byTestId('order-confirm-back').click();
    await expect.poll(() => byTestId('order-confirm').count()).toBe(0);
    expect(await byTestId('order-placed').count()).toBe(0);
  });

  it('finds the crypto position in the All overview with today’s P&L, and closes it in coins', async () => {
    await page.goto('/#/trade/index');
    await byTestId('trade-screen').waitFor();
    expect(await byTestId('trade-tab-all').getAttribute('aria-selected')).toBe('true');
    const row = page.locator(`[data-testid="position-row"][data-symbol="${BITCOIN}"]`).first();
    await row.waitFor();
    expect(await row.getByTestId('position-quantity').textContent()).toMatch(/^0\.\d{4} BTC$/);
    await expect.poll(() => row.getByTestId('position-today-pnl').textContent()).toMatch(/\d\.\d{2}.*%/);
    await byTestId('trade-summary-today').first().waitFor();
    await byTestId('trade-market-MY').click();
    await expect
      .poll(() => page.locator(`[data-testid="position-row"][data-symbol="${BITCOIN}"]`).count())
      .toBe(0);
    await byTestId('trade-market-CRYPTO').click();
    await row.waitFor();
    await screenshot(page, 'positions-overview-crypto-en');
    const held = (await row.getByTestId('position-quantity').textContent()) ?? '';
    const positionId = (await row.getAttribute('data-position-id')) ?? '';
    await row.getByTestId('position-close').click();
    await byTestId('close-confirm').waitFor();
    expect(await byTestId('close-held').textContent()).toBe(held);
    expect(await byTestId('close-units').inputValue()).toBe(held.replace(' BTC', ''));
    expect(await byTestId('close-quantity').textContent()).toBe(held);
    expect(await byTestId('close-confirm').textContent()).not.toContain(text(en, 'orderForm.lots'));
    await screenshot(page, 'close-in-coins-en');
    await byTestId('close-confirm-confirm').click();
    await expect
      .poll(() => page.locator(`[data-testid="position-row"][data-position-id="${positionId}"]`).count())
      .toBe(0);
  });

  it('"Don’t ask again" sends orders without the sheet until Settings turns it back on', async () => {
    await openOrderForm(BITCOIN);
    await byTestId('order-type-market').click();
    await byTestId('order-submit').click();
    await byTestId('order-confirm').waitFor();
    await byTestId('order-confirm-dont-ask').check();
    await byTestId('order-confirm-send').click();
    await byTestId('order-placed').waitFor();
    await page.goto('/#/information/setting');
    await byTestId('settings-trading').waitFor();
    expect(await byTestId('order-confirm-off').getAttribute('aria-pressed')).toBe('true');
    await openOrderForm(BITCOIN);
    await byTestId('order-type-market').click();
    await byTestId('order-submit').click();
    await byTestId('order-placed').waitFor();
    expect(await byTestId('order-confirm').count()).toBe(0);
    await page.goto('/#/information/setting');
    await byTestId('order-confirm-on').click();
    expect(await byTestId('order-confirm-on').getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'settings-trading-en');
  });

  it('paints rises green for an English reader, and red once red-up is chosen in Settings', async () => {
    const riseColour = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--up').trim());
    await page.goto('/#/information/setting');
    await byTestId('settings-trading').waitFor();
    expect(await byTestId('up-colour-green').getAttribute('aria-pressed')).toBe('true');
    expect(await riseColour()).toBe('#10a36b');
    await byTestId('up-colour-red').click();
    await expect.poll(riseColour).toBe('#e5484d');
    // The stock's price is painted with it: red when it rose, green when it fell.
    await page.goto(`/#/market/stockDetail?symbol=${MAYBANK}`);
    await byTestId('quote-header').waitFor();
    const price = await page.evaluate(() => {
      const element = document.querySelector('.quote-price.up, .quote-price.down');
      return element === null
        ? null
        : { rose: element.classList.contains('up'), colour: getComputedStyle(element).color };
    });
    if (price !== null) expect(price.colour).toBe(price.rose ? 'rgb(229, 72, 77)' : 'rgb(16, 163, 107)');
    await page.goto('/#/information/setting');
    await byTestId('up-colour-green').click();
    await expect.poll(riseColour).toBe('#10a36b');
  });

  it('turns both order buttons off while New York is shut, with the next opening in both clocks', async () => {
    await page.goto('/#/market/stockDetail?symbol=US:AAPL');
    await byTestId('quote-header').waitFor();
    await expect.poll(() => byTestId('order-long').isDisabled()).toBe(true);
    expect(await byTestId('order-short').isDisabled()).toBe(true);
    const reason = (await byTestId('order-closed-reason').textContent()) ?? '';
    expect(reason).toContain('(Malaysia time)');
    expect(reason).toContain('(market time)');
    expect(reason.startsWith(text(en, 'stockDetail.phases.closed'))).toBe(true);
    await screenshot(page, 'closed-market-en');
  });

  it('asks "Keep order" or "Cancel order" before cancelling, in English and in Malay', async () => {
    await openOrderForm(MAYBANK);
    await byTestId('order-type-limit').click();
    await byTestId('order-price-down').click();
    await byTestId('order-price-down').click();
    await byTestId('order-price-down').click();
    await byTestId('order-submit').click();
    await byTestId('order-confirm-send').click();
    await byTestId('order-placed').waitFor();
    await page.goto('/#/trade/index?tab=pending');
    const order = page.locator(`[data-testid="order-row"][data-symbol="${MAYBANK}"]`).first();
    await order.waitFor();
    await order.getByTestId('order-cancel').click();
    expect(await byTestId('cancel-confirm-cancel').textContent()).toBe('Keep order');
    expect(await byTestId('cancel-confirm-confirm').textContent()).toBe('Cancel order');
    await byTestId('cancel-confirm-cancel').click();
    expect(await order.count()).toBe(1);
    await useLanguage('ml');
    await page.goto('/#/trade/index?tab=pending');
    await order.getByTestId('order-cancel').click();
    expect(await byTestId('cancel-confirm-cancel').textContent()).toBe(text(ml, 'positions.keepOrder'));
    expect(await byTestId('cancel-confirm-cancel').textContent()).toBe('Simpan pesanan');
    expect(await byTestId('cancel-confirm-confirm').textContent()).toBe('Batal pesanan');
    await screenshot(page, 'cancel-dialog-ml');
    await byTestId('cancel-confirm-confirm').click();
    await expect
      .poll(() => page.locator(`[data-testid="order-row"][data-symbol="${MAYBANK}"]`).count())
      .toBe(0);
  });
});
