// New shares beyond the IPO journey (issue 17 §2, §1), in English and Malay (and Chinese for the
// screenshots): a placement with two tiers — the member sees the tiers and the tier minimum refusal,
// then applies in the lower tier; the back office's page of that offering — bands, oversubscription
// and the CSV export with its header; a rights issue — the member sees the entitlement from the shares
// held at the entitlement date and applies with excess shares; a book-building win declined (spec §4
// "waived") after a confirmation. Offerings are announced through the staff API with fresh codes and
// withdrawn at the end, so the demo member's money is back for the suites after this one.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loggedInMobilePage, newStaffPage, screenshot, signInStaff } from '../browser.ts';

const baseUrl = inject('baseUrl');
const FUND_PASSWORD = '123456';
// The e2e server's clock starts on Monday 23 November 2026, 10:00 in Kuala Lumpur (global-setup.ts).
const OPENS_AT = '2026-11-22T01:00:00.000Z';
const CLOSES_AT = '2026-12-04T09:00:00.000Z';
const CSV_HEADER =
  'id,member_id,account,state,quantity,excess_quantity,bid_price,price,allotted_quantity,currency,' +
  'frozen,fee,refunded,converted,reserve_rank,tier_rank,created_at';

interface Answer {
  status: number;
  msg: string;
  data: Record<string, unknown>;
}

