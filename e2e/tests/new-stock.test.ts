// New shares (issue 17), in English and Malay: staff announce and open a Bursa IPO; the demo member
// applies in subscription lots (the amount frozen is quantity × price + fee) and sees it under
// Subscription; staff close, price and run the ballot in the back office; the member sees the result
// and verifies it in the app; the allotment puts the shares under Inventory and the listing makes them
// a holding. Then a book-building offering: a bid at the offer price, a win, and the purchase step paid
// with the fund password. Each run announces its own offerings (fresh codes), so the one-application
// limit never meets an earlier run's, and nothing depends on what other suites changed.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loggedInMobilePage, newStaffPage, screenshot, signInStaff } from '../browser.ts';

const baseUrl = inject('baseUrl');
const FUND_PASSWORD = '123456';
// The e2e server's clock starts on Monday 23 November 2026, 10:00 in Kuala Lumpur (global-setup.ts).
const OPENS_AT = '2026-11-22T01:00:00.000Z';
const CLOSES_AT = '2026-12-04T09:00:00.000Z';

describe('new shares: apply, ballot, verify, inventory and listing', () => {
  let browser: Browser;
  let member: Page;
  let staff: Page;
  const suffix = String(Date.now()).slice(-5);
  let ipoId = 0;
  let ipoCode = '';

  async function useLanguage(language: string, tag: string): Promise<void> {
    await member.goto('/#/information/changeLang');
    await member.getByTestId(`language-option-${language}`).click();
    await member.locator(`[data-testid="language-option-${language}"][aria-checked="true"]`).waitFor();
    await member.waitForFunction((lang) => document.documentElement.lang === lang, tag);
  }

  async function setFontSize(size: 'large' | 'normal'): Promise<void> {
    await member.goto('/#/information/setting');
    await member.getByTestId(`font-size-${size}`).click();
    await member.waitForFunction((wanted) => document.documentElement.dataset.fontSize === wanted, size);
  }

  /** A staff call with the signed-in administrator's session (kept in the back office's sessionStorage). */
  async function staffCall(path: string, body: object): Promise<Record<string, unknown>> {
    const answer = await staff.evaluate(
      async ({ path, body }) => {
        const response = await fetch(`/api/admin/${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            token: sessionStorage.getItem('staffToken') ?? '',
            account: sessionStorage.getItem('staffAccount') ?? '',
          },
          body: JSON.stringify(body),
        });
        return (await response.json()) as { status: number; msg: string; data: Record<string, unknown> };
      },
      { path, body },
    );
    if (answer.status !== 1) throw new Error(`${path} refused: ${answer.msg}`);
    return answer.data;
  }

  /** The offering's back-office page, freshly loaded (a hash change alone would keep the old data). */
  async function openStaffPage(id: number): Promise<void> {
    await staff.goto(`/admin/#/offerings/${id}`);
    await staff.reload();
    await staff.getByTestId('offering-detail-page').waitFor();
  }

  /**
   * Runs a lifecycle action from the offering's back-office page and waits for the new state. The
   * offerings job may have made the move first (an opening whose time has passed): then there is
   * nothing left to click.
   */
  async function staffAction(
    id: number,
    action: string,
    state: string,
    issuePrice?: string,
    laterState?: string,
  ): Promise<void> {
    await openStaffPage(id);
    const page = staff.getByTestId('offering-detail-page');
    if ((await page.getAttribute('data-state')) !== state || action === 'allot') {
      await staff.getByTestId(`offering-action-${action}`).click();
      if (issuePrice !== undefined) await staff.getByTestId('offering-action-price').last().fill(issuePrice);
      await staff.getByTestId('offering-action-reason').last().fill(`Browser test: ${action}`);
      await staff.getByTestId('offering-action-confirm').last().click();
    }
    await expect
      .poll(async () => {
        await openStaffPage(id);
        const reached = await page.getAttribute('data-state');
        // The schedule job (every 15 s) may already have taken the next step it is due for.
        return reached === laterState ? state : reached;
      })
      .toBe(state);
  }

  /** A member screen freshly loaded: what staff just did shows without waiting for a refresh. */
  async function show(url: string): Promise<void> {
    await member.goto(url);
    await member.reload();
  }

  async function openDetail(id: number, isJapan = false): Promise<void> {
    await show(`/#/home/${isJapan ? 'newStockJpDetail' : 'newStockDetail'}?id=${id}`);
    await member.getByTestId('offering-detail').waitFor();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    member = await loggedInMobilePage(browser, baseUrl);
    staff = await newStaffPage(browser, baseUrl);
    await signInStaff(staff);
    await staff.getByTestId('nav-offerings').waitFor();
  });
  afterAll(async () => {
    // The demo member as the other suites expect: normal text, Traditional Chinese (trading.test.ts
    // reads its texts in zh and ran after this file in CI).
    await setFontSize('normal').catch(() => undefined);
    await useLanguage('zh', 'zh-Hant').catch(() => undefined);
    await browser.close();
  });

  it('staff announce a Bursa IPO and open it from its back-office page', async () => {
    ipoCode = `E${suffix}`;
    const created = await staffCall('offerings/create', {
      type: 'ipo',
      newInstrument: { code: ipoCode, names: { en: `Browser Test ${suffix} Berhad` } },
      market: 'MY',
      leadUnderwriter: 'Maybank Investment Bank',
      applicationPrice: '1.20',
      lotSize: '10000',
      minQuantity: '10000',
      quantityOffered: '1000000',
      opensAt: OPENS_AT,
      closesAt: CLOSES_AT,
      drawAt: '2026-12-07T02:00:00.000Z',
      allotmentAt: '2026-12-09T02:00:00.000Z',
      listingAt: '2026-12-14T01:00:00.000Z',
      fee: '2.50',
      feeOnSuccessOnly: true,
      prospectus: { en: 'A browser-test company. Proceeds fund a new plant.' },
    });
    ipoId = Number(created.id);
    expect(ipoId).toBeGreaterThan(0);
    await staff.goto('/admin/#/offerings');
    await staff.getByTestId('offerings-table').waitFor();
    await staffAction(ipoId, 'open', 'open');
    await screenshot(staff, 'new-stock-admin-open');
  });

  it('the member applies for one lot in English: 10,000 × RM 1.20 + RM 2.50 is frozen', async () => {
    await useLanguage('en', 'en');
    await member.goto('/#/home/newStock');
    await member.getByTestId('new-stock-screen').waitFor();
    await member.locator(`[data-testid="offering-card"][data-offering-id="${ipoId}"]`).waitFor();
    await screenshot(member, 'new-stock-list-en');
    await member.locator(`[data-testid="offering-card"][data-offering-id="${ipoId}"]`).click();
    await member.getByTestId('offering-detail').waitFor();
    await screenshot(member, 'new-stock-detail-en');
    await member.getByTestId('offering-apply').click();
    await member.getByTestId('new-stock-buy-form').waitFor();
    await expect.poll(() => member.getByTestId('buy-freeze').textContent()).toBe('12,002.50 MYR');
    expect(await member.getByTestId('buy-shares').textContent()).toBe('1 lot = 10,000 shares');
    await member.getByTestId('buy-fund-password').fill(FUND_PASSWORD);
    await screenshot(member, 'new-stock-buy-en');
    await member.getByTestId('buy-submit').click();
    await member.getByTestId('buy-confirm-details').waitFor();
    await member.getByTestId('buy-dialog-confirm').click();
    await member.getByTestId('offering-my-applications').waitFor();
    await expect
      .poll(() => member.getByTestId('application-state').first().textContent())
      .toBe('Subscribing');
    await expect
      .poll(() => member.getByTestId('application-frozen').first().textContent())
      .toBe('12,002.50 MYR');
  });

  it('the application shows under Subscription, in Malay too', async () => {
    await show('/#/trade/index?tab=subscription');
    const row = member.locator('[data-testid="application-row"]').filter({ hasText: ipoCode }).first();
    await row.waitFor();
    await screenshot(member, 'new-stock-subscription-en');
    await useLanguage('ml', 'ms');
    await show('/#/trade/index?tab=subscription');
    await expect.poll(() => row.getByTestId('application-state').textContent()).toBe('Sedang melanggan');
    await screenshot(member, 'new-stock-subscription-ml');
    await openDetail(ipoId);
    await screenshot(member, 'new-stock-detail-ml');
  });

  it('staff close, price at RM 1.15 and run the ballot from the back office', async () => {
    await staffAction(ipoId, 'close', 'closed');
    await staffAction(ipoId, 'price', 'priced', '1.15');
    await staffAction(ipoId, 'ballot', 'balloted');
    await expect.poll(() => staff.getByTestId('offering-detail-issue-price').textContent()).toBe('1.15 MYR');
    await expect.poll(() => staff.getByTestId('offering-detail-seed').textContent()).toMatch(/^[0-9a-f]{64}/);
    await screenshot(staff, 'new-stock-admin-balloted');
  });

  it('the member sees the result and verifies it in the app (Malay)', async () => {
    await openDetail(ipoId);
    await expect.poll(() => member.getByTestId('application-state').first().textContent()).toBe('Berjaya');
    await expect.poll(() => member.getByTestId('application-allotted').first().textContent()).toBe('10,000');
    await member.getByTestId('ballot-verify').click();
    await expect
      .poll(() => member.getByTestId('ballot-verify-result').getAttribute('data-outcome'))
      .toBe('verified');
    await member.getByTestId('offering-ballot').scrollIntoViewIfNeeded();
    await screenshot(member, 'new-stock-verified-ml');
    await useLanguage('zh', 'zh-Hant');
    await openDetail(ipoId);
    await screenshot(member, 'new-stock-detail-zh');
  });

  it('the allotment puts the shares under Inventory, not sellable until listing', async () => {
    await staffAction(ipoId, 'allot', 'balloted');
    await useLanguage('en', 'en');
    await show('/#/trade/index?tab=inventory');
    const row = member.locator(`[data-testid="inventory-row"]`).filter({ hasText: ipoCode }).first();
    await row.waitFor();
    await expect.poll(() => row.getByTestId('inventory-quantity').textContent()).toBe('10,000');
    await screenshot(member, 'new-stock-inventory-en');
  });

  it('the listing makes them an ordinary holding at the issue price', async () => {
    await staffAction(ipoId, 'list', 'listed');
    await show('/#/trade/index?tab=inventory');
    await member.getByTestId('trade-screen').waitFor();
    await expect
      .poll(async () => member.locator('[data-testid="inventory-row"]').filter({ hasText: ipoCode }).count())
      .toBe(0);
    await show('/#/trade/index?tab=holding');
    await expect
      .poll(async () =>
        member
          .getByTestId('position-list')
          .innerText()
          .catch(() => ''),
      )
      .toContain(ipoCode);
    await screenshot(member, 'new-stock-holding-en');
  });

  it('a book-building win is paid through the purchase step (Malay, Large font)', async () => {
    const code = `J${suffix}`;
    const created = await staffCall('offerings/create', {
      type: 'jp_bookbuilding',
      newInstrument: { code, names: { en: `Browser Test ${suffix} KK` } },
      market: 'MY',
      leadUnderwriter: 'Nomura',
      priceLow: '1.00',
      priceHigh: '1.20',
      lotSize: '100',
      minQuantity: '100',
      quantityOffered: '100000',
      opensAt: OPENS_AT,
      closesAt: CLOSES_AT,
      paymentDeadline: '2026-12-31T09:00:00.000Z',
      listingAt: '2027-01-05T01:00:00.000Z',
      fee: '0',
    });
    const id = Number(created.id);
    await staffAction(id, 'open', 'open');
    await useLanguage('ml', 'ms');
    await setFontSize('large');
    await member.goto(`/#/home/newStockBuy?id=${id}`);
    await member.getByTestId('new-stock-buy-form').waitFor();
    await member.getByTestId('buy-at-offer-price').check();
    await expect.poll(() => member.getByTestId('buy-no-freeze').isVisible()).toBe(true);
    // The IPO application above verified the fund password on this session, which unlocks new-share
    // applications for TRADE_UNLOCK_MINUTES (decision 0028): the second is not asked for it.
    await member.getByTestId('buy-unlocked').waitFor();
    expect(await member.getByTestId('buy-unlocked').textContent()).toMatch(/\d{2}:\d{2}/);
    expect(await member.getByTestId('buy-fund-password').count()).toBe(0);
    await expect.poll(() => member.getByText('Bida pembinaan buku').count()).toBeGreaterThan(0);
    await screenshot(member, 'new-stock-bid-ml-large');
    await member.getByTestId('buy-submit').click();
    await member.getByTestId('buy-dialog-confirm').click();
    await member.getByTestId('offering-my-applications').waitFor();
    await staffAction(id, 'close', 'closed');
    // No draw date: the schedule job draws as soon as it is priced, or staff do.
    await staffAction(id, 'price', 'priced', '1.10', 'balloted');
    await staffAction(id, 'ballot', 'balloted');
    await openDetail(id, true);
    await expect
      .poll(() => member.getByTestId('application-state').first().textContent())
      .toBe('Menunggu bayaran');
    await screenshot(member, 'new-stock-awaiting-payment-ml-large');
    await member.getByTestId('application-pay').first().click();
    await member.getByTestId('application-pay-password').fill(FUND_PASSWORD);
    await screenshot(member, 'new-stock-pay-ml-large');
    await member.getByTestId('application-pay-dialog-confirm').click();
    await expect.poll(() => member.getByTestId('application-state').first().textContent()).toBe('Dilanggan');
    await screenshot(member, 'new-stock-paid-ml-large');
  });

  it('the buy screen says until when the session stays unlocked, titled by type (English, Malay, Chinese)', async () => {
    // A fresh open offering, so the screen is the one a member applies on (nothing applied to it here).
    const created = await staffCall('offerings/create', {
      type: 'jp_bookbuilding',
      newInstrument: { code: `K${suffix}`, names: { en: `Browser Unlock ${suffix} KK` } },
      market: 'MY',
      leadUnderwriter: 'Nomura',
      priceLow: '1.00',
      priceHigh: '1.20',
      lotSize: '100',
      minQuantity: '100',
      quantityOffered: '100000',
      opensAt: OPENS_AT,
      closesAt: CLOSES_AT,
      paymentDeadline: '2026-12-31T09:00:00.000Z',
      listingAt: '2027-01-05T01:00:00.000Z',
      fee: '0',
    });
    const id = Number(created.id);
    await staffAction(id, 'open', 'open');
    await setFontSize('normal');
    for (const [language, tag, title] of [
      ['en', 'en', 'Book-building bid'],
      ['ml', 'ms', 'Bida pembinaan buku'],
      ['zh', 'zh-Hant', '詢價配售出價'],
    ] as const) {
      await useLanguage(language, tag);
      await show(`/#/home/newStockBuy?id=${id}`);
      await member.getByTestId('buy-unlocked').waitFor();
      expect(await member.getByTestId('buy-fund-password').count()).toBe(0);
      await expect.poll(() => member.getByText(title).count()).toBeGreaterThan(0);
      await screenshot(member, `new-stock-buy-unlocked-${language}`);
    }
    await staffCall('offerings/transition', { id, action: 'withdraw', reason: 'Browser test done' });
  });
});
