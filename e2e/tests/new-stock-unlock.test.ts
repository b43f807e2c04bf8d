// New shares, in Chromium at 375×812: the trade unlock ahead of an opening (decision 0028, moomoo's and
// Tiger's "unlock trade") and countdowns on the server's clock when the device's clock is wrong
// (decision 0027). The demo member opens an offering that opens within the unlock's 15 minutes, types
// a wrong fund password (refused once, nothing unlocked), then 123456: the detail says until when,
// and once the offering opens the buy screen applies without the field — in English, then the
// action and the unlock on fresh sessions in Malay and Chinese. Then, with the device's clock 10
// minutes slow and a day fast (Playwright's clock), the countdown to an opening is the server's.
// Offerings are announced through the staff API and withdrawn at the end, so the demo member's money
// is back for the suites after this one.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loggedInMobilePage, newStaffPage, screenshot, signInStaff } from '../browser.ts';

const baseUrl = inject('baseUrl');
const FUND_PASSWORD = '123456';
const CLOSES_AT = '2026-12-04T09:00:00.000Z';
const MINUTE = 60_000;

type Catalogue = { newStock: Record<string, Record<string, string>> };
const catalogue = (language: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, `../../apps/web/src/i18n/${language}.json`), 'utf8'),
  ) as Catalogue;
const EN = catalogue('en');

interface Answer {
  status: number;
  msg: string;
  data: Record<string, unknown>;
}

