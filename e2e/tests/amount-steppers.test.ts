// Withdraw and exchange amounts use the app's stepper (issue 16 §4), in Chromium at 375×812 as the demo
// member: + from an empty box goes to the minimum withdrawal and steps by it, − steps back and is off
// at the minimum, + is off at the most that can be withdrawn; an exchange steps a round hundred in the
// currency's decimals up to the balance, and not at all in a currency the member holds none of. Screens in English, Malay and
// Chinese are saved to .artifacts/screenshots/amount-stepper-*.png. The demo member has no bank card,
// and the form only opens with one: the browser's network layer adds one to what the server answers
// (nothing is withdrawn), so the shared demo account is left as the other suites expect it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loggedInMobilePage, screenshot } from '../browser.ts';

const baseUrl = inject('baseUrl');

describe('amount steppers on withdraw and exchange', () => {
  let browser: Browser;
  let page: Page;
  const byTestId = (id: string) => page.getByTestId(id);
  const value = (id: string) => byTestId(id).inputValue();

  async function chooseLanguage(language: string, tag: string): Promise<void> {
    await page.goto('/#/information/changeLang');
    await byTestId(`language-option-${language}`).click();
    await page.locator(`[data-testid="language-option-${language}"][aria-checked="true"]`).waitFor();
    await page.waitForFunction((lang) => document.documentElement.lang === lang, tag);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await loggedInMobilePage(browser, baseUrl);
    await page.route('**/api/vue/user/setupProgress', async (route) => {
      const answer = (await (await route.fetch()).json()) as { data: Record<string, unknown> };
      await route.fulfill({ json: { ...answer, data: { ...answer.data, hasBankCard: true } } });
    });
    await page.route('**/api/vue/bank/list', (route) =>
      route.fulfill({
        json: {
          status: 1,
          msg: '',
          data: {
            items: [
              {
                id: 1,
                holder: 'NUR AISYAH BINTI AHMAD FAUZI',
                accountNumber: '********1234',
                bankCode: 'MBB',
                bankName: 'Maybank',
                branch: 'Kuala Lumpur',
                createdAt: '2026-11-20T02:00:00.000Z',
              },
            ],
            page: 1,
            total: 1,
            hasMore: false,
          },
        },
      }),
    );
    // The home screen read the member's setup before these routes existed, and the app keeps what it
    // read: start it again so every read goes through them.
    await page.reload();
    await byTestId('home-screen').waitFor();
    await chooseLanguage('en', 'en');
  });
  afterAll(async () => {
    // The demo member's language back to Traditional Chinese, for the suites that read it.
    await chooseLanguage('zh', 'zh-Hant');
    await browser.close();
  });

  it('steps a withdrawal by its minimum, between the minimum and what can be withdrawn', async () => {
    await page.goto('/#/information/cashOut');
    await byTestId('cash-out-form').waitFor();
    await byTestId('withdraw-currency').selectOption('MYR');
    const rules = (await byTestId('withdraw-rules').innerText()).replace(/,/g, '');
    // "Minimum 100.00 and maximum 50000.00 per withdrawal" in some wording: the first amount is the minimum.
    const minimum = /(\d+\.\d{2})/.exec(rules)?.[1] ?? '';
    expect(minimum).not.toBe('');
    expect(await byTestId('withdraw-amount-down').isDisabled()).toBe(true);
    await byTestId('withdraw-amount-up').click();
    expect(await value('withdraw-amount')).toBe(minimum);
    expect(await byTestId('withdraw-amount-down').isDisabled()).toBe(true);
    await byTestId('withdraw-amount-up').click();
    expect(await value('withdraw-amount')).toBe((Number(minimum) * 2).toFixed(2));
    await byTestId('withdraw-amount-down').click();
    expect(await value('withdraw-amount')).toBe(minimum);
    await byTestId('withdraw-max').click();
    const most = await value('withdraw-amount');
    expect(most).toMatch(/^\d+\.\d{2}$/);
    expect(await byTestId('withdraw-amount-up').isDisabled()).toBe(true);
    await byTestId('withdraw-amount').fill('');
    await screenshot(page, 'amount-stepper-withdraw-en');
  });

  it('steps an exchange a round hundred in the currency’s decimals, up to the balance', async () => {
    await page.goto('/#/information/exChange');
    await byTestId('exchange-form').waitFor();
    await byTestId('exchange-from').selectOption('MYR');
    await byTestId('exchange-to').selectOption('USD');
    await byTestId('exchange-amount-up').click();
    expect(await value('exchange-amount')).toBe('100.00');
    await byTestId('exchange-amount-up').click();
    expect(await value('exchange-amount')).toBe('200.00');
    await byTestId('exchange-amount-down').click();
    expect(await value('exchange-amount')).toBe('100.00');
    await expect.poll(() => byTestId('exchange-receive').textContent()).toContain('USD');
    await screenshot(page, 'amount-stepper-exchange-en');
    await byTestId('exchange-all').click();
    expect(await byTestId('exchange-amount-up').isDisabled()).toBe(true);
    // A currency the member holds none of: nothing to step up to.
    await byTestId('exchange-from').selectOption('KRW');
    await byTestId('exchange-amount').fill('');
    expect(await byTestId('exchange-amount-up').isDisabled()).toBe(true);
  });

  it('reads the same in Malay and Chinese', async () => {
    for (const [language, tag] of [
      ['ml', 'ms'],
      ['zh', 'zh-Hant'],
    ] as const) {
      await chooseLanguage(language, tag);
      await page.goto('/#/information/cashOut');
      await byTestId('cash-out-form').waitFor();
      await byTestId('withdraw-amount-up').click();
      await screenshot(page, `amount-stepper-withdraw-${language}`);
      await page.goto('/#/information/exChange');
      await byTestId('exchange-form').waitFor();
      await byTestId('exchange-amount-up').click();
      await expect.poll(() => byTestId('exchange-receive').textContent()).toMatch(/\d/);
      await screenshot(page, `amount-stepper-exchange-${language}`);
    }
  });
});
