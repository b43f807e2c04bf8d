// Price alerts end to end in Chromium at 375×812 (issue 16 §5), with the market engine ticking
// (Monday 10:00 MYT: Bursa trades): the demo member opens Maybank's detail, taps the bell, sets an
// alert "rises to" a level just under the current price — it fires on the engine's next round — and
// sees it turn Triggered in the sheet (the WebSocket's notice push reloads it) and the notice in the
// bell, in the member's language. My account › Price alerts lists every alert and deletes one.
// Screenshots in English, Malay (also with the Large font) and Chinese.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loggedInMobilePage } from '../browser.ts';

const baseUrl = inject('baseUrl');
const MAYBANK = 'MY:1155';
const shotsDir = path.resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots');

type Catalogue = { alerts: { kinds: Record<string, string> } };
const catalogue = (language: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, `../../apps/web/src/i18n/${language}.json`), 'utf8'),
  ) as Catalogue;

describe('price alerts', () => {
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
  const shoot = async (name: string) => {
    await expect.poll(() => byTestId('toast').count(), { timeout: 5000 }).toBe(0);
    await page.waitForTimeout(300);
    fs.mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
  };
  const chooseLanguage = async (language: string) => {
    await page.goto('/#/information/changeLang');
    await byTestId(`language-option-${language}`).click();
    await page.waitForTimeout(300);
  };
  const openDetail = async () => {
    await page.goto(`/#/market/stockDetail?symbol=${encodeURIComponent(MAYBANK)}`);
    await byTestId('quote-last').waitFor();
  };
  /** The last price in cents, as the detail shows it. */
  const lastCents = async () => {
    const text = (await byTestId('quote-last').innerText()).replace(/[^\d.]/g, '');
    const [whole = '0', fraction = ''] = text.split('.');
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  };

  it('sets an alert on the stock detail that fires on the next tick, into the bell', async () => {
    await chooseLanguage('en');
    await page.goto('/#/home/index');
    await byTestId('home-screen').waitFor();
    await page.waitForTimeout(1000);
    const unreadBefore = Number((await byTestId('top-menu-bell-count').allInnerTexts())[0] ?? '0');
    await openDetail();
    await byTestId('detail-price-alert').click();
    await byTestId('price-alert-sheet').waitFor();
    await expect.poll(() => byTestId('price-alert-current').innerText()).toMatch(/^Now [\d,.]+ MYR/);

    // A level the domain refuses is explained under the field, and nothing is sent.
    await byTestId('price-alert-threshold').fill('0');
    await byTestId('price-alert-submit').click();
    await expect.poll(() => byTestId('price-alert-problem').innerText()).toContain('greater than zero');
    await byTestId('price-alert-kind-change').click();
    await byTestId('price-alert-threshold').fill('150');
    await byTestId('price-alert-submit').click();
    await expect.poll(() => byTestId('price-alert-problem').innerText()).toContain('100%');

    // "Rises to" two ticks under the price: met now, so the next engine round fires it.
    await byTestId('price-alert-kind-above').click();
    const level = ((await lastCents()) - 4) / 100;
    await byTestId('price-alert-threshold').fill(level.toFixed(2));
    await shoot('price-alert-sheet-en');
    await byTestId('price-alert-submit').click();
    const item = page.locator('[data-testid="detail-price-alerts"] [data-testid="price-alert-item"]').first();
    // The engine's first rounds wait for its start-up backfill of price history (tens of seconds).
    await expect.poll(() => item.getAttribute('data-status'), { timeout: 75_000 }).toBe('fired');
    expect(await item.innerText()).toContain(`Price rises to ${level.toFixed(2)}`);
    expect(await item.innerText()).toContain('Triggered at');
    await shoot('price-alert-fired-en');

    await byTestId('price-alert-close').click();
    await page.goto('/#/home/index');
    // The bell counts the unread notices of the newest page (ten).
    await expect
      .poll(async () => Number((await byTestId('top-menu-bell-count').allInnerTexts())[0] ?? '0'), {
        timeout: 10_000,
      })
      .toBe(Math.min(10, unreadBefore + 1));
    await byTestId('top-menu-bell').click();
    const notice = byTestId('notice-item').first();
    await expect.poll(() => notice.innerText(), { timeout: 10_000 }).toContain('Price alert:');
    expect(await notice.innerText()).toContain('at or above your alert level of MYR');
    await shoot('price-alert-notice-en');
  }, 120_000);

  it('lists every alert in My account and deletes one', async () => {
    await openDetail();
    await byTestId('detail-price-alert').click();
    const sheetRows = page.locator('[data-testid="detail-price-alerts"] [data-testid="price-alert-item"]');
    await sheetRows.first().waitFor();
    const before = await sheetRows.count();
    await byTestId('price-alert-kind-change').click();
    await byTestId('price-alert-threshold').fill('7.5');
    await byTestId('price-alert-submit').click();
    await expect.poll(() => sheetRows.count()).toBe(Math.min(10, before + 1));
    await byTestId('price-alert-close').click();

    await page.goto('/#/information/index');
    await byTestId('menu-price-alerts').click();
    await byTestId('price-alerts-screen').waitFor();
    const rows = page.locator('[data-testid="price-alerts"] [data-testid="price-alert-item"]');
    await rows.first().waitFor();
    expect(await rows.first().innerText()).toContain('Daily change beyond ±7.50%');
    expect(await rows.first().getAttribute('data-status')).toBe('active');
    await shoot('price-alerts-en');

    const listed = await rows.count();
    await rows.first().getByTestId('price-alert-delete').click();
    await byTestId('price-alert-delete-dialog-confirm').click();
    await expect.poll(() => rows.count()).toBe(listed - 1);
    expect(await rows.first().innerText()).not.toContain('±7.50%');
  });

  it('reads Malay (with the Large font) and Chinese', async () => {
    for (const language of ['ml', 'zh'] as const) {
      await chooseLanguage(language);
      await page.goto('/#/information/priceAlerts');
      await page.locator('[data-testid="price-alerts"] [data-testid="price-alert-item"]').first().waitFor();
      await shoot(`price-alerts-${language}`);
      await openDetail();
      await byTestId('detail-price-alert').click();
      await expect
        .poll(() => byTestId('price-alert-kind-above').innerText())
        .toBe(catalogue(language).alerts.kinds.above);
      await shoot(`price-alert-sheet-${language}`);
      await byTestId('price-alert-close').click();
    }
    await chooseLanguage('ml');
    await page.goto('/#/information/setting');
    await byTestId('font-size-large').click();
    await openDetail();
    await byTestId('detail-price-alert').click();
    await byTestId('price-alert-sheet').waitFor();
    await shoot('price-alert-sheet-ml-large');
    await page.goto('/#/information/priceAlerts');
    await page.locator('[data-testid="price-alerts"] [data-testid="price-alert-item"]').first().waitFor();
    await shoot('price-alerts-ml-large');
    await page.goto('/#/information/setting');
    await byTestId('font-size-normal').click();
  });
});
