// Market-wrap news in Chromium at 375×812 (issue 16 §6): on a server of its own whose clock starts
// just before Bursa's lunch break (Monday 12:29:50 in Kuala Lumpur), the market-wrap job writes the
// midday wrap from the market's data at 12:30; the member reads it in the price news in English,
// Malay and Traditional Chinese, stamped 12:30 and with the index the quote screens show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loggedInMobilePage, screenshot, chooseLanguage } from '../browser.ts';
import { startServer, type TestServer } from '../server.ts';

describe('market-wrap news', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let page: Page;

  beforeAll(async () => {
    // Monday 12:29:50 in Kuala Lumpur when the server listens: the engine trades the last seconds of
    // Bursa's morning session and comes to the break itself. Its first start (fresh data, the price
    // history backfilled) is at 12:20 and trades that morning too, so the one that counts is quick.
    server = await startServer('market-wrap', '2026-11-23T04:29:50Z', { prepareAt: '2026-11-23T04:20:00Z' });
    browser = await launchBrowser();
    page = await loggedInMobilePage(browser, server.baseUrl);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const byTestId = (id: string) => page.getByTestId(id);
  const wrapItem = () => byTestId('news-list').getByTestId('news-item').first();

  async function openPriceNews(): Promise<void> {
    await byTestId('tab-news').click();
    await byTestId('news-list-screen').waitFor();
    await byTestId('news-tab-price').click();
    await expect.poll(() => byTestId('news-list').getAttribute('data-category')).toBe('price');
  }

  it('lists the midday wrap once the break has begun, stamped 12:30 Malaysian time', async () => {
    await chooseLanguage(page, 'en');
    await openPriceNews();
    // The wrap waits for the last quotes to be stored: 12:30:30, forty seconds after the server listened.
    await expect
      .poll(
        async () => {
          await page.reload();
          await byTestId('news-tab-price').click();
          return wrapItem().textContent();
        },
        { timeout: 120_000, interval: 2_000 },
      )
      .toContain('Bursa Malaysia at midday');
    expect(await wrapItem().textContent()).toContain('12:30');
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, 'market-wrap-list-en');
  }, 150_000);

  it('reads the wrap in English with the index card’s level', async () => {
    // The market summary the home and quote screens read, as the wire carries it.
    const summary = await page.evaluate(async () => {
      const response = await fetch('/api/vue/market/summary', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: '{}',
      });
      return response.text();
    });
    const bursa = /"market":"MY".*?"advancers":(\d+).*?"indices":\[\{.*?"last":"(\d+)\.(\d+)"/.exec(summary);
    if (bursa === null) throw new Error(`no Bursa summary in ${summary.slice(0, 200)}`);
    const [, advancers = '', whole = '', fraction = ''] = bursa;
    const level = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
    await wrapItem().click();
    await expect.poll(() => byTestId('news-article-title').textContent()).toContain(`at ${level}`);
    const body = await byTestId('news-article-body').textContent();
    expect(body).toContain('The morning session ended on 23-11-2026 at 12:30 MYT');
    expect(body).toContain(`Advancers: ${advancers}`);
    await screenshot(page, 'market-wrap-detail-en');
  });

  it('reads the wrap in Malay and in Traditional Chinese', async () => {
    await chooseLanguage(page, 'ml');
    await openPriceNews();
    await expect.poll(() => wrapItem().textContent()).toContain('Bursa Malaysia tengah hari');
    await screenshot(page, 'market-wrap-list-ml');
    await wrapItem().click();
    await expect.poll(() => byTestId('news-article-body').textContent()).toContain('Sesi pagi berakhir');
    await screenshot(page, 'market-wrap-detail-ml');

    await chooseLanguage(page, 'zh');
    await openPriceNews();
    await expect.poll(() => wrapItem().textContent()).toContain('午間');
    await screenshot(page, 'market-wrap-list-zh');
    await wrapItem().click();
    await expect.poll(() => byTestId('news-article-body').textContent()).toContain('早盤交易結束');
    await screenshot(page, 'market-wrap-detail-zh');
  });
});