/** A countdown's "2h 59m 41s" (or "1d 3h 05m") in milliseconds. */
function countdownMs(text: string): number {
  const days = /(\d+)d/.exec(text)?.[1] ?? '0';
  const hours = /(\d+)h/.exec(text)?.[1] ?? '0';
  const minutes = /(\d+)m/.exec(text)?.[1] ?? '0';
  const seconds = /(\d+)s/.exec(text)?.[1] ?? '0';
  return ((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * MINUTE + Number(seconds) * 1000;
}

describe('new shares: unlock ahead of the opening, and countdowns on the server clock', () => {
  let browser: Browser;
  let member: Page;
  let staff: Page;
  const suffix = String(Date.now()).slice(-4);
  const created: number[] = [];
  let soonId = 0;

  async function useLanguage(page: Page, language: string, tag: string): Promise<void> {
    await page.goto('/#/information/changeLang');
    await page.getByTestId(`language-option-${language}`).click();
    await page.locator(`[data-testid="language-option-${language}"][aria-checked="true"]`).waitFor();
    await page.waitForFunction((lang) => document.documentElement.lang === lang, tag);
  }

  async function staffAnswer(call: string, body: object): Promise<Answer> {
    return staff.evaluate(
      async ({ call, body }) => {
        const response = await fetch(`/api/admin/${call}`, {
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
      { call, body },
    );
  }

  /** An IPO announced with a fresh code, opening at `opensAt` (the offerings job opens it then). */
  async function announce(code: string, opensAt: string): Promise<number> {
    const answer = await staffAnswer('offerings/create', {
      type: 'ipo',
      newInstrument: { code, names: { en: `Unlock Test ${code} Berhad` } },
      market: 'MY',
      leadUnderwriter: 'Maybank Investment Bank',
      applicationPrice: '1.00',
      lotSize: '100',
      minQuantity: '100',
      quantityOffered: '1000000',
      // Applications left after the first, so the unlock is still offered on a fresh session.
      perMemberLimit: 5,
      opensAt,
      closesAt: CLOSES_AT,
      fee: '0',
      prospectus: { en: 'A browser-test IPO for the trade unlock.' },
    });
    if (answer.status !== 1) throw new Error(`offerings/create refused: ${answer.msg}`);
    const id = Number(answer.data.id);
    created.push(id);
    return id;
  }

  /** The server's time now (ms), from a public answer's `asOf` — fetched by Node, whatever the page's clock. */
  async function serverNow(): Promise<number> {
    const response = await fetch(new URL('/api/vue/newStock/list', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1 }),
    });
    const answer = (await response.json()) as { data: { asOf: string } };
    return Date.parse(answer.data.asOf);
  }

  async function showDetail(page: Page, id: number): Promise<void> {
    await page.goto(`/#/home/newStockDetail?id=${id}`);
    await page.reload();
    await page.getByTestId('offering-header').waitFor();
  }

  /** Taps "Unlock to apply", types `password` and confirms. */
  async function unlockWith(page: Page, password: string): Promise<void> {
    await page.getByTestId('offering-unlock-button').click();
    await page.getByTestId('offering-unlock-dialog').waitFor();
    await page.getByTestId('offering-unlock-password').fill(password);
    await page.getByTestId('offering-unlock-dialog-confirm').click();
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
    await useLanguage(member, 'zh', 'zh-Hant').catch(() => undefined);
    await browser.close();
  });

  it('unlocks ahead of an opening: a wrong password is refused once, 123456 unlocks, the buy screen does not ask (English)', async () => {
    // Opens in 45 s: within the 15 minutes an unlock made now lasts.
    soonId = await announce(`U${suffix}`, new Date((await serverNow()) + 45_000).toISOString());
    await useLanguage(member, 'en', 'en');
    await showDetail(member, soonId);
    const action = member.getByTestId('offering-unlock');
    await action.waitFor();
    expect(await member.getByTestId('offering-detail').getAttribute('data-state')).toBe('announced');
    expect(await member.getByTestId('offering-unlock-hint').textContent()).toBe(
      'Enter your fund password now so you can apply the moment subscriptions open; unlocked for 15 minutes on this device',
    );
    expect(await member.getByTestId('offering-unlock-button').textContent()).toBe('Unlock to apply');
    await screenshot(member, 'new-stock-unlock-action-en');

    // A wrong password: the refusal once (the toast), nothing unlocked.
    await unlockWith(member, '000000');
    const toast = member.getByTestId('toast');
    await expect.poll(() => toast.textContent()).toBe('Wrong fund password.');
    await expect.poll(() => member.getByTestId('offering-unlock-dialog').count()).toBe(0);
    expect(await member.getByText('Wrong fund password.').count()).toBe(1);
    expect(await action.isVisible()).toBe(true);
    expect(await member.getByTestId('offering-unlocked').count()).toBe(0);
    await member.getByTestId('toast').waitFor({ state: 'detached' });

    // The right one: the success once, then "Unlocked until HH:mm" in place of the action.
    await unlockWith(member, FUND_PASSWORD);
    await expect.poll(() => toast.textContent()).toMatch(/^Applications unlocked until \d{2}:\d{2}$/);
    const time = /(\d{2}:\d{2})$/.exec((await toast.textContent()) ?? '')?.[1] ?? '';
    const unlocked = member.getByTestId('offering-unlocked');
    await expect.poll(() => unlocked.textContent()).toBe(`Unlocked until ${time}: no fund password needed`);
    expect(await action.count()).toBe(0);
    await member.getByTestId('toast').waitFor({ state: 'detached' });
    await screenshot(member, 'new-stock-unlocked-en');

    // Once it opens (the offerings job, every 15 s), the member applies without the fund password.
    await expect
      .poll(
        async () => {
          await showDetail(member, soonId);
          return member.getByTestId('offering-detail').getAttribute('data-state');
        },
        { timeout: 90_000, interval: 3_000 },
      )
      .toBe('open');
    expect(await member.getByTestId('offering-unlocked').textContent()).toBe(
      `Unlocked until ${time}: no fund password needed`,
    );
    await member.getByTestId('offering-apply').click();
    await member.getByTestId('new-stock-buy-form').waitFor();
    await expect
      .poll(() => member.getByTestId('buy-unlocked').textContent())
      .toBe(`Unlocked until ${time}: no fund password needed`);
    expect(await member.getByTestId('buy-fund-password').count()).toBe(0);
    await member.getByTestId('buy-submit').click();
    await member.getByTestId('buy-dialog-confirm').click();
    await expect.poll(() => member.getByTestId('toast').textContent()).toBe('Application submitted');
    await member.getByTestId('offering-my-applications').waitFor();
  }, 150_000);

  it('offers the unlock on an open offering on a fresh session, in Malay and Chinese', async () => {
    const shots: [string, string, RegExp][] = [
      ['ml', 'ms', /^Dibuka kunci sehingga \d{2}:\d{2}: kata laluan dana tidak diperlukan$/],
      ['zh', 'zh-Hant', /^已解鎖至 \d{2}:\d{2}，無需輸入資金密碼$/],
    ];
    for (const [language, tag, unlockedText] of shots) {
      // A new login is a new session: locked until its own unlock.
      const fresh = await loggedInMobilePage(browser, baseUrl);
      try {
        await useLanguage(fresh, language, tag);
        await showDetail(fresh, soonId);
        await fresh.getByTestId('offering-unlock').waitFor();
        const texts = catalogue(language).newStock.unlock;
        expect(await fresh.getByTestId('offering-unlock-hint').textContent()).toBe(
          (texts?.hintOpen ?? '').replace('{{minutes}}', '15'),
        );
        expect(await fresh.getByTestId('offering-unlock-button').textContent()).toBe(texts?.action);
        await screenshot(fresh, `new-stock-unlock-action-${language}`);
        await fresh.getByTestId('offering-unlock-button').click();
        await fresh.getByTestId('offering-unlock-password').fill(FUND_PASSWORD);
        await fresh.waitForTimeout(600);
        await screenshot(fresh, `new-stock-unlock-dialog-${language}`);
        await fresh.getByTestId('offering-unlock-dialog-confirm').click();
        await expect.poll(() => fresh.getByTestId('offering-unlocked').textContent()).toMatch(unlockedText);
        await fresh.getByTestId('toast').waitFor({ state: 'detached' });
        await screenshot(fresh, `new-stock-unlocked-${language}`);
      } finally {
        await fresh.context().close();
      }
    }
    // English's texts are the ones the first case read.
    expect(EN.newStock.unlock?.action).toBe('Unlock to apply');
  });

  it('counts down to an opening on the server clock when the device clock is 10 minutes slow or a day fast', async () => {
    // Opens in three hours of the server's time: "Opens in 2h 59m …", never the device's count.
    const opensAt = (await serverNow()) + 3 * 60 * MINUTE;
    const id = await announce(`K${suffix}`, new Date(opensAt).toISOString());
    const skews: [string, number][] = [
      ['slow', -10 * MINUTE],
      ['fast', 24 * 60 * MINUTE],
    ];
    for (const [name, skew] of skews) {
      const page = await loggedInMobilePage(browser, baseUrl);
      try {
        await useLanguage(page, 'en', 'en');
        // The device's clock: the server's, off by `skew`, ticking from there.
        await page.clock.install({ time: new Date((await serverNow()) + skew) });
        await showDetail(page, id);
        const deviceNow = await page.evaluate(() => Date.now());
        expect(Math.abs(deviceNow - ((await serverNow()) + skew))).toBeLessThan(MINUTE);
        const countdown = page.getByTestId('offering-countdown');
        await expect.poll(() => countdown.textContent()).toMatch(/^Opens in \d+h \d{2}m \d{2}s$/);
        const remaining = countdownMs((await countdown.textContent()) ?? '');
        const expected = opensAt - (await serverNow());
        expect(Math.abs(remaining - expected)).toBeLessThan(MINUTE);
        // What the device's clock alone would say is off by the skew (or nothing left, a day fast).
        expect(Math.abs(remaining - Math.max(0, opensAt - deviceNow))).toBeGreaterThan(5 * MINUTE);
        await screenshot(page, `new-stock-countdown-device-${name}-en`);
      } finally {
        await page.context().close();
      }
    }
  });
});
