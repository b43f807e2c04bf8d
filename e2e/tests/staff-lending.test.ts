// Securities lending programs in the back office (issue 18 §2) in Chromium, on a server of its own
// (the lending job and the programs are not shared with other suites): staff open a Hong Kong program
// with its rate, member share, capacity and minimum, and change Bursa's (RM 1,500 minimum — below the
// holding's value, about RM 2,000, so the program's closing is the only reason to refuse — 4% a year, half
// to the member); the member, in English on the phone, sees Bursa's new terms on the lending form
// of the demo's Sime Darby holding. Staff then close Bursa's program while the member's form is open:
// the member's lend is refused with LENDING_UNAVAILABLE ("Securities lending is full or closed."), and
// the screen, reading the programs again after the refusal, shows the program closed and its lend
// button disabled.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  chooseLanguage,
  launchBrowser,
  loggedInMobilePage,
  newStaffPage,
  screenshot,
  signInStaff,
} from '../browser.ts';
import { startServer, type TestServer } from '../server.ts';

const SIME_DARBY = 'MY:4197';
const memberTexts = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/i18n/en.json'), 'utf8'),
) as { errors: Record<'LENDING_UNAVAILABLE', string> };

describe('staff lending programs', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let staff: Page;
  let member: Page;

  beforeAll(async () => {
    // Monday 10:00 in Kuala Lumpur.
    server = await startServer('staff-lending', '2026-11-23T02:00:00Z');
    browser = await launchBrowser();
    staff = await newStaffPage(browser, server.baseUrl);
    await signInStaff(staff);
    member = await loggedInMobilePage(browser, server.baseUrl);
    await chooseLanguage(member, 'en');
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const programRow = (market: string) =>
    staff
      .getByTestId('lending-programs-table')
      .locator('tr', { has: staff.getByTestId(`lending-program-edit-${market}`) });

  /** Fills the program drawer's terms and saves; the drawer closes once saved. */
  async function saveTerms(terms: { rate: string; share: string; capacity: string; min: string }) {
    await staff.getByTestId('lending-program-rate').fill(terms.rate);
    await staff.getByTestId('lending-program-share').fill(terms.share);
    await staff.getByTestId('lending-program-capacity').fill(terms.capacity);
    await staff.getByTestId('lending-program-min').fill(terms.min);
    await staff.getByTestId('lending-program-save').click();
    await staff.getByTestId('lending-program-rate').waitFor({ state: 'detached' });
  }

  /** The member's lending form of the Sime Darby holding, reached from its position. */
  async function openLendingForm() {
    await member.goto('/#/trade/index?tab=holding');
    const row = member.locator(`[data-testid="position-row"][data-symbol="${SIME_DARBY}"]`).first();
    await row.waitFor();
    await row.getByTestId('position-open').click();
    await member.getByTestId('position-detail-screen').waitFor();
    await member.getByTestId('detail-lend').click();
    await member.getByTestId('lending-screen').waitFor();
    await member.getByTestId('lending-form').waitFor();
  }

  it('staff open a Hong Kong program and change Bursa’s terms; the member sees Bursa’s', async () => {
    await staff.getByTestId('nav-lending').click();
    await programRow('MY').waitFor();
    await staff.getByTestId('lending-program-add').click();
    await staff.getByTestId('lending-program-market').click();
    await staff.locator('.ant-select-item-option[title="HK"]').click();
    await saveTerms({ rate: '3', share: '60', capacity: '1000000', min: '5000' });
    const hongKong = programRow('HK');
    await hongKong.waitFor();
    const hongKongText = await hongKong.innerText();
    for (const shown of ['3%', '60%', '1.8%', '1,000,000.00 HKD', '5,000.00 HKD', 'Open']) {
      expect(hongKongText).toContain(shown);
    }
    await staff.getByTestId('lending-program-edit-MY').click();
    await saveTerms({ rate: '4', share: '50', capacity: '5000000', min: '1500' });
    await expect.poll(() => programRow('MY').innerText()).toContain('1,500.00 MYR');
    const bursa = await programRow('MY').innerText();
    for (const shown of ['4%', '50%', '2%', '5,000,000.00 MYR', 'Open']) expect(bursa).toContain(shown);
    await screenshot(staff, 'admin-lending-programs');

    await openLendingForm();
    expect(await member.getByTestId('lending-member-rate').textContent()).toBe('2% a year');
    expect(await member.getByTestId('lending-min-amount').textContent()).toBe('1,500.00 MYR');
  }, 120_000);

  it('staff close Bursa’s program: the member’s lend is refused as full or closed', async () => {
    await staff.getByTestId('lending-program-edit-MY').click();
    const open = staff.getByTestId('lending-program-open');
    await open.waitFor();
    expect(await open.getAttribute('aria-checked')).toBe('true');
    await open.click();
    await staff.getByTestId('lending-program-save').click();
    await open.waitFor({ state: 'detached' });
    await expect.poll(() => programRow('MY').innerText()).toContain('Closed');
    await screenshot(staff, 'admin-lending-closed');

    // The member's form was opened while the program was open: the server refuses the lend.
    await member.getByTestId('lending-submit').click();
    await expect
      .poll(() => member.getByTestId('toast').innerText())
      .toContain(memberTexts.errors.LENDING_UNAVAILABLE);
    // The refusal reads the programs again: the same screen now shows the program closed and offers
    // no lend.
    await expect.poll(() => member.getByTestId('lending-program-state').textContent()).toBe('Closed');
    expect(await member.getByTestId('lending-submit').isDisabled()).toBe(true);
    await screenshot(member, 'lending-en-unavailable');
  }, 120_000);
});