describe('new shares: tiers, rights, the back office and a declined win', () => {
  let browser: Browser;
  let member: Page;
  let staff: Page;
  const suffix = String(Date.now()).slice(-4);
  const created: number[] = [];
  let placementId = 0;
  let placementCode = '';

  async function useLanguage(language: string, tag: string): Promise<void> {
    await member.goto('/#/information/changeLang');
    await member.getByTestId(`language-option-${language}`).click();
    await member.locator(`[data-testid="language-option-${language}"][aria-checked="true"]`).waitFor();
    await member.waitForFunction((lang) => document.documentElement.lang === lang, tag);
  }

  async function staffAnswer(path: string, body: object): Promise<Answer> {
    return staff.evaluate(
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
        return (await response.json()) as Answer;
      },
      { path, body },
    );
  }

  async function staffCall(path: string, body: object): Promise<Record<string, unknown>> {
    const answer = await staffAnswer(path, body);
    if (answer.status !== 1) throw new Error(`${path} refused: ${answer.msg}`);
    return answer.data;
  }

  async function stateOf(id: number): Promise<string> {
    return String((await staffCall('offerings/detail', { id })).state);
  }

  /**
   * A lifecycle step through the staff API. The offerings job (every 15 s) may have taken it first
   * (an opening whose time has passed, a draw right after pricing): then the offering is already in
   * `state` or past it, which is what the test needs.
   */
  async function advance(id: number, action: string, state: string, extra: object = {}): Promise<void> {
    const answer = await staffAnswer('offerings/transition', {
      id,
      action,
      reason: `Browser test: ${action}`,
      ...extra,
    });
    if (answer.status === 1) return;
    expect(answer.msg).toBe('OFFERING_STATE_INVALID');
    const order = ['announced', 'open', 'closed', 'priced', 'balloted', 'listed'];
    expect(order.indexOf(await stateOf(id))).toBeGreaterThanOrEqual(order.indexOf(state));
  }

  async function create(body: object): Promise<number> {
    const id = Number((await staffCall('offerings/create', body)).id);
    created.push(id);
    await advance(id, 'open', 'open');
    return id;
  }

  async function instrumentIdOf(code: string): Promise<number> {
    const page = (await staffCall('instruments/list', { page: 1, market: 'MY', search: code })) as {
      items: { id: number; code: string }[];
    };
    const found = page.items.find((item) => item.code === code);
    if (!found) throw new Error(`instrument ${code} not found`);
    return found.id;
  }

  /** The server's time now, from a member answer's `asOf`. */
  async function serverNow(): Promise<string> {
    return member.evaluate(async () => {
      const response = await fetch('/api/vue/newStock/list', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1 }),
      });
      const answer = (await response.json()) as { data: { asOf: string } };
      return answer.data.asOf;
    });
  }

  /** A member screen freshly loaded: what staff just did shows without waiting for a refresh. */
  async function show(url: string): Promise<void> {
    await member.goto(url);
    await member.reload();
  }

  async function openBuy(id: number): Promise<void> {
    await show(`/#/home/newStockBuy?id=${id}`);
    await member.getByTestId('new-stock-buy-form').waitFor();
  }

  async function submitApplication(): Promise<void> {
    // Asked on the session's first application; then unlocked for a while (decision 0028).
    const asked = member.getByTestId('buy-fund-password');
    await asked.or(member.getByTestId('buy-unlocked')).first().waitFor();
    if ((await asked.count()) > 0) await asked.fill(FUND_PASSWORD);
    await member.getByTestId('buy-submit').click();
    await member.getByTestId('buy-dialog-confirm').click();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    member = await loggedInMobilePage(browser, baseUrl);
    staff = await newStaffPage(browser, baseUrl);
    await signInStaff(staff);
    await staff.getByTestId('nav-offerings').waitFor();
  });
  afterAll(async () => {
    // Every offering withdrawn: the demo member's frozen money comes back for the suites after this.
    for (const id of created) {
      await staffAnswer('offerings/transition', {
        id,
        action: 'withdraw',
        reason: 'Browser test done',
      }).catch(() => undefined);
    }
    // The demo member as the other suites expect: Traditional Chinese (trading.test.ts reads zh).
    await useLanguage('zh', 'zh-Hant').catch(() => undefined);
    await browser.close();
  });

  it('a placement shows its two tiers and refuses an amount below the lowest tier (English)', async () => {
    placementCode = `P${suffix}`;
    placementId = await create({
      type: 'placement',
      instrumentId: await instrumentIdOf('1155'),
      market: 'MY',
      leadUnderwriter: 'CIMB Investment Bank',
      applicationPrice: '9.00',
      lotSize: '100',
      minQuantity: '100',
      quantityOffered: '500',
      tiers: [
        { names: { en: 'Cornerstone', ml: 'Asas' }, minAmount: '50000' },
        { names: { en: 'General', ml: 'Umum' }, minAmount: '5000' },
      ],
      opensAt: OPENS_AT,
      closesAt: CLOSES_AT,
      drawAt: '2026-12-07T02:00:00.000Z',
      prospectus: { en: `A browser-test placement ${placementCode} of Maybank shares.` },
    });
    await useLanguage('en', 'en');
    await show(`/#/home/newStockDetail?id=${placementId}`);
    const facts = member.getByTestId('offering-facts');
    await facts.waitFor();
    await expect.poll(() => facts.innerText()).toContain('Cornerstone · Tier 1: from 50,000.00 MYR');
    expect(await facts.innerText()).toContain('General · Tier 2: from 5,000.00 MYR');
    // The tiers are the facts' last rows.
    await facts.locator('dl > div').last().scrollIntoViewIfNeeded();
    await screenshot(member, 'new-stock-placement-tiers-en');

    // One lot: 100 × RM 9.00 = RM 900.00, below the General tier's RM 5,000.00.
    await openBuy(placementId);
    await submitApplication();
    await expect
      .poll(() => member.getByTestId('toast').textContent())
      .toMatch(/^The minimum for this tier is 5,000\.00/);
    await screenshot(member, 'new-stock-placement-tier-refusal-en');
  });

  it('the tiers and the refusal in Malay, then six lots are accepted in the lower tier', async () => {
    await useLanguage('ml', 'ms');
    await show(`/#/home/newStockDetail?id=${placementId}`);
    const facts = member.getByTestId('offering-facts');
    await expect.poll(() => facts.innerText()).toContain('Asas · Peringkat 1: dari 50,000.00 MYR');
    expect(await facts.innerText()).toContain('Umum · Peringkat 2: dari 5,000.00 MYR');
    // The tiers are the facts' last rows.
    await facts.locator('dl > div').last().scrollIntoViewIfNeeded();
    await screenshot(member, 'new-stock-placement-tiers-ml');
    await openBuy(placementId);
    await submitApplication();
    await expect
      .poll(() => member.getByTestId('toast').textContent())
      .toMatch(/^Minimum untuk peringkat ini ialah 5,000\.00/);
    await screenshot(member, 'new-stock-placement-tier-refusal-ml');

    await openBuy(placementId);
    await member.getByTestId('buy-lots').fill('6');
    await expect.poll(() => member.getByTestId('buy-freeze').textContent()).toBe('5,400.00 MYR');
    await submitApplication();
    await member.getByTestId('offering-my-applications').waitFor();
    await expect
      .poll(() => member.getByTestId('application-frozen').first().textContent())
      .toBe('5,400.00 MYR');
  });

  it('the back office shows the placement’s bands and oversubscription and exports its CSV', async () => {
    await staff.goto(`/admin/#/offerings/${placementId}`);
    await staff.reload();
    await staff.getByTestId('offering-detail-page').waitFor();
    await expect.poll(() => staff.getByTestId('offering-detail-count').textContent()).toBe('1');
    // 600 shares applied for 500 offered.
    await expect
      .poll(() => staff.getByTestId('offering-detail-oversubscription').textContent())
      .toMatch(/1\.20/);
    const bands = staff.getByTestId('offering-bands-table');
    await expect.poll(() => bands.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    expect(await bands.innerText()).toContain('600');
    await expect.poll(() => staff.getByTestId('offering-escrow-check').isVisible()).toBe(true);
    await screenshot(staff, 'new-stock-admin-placement');

    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByTestId('offering-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`offering-${placementId}-MY-1155-applications.csv`);
    const file = await download.path();
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',subscribing,600,0,');
  });

  it('a rights issue shows the entitlement from the shares held and takes excess shares (English)', async () => {
    const at = await serverNow();
    const id = await create({
      type: 'rights',
      instrumentId: await instrumentIdOf('4197'),
      market: 'MY',
      leadUnderwriter: 'RHB Investment Bank',
      applicationPrice: '1.50',
      lotSize: '100',
      quantityOffered: '1000000',
      entitlementRatio: { newShares: 1, heldShares: 2 },
      entitlementAt: at,
      opensAt: OPENS_AT,
      closesAt: CLOSES_AT,
      prospectus: { en: 'A browser-test rights issue: 1 new share for every 2 held.' },
    });
    await useLanguage('en', 'en');
    await show(`/#/home/newStockDetail?id=${id}`);
    const facts = member.getByTestId('offering-facts');
    await expect.poll(() => facts.innerText()).toContain('1 new for every 2 held');
    await openBuy(id);
    const entitlement = member.getByTestId('buy-entitlement');
    await expect.poll(() => entitlement.textContent()).toMatch(/^Your entitlement: [\d,]+ shares$/);
    const entitled = BigInt(
      (/([\d,]+) shares/.exec((await entitlement.textContent()) ?? '')?.[1] ?? '0').replaceAll(',', ''),
    );
    // The demo member holds 1,000 Sime Darby shares: 500 new ones.
    expect(entitled).toBeGreaterThan(0n);
    await member.getByTestId('buy-excess').fill('2');
    // (entitled + 200) × RM 1.50.
    const freeze = ((entitled + 200n) * 150n).toString();
    const expected = `${Number(freeze.slice(0, -2)).toLocaleString('en-US')}.${freeze.slice(-2)} MYR`;
    await expect.poll(() => member.getByTestId('buy-freeze').textContent()).toBe(expected);
    await screenshot(member, 'new-stock-rights-buy-en');
    await submitApplication();
    await member.getByTestId('offering-my-applications').waitFor();
    await expect
      .poll(() => member.getByTestId('application-quantity').first().textContent())
      .toBe(`${Number(entitled).toLocaleString('en-US')} + 200`);
    await expect.poll(() => member.getByTestId('application-frozen').first().textContent()).toBe(expected);
    await screenshot(member, 'new-stock-rights-applied-en');
    await useLanguage('ml', 'ms');
    await openBuy(id);
    await expect.poll(() => entitlement.textContent()).toMatch(/^Hak anda: [\d,]+ saham$/);
    await screenshot(member, 'new-stock-rights-buy-ml');
    await useLanguage('zh', 'zh-Hant');
    await openBuy(id);
    await screenshot(member, 'new-stock-rights-buy-zh');
  });

  it('a book-building win is declined after a confirmation, in English, Malay and Chinese', async () => {
    const code = `D${suffix}`;
    const id = await create({
      type: 'jp_bookbuilding',
      newInstrument: { code, names: { en: `Decline Test ${suffix} KK` } },
      market: 'MY',
      leadUnderwriter: 'Nomura',
      priceLow: '1.00',
      priceHigh: '1.20',
      lotSize: '100',
      minQuantity: '100',
      quantityOffered: '100',
      opensAt: OPENS_AT,
      closesAt: CLOSES_AT,
      paymentDeadline: '2026-12-31T09:00:00.000Z',
      fee: '0',
    });
    await useLanguage('en', 'en');
    await openBuy(id);
    await member.getByTestId('buy-at-offer-price').check();
    await submitApplication();
    await member.getByTestId('offering-my-applications').waitFor();
    await advance(id, 'close', 'closed');
    await advance(id, 'price', 'priced', { issuePrice: '1.10' });
    await advance(id, 'ballot', 'balloted');

    const shots: [string, string, string, RegExp][] = [
      ['en', 'en', 'Awaiting payment', /^Decline your allotment\?/],
      ['ml', 'ms', 'Menunggu bayaran', /^Tolak peruntukan anda\?/],
      ['zh', 'zh-Hant', '', /^放棄獲配股份？/],
    ];
    for (const [language, tag, awaiting, title] of shots) {
      await useLanguage(language, tag);
      await show(`/#/home/newStockJpDetail?id=${id}`);
      await member.getByTestId('offering-my-applications').waitFor();
      const state = member.getByTestId('application-state').first();
      if (awaiting !== '') await expect.poll(() => state.textContent()).toBe(awaiting);
      await member.getByTestId('application-decline').first().scrollIntoViewIfNeeded();
      await screenshot(member, `new-stock-decline-button-${language}`);
      await member.getByTestId('application-decline').first().click();
      const dialog = member.getByTestId('application-decline-dialog');
      await dialog.waitFor();
      await expect.poll(() => dialog.innerText()).toMatch(title);
      expect(await dialog.innerText()).toContain(code);
      // The dialog fades in: let it finish before the picture.
      await member.waitForTimeout(600);
      await screenshot(member, `new-stock-decline-confirm-${language}`);
      if (language !== 'zh') await member.getByTestId('application-decline-dialog-cancel').click();
    }
    // Confirmed in Chinese: the win is waived and nothing was ever frozen.
    await member.getByTestId('application-decline-dialog-confirm').click();
    await useLanguage('en', 'en');
    await show(`/#/home/newStockJpDetail?id=${id}`);
    await expect.poll(() => member.getByTestId('application-state').first().textContent()).toBe('Waived');
    expect(await member.getByTestId('application-decline').count()).toBe(0);
    expect(await member.getByTestId('application-pay').count()).toBe(0);
    await screenshot(member, 'new-stock-declined-en');
  });
});
