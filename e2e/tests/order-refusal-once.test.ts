// A refusal on the order ticket is shown once (issue 16 §1, decision 0021), in Chromium at 375×812 in
// English: the form's own check of the draft (a Dogecoin order under the 10.00 USD minimum, which names
// its currency) stays under the form and a tap on submit adds no toast; a refusal from trade/buy is the
// app's toast only, with nothing repeated under the form. The server answers every order the form lets
// through, so its refusal is played by the browser's network layer, in the server's own envelope.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loggedInMobilePage, screenshot } from '../browser.ts';

const baseUrl = inject('baseUrl');
const DOGECOIN = 'CRYPTO:DOGEUSDT';

type Catalogue = Record<string, Record<string, string>>;
const en = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/i18n/en.json'), 'utf8'),
) as Catalogue;

describe('a refusal on the order ticket is shown once', () => {
  let browser: Browser;
  let page: Page;
  const byTestId = (id: string) => page.getByTestId(id);

  async function useLanguage(language: string, tag: string): Promise<void> {
    await page.goto('/#/information/changeLang');
    await byTestId(`language-option-${language}`).click();
    await page.locator(`[data-testid="language-option-${language}"][aria-checked="true"]`).waitFor();
    await page.waitForFunction((lang) => document.documentElement.lang === lang, tag);
  }

  async function openOrderForm(): Promise<void> {
    await page.goto(`/#/market/stockDetail?symbol=${DOGECOIN}`);
    await byTestId('quote-header').waitFor();
    await byTestId('order-long').click();
    await byTestId('order-form').waitFor();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await loggedInMobilePage(browser, baseUrl);
    await useLanguage('en', 'en');
  });
  afterAll(async () => {
    // The demo member's language back to Traditional Chinese, for the suites that read it.
    await useLanguage('zh', 'zh-Hant');
    await browser.close();
  });

  it('keeps the form’s own check under the form, with its currency, and adds no toast on submit', async () => {
    await openOrderForm();
    await byTestId('order-type-market').click();
    // One Dogecoin is a few US cents: under the pair's 10.00 USD minimum.
    await byTestId('order-quantity').fill('1');
    const problem = byTestId('order-problem');
    await expect
      .poll(() => problem.textContent())
      .toMatch(/^The minimum order amount is [\d,]+\.\d{2} USD\.$/);
    await byTestId('order-submit').click();
    await page.waitForTimeout(600);
    expect(await byTestId('toast').count()).toBe(0);
    expect(await byTestId('order-confirm').count()).toBe(0);
    expect(await problem.count()).toBe(1);
    await screenshot(page, 'order-refusal-inline-en');
  });

  it('shows the server’s refusal as the toast only, not again under the form', async () => {
    await page.route('**/api/vue/trade/buy', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 0,
          msg: 'MIN_ORDER_AMOUNT',
          params: { amount: '10', currency: 'USD' },
        }),
      }),
    );
    await byTestId('order-quantity').fill('100');
    await expect.poll(() => byTestId('order-problem').count()).toBe(0);
    await byTestId('order-submit').click();
    await byTestId('order-confirm-send').click();
    const refusal = (en.errors?.MIN_ORDER_AMOUNT ?? '')
      .replace('{{amount}}', '10.00')
      .replace('{{currency}}', 'USD');
    await expect.poll(() => byTestId('toast').textContent()).toBe(refusal);
    expect(await byTestId('form-error').count()).toBe(0);
    expect(await byTestId('order-problem').count()).toBe(0);
    await screenshot(page, 'order-refusal-toast-en');
    await page.unroute('**/api/vue/trade/buy');
  });
});
