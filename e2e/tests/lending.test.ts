// Securities lending in Chromium at 375×812 (issue 18 §2, §5), on a server of its own whose clock
// starts at 23:59:20 on Tuesday 24 November 2026 in Kuala Lumpur: the demo member opens the seeded Sime
// Darby holding (1,000 shares, fully paid) in Positions, taps "Lend shares", lends all of it with the
// stepper in English, and sees it In progress; after midnight the lending job accrues the day at the
// close (RM2,300 × 2% ÷ 365 × 50% = 6 sen), which the screen shows as today's and the total rebate.
// Then in Malay the member reads the same screen from My account and recalls the shares behind the
// confirmation: the loan ends and its rebate is paid. Screenshots in English, Malay and Chinese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loggedInMobilePage, screenshot, chooseLanguage } from '../browser.ts';
import { startServer, type TestServer } from '../server.ts';

const SIME_DARBY = 'MY:4197';

describe('securities lending', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let page: Page;

  beforeAll(async () => {
    // Tuesday 23:59:20 in Kuala Lumpur when the server listens: forty seconds to lend before the day
    // the lending job accrues at midnight. Its first start (fresh data, the price history backfilled)
    // is at 23:50, so the one that counts is quick and the clock can start this close.
    server = await startServer('lending', '2026-11-24T15:59:20Z', { prepareAt: '2026-11-24T15:50:00Z' });
    browser = await launchBrowser();
    page = await loggedInMobilePage(browser, server.baseUrl);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const byTestId = (id: string) => page.getByTestId(id);

  it('lends the Sime Darby holding from its position detail, in English', async () => {
    await chooseLanguage(page, 'en');
    await page.goto('/#/trade/index?tab=holding');
    const row = page.locator(`[data-testid="position-row"][data-symbol="${SIME_DARBY}"]`).first();
    await row.waitFor();
    await row.getByTestId('position-open').click();
    await byTestId('position-detail-screen').waitFor();
    await byTestId('detail-lend').click();
    await byTestId('lending-screen').waitFor();
    await byTestId('lending-form').waitFor();
    expect(await byTestId('lending-member-rate').textContent()).toBe('1% a year');
    expect(await byTestId('lending-min-amount').textContent()).toBe('1,000.00 MYR');
    expect(await byTestId('lending-quantity').inputValue()).toBe('1000');
    // The stepper steps in whole lots of 100 and stops at what can be lent.
    await byTestId('lending-quantity-down').click();
    expect(await byTestId('lending-quantity').inputValue()).toBe('900');
    await byTestId('lending-quantity-up').click();
    await byTestId('lending-quantity-up').click();
    expect(await byTestId('lending-quantity').inputValue()).toBe('1000');
    await byTestId('lending-form').scrollIntoViewIfNeeded();
    await screenshot(page, 'lending-en-form');
    await byTestId('lending-submit').click();
    await byTestId('lending-loans-active').getByTestId('lending-loan').first().waitFor();
    await byTestId('lending-not-eligible').waitFor();
    expect(await byTestId('lending-lent-value').textContent()).toMatch(/^[\d,]+\.\d\d MYR$/);
    expect(await byTestId('lending-accrued-total').textContent()).toBe('0.00 MYR');
    await screenshot(page, 'lending-en-lent');
    // The position shows its lent shares.
    await page.goto('/#/trade/index?tab=holding');
    await row.getByTestId('position-lent').waitFor();
    expect(await row.getByTestId('position-lent').textContent()).toMatch(/^Lent 1,?000$/);
  }, 120_000);

  it('after midnight in Kuala Lumpur the day has accrued: today and in total', async () => {
    await page.goto('/#/home/lending');
    await byTestId('lending-summary').waitFor();
    // Midnight comes forty seconds after the server listens; the job runs at the first engine round
    // of the new date. The day's close values the 1,000 shares; 2% a year, half to the member.
    await expect
      .poll(
        async () => {
          await page.reload();
          await byTestId('lending-accrued-total').waitFor();
          return byTestId('lending-accrued-total').textContent();
        },
        { timeout: 120_000, interval: 2_000 },
      )
      .not.toBe('0.00 MYR');
    const total = await byTestId('lending-accrued-total').textContent();
    expect(total).toMatch(/^0\.0\d MYR$/);
    expect(await byTestId('lending-accrued-today').textContent()).toBe(total);
    expect(await byTestId('lending-accrued-month').textContent()).toBe(total);
    expect(await byTestId('lending-loan-today').first().textContent()).toBe(total);
    await screenshot(page, 'lending-en-accrued');
  }, 180_000);

  it('in Malay, from My account, recalls the shares behind a confirmation; in Chinese the ended loan', async () => {
    await chooseLanguage(page, 'ml');
    await page.goto('/#/information/index');
    await byTestId('menu-lending').click();
    await byTestId('lending-screen').waitFor();
    await byTestId('lending-loans-active').waitFor();
    expect(await byTestId('lending-tab-active').textContent()).toBe('Sedang berjalan');
    await expect.poll(() => byTestId('lending-loan').first().textContent()).toContain('Sime Darby');
    await screenshot(page, 'lending-ml');
    await byTestId('lending-recall').first().click();
    await byTestId('lending-recall-dialog').waitFor();
    expect(await byTestId('lending-recall-dialog-confirm').textContent()).toBe('Tarik balik');
    // The dialog fades in: the screenshot waits for it to be fully shown.
    await page.waitForTimeout(600);
    await screenshot(page, 'lending-ml-recall');
    await byTestId('lending-recall-dialog-confirm').click();
    await byTestId('lending-empty-active').waitFor();
    await byTestId('lending-tab-ended').click();
    const ended = byTestId('lending-loans-ended').getByTestId('lending-loan').first();
    await ended.waitFor();
    expect(await ended.textContent()).toContain('Ditarik balik');
    await screenshot(page, 'lending-ml-ended');
    // The recall's toast is gone before the Chinese screen is taken.
    await page.waitForTimeout(3500);
    await chooseLanguage(page, 'zh');
    await page.goto('/#/home/lending');
    await byTestId('lending-tab-ended').click();
    await byTestId('lending-loans-ended').waitFor();
    await screenshot(page, 'lending-zh-ended');
  }, 120_000);
});
