// Staff freeze a member in the back office; the member's next call is refused with the translated
// frozen message; staff unfreeze and the member carries on.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newMobilePage, newStaffPage, screenshot, signInStaff } from '../browser.ts';

const baseUrl = inject('baseUrl');
const memberAccount = '601123456789';
// The member's language is whatever the account last chose (other browser tests switch it), so the
// frozen message may come in any of the six: it must be one of the catalogues' own texts.
const frozenTexts = ['zh', 'ch', 'en', 'ml', 'ja', 'ko']
  .map(
    (language) =>
      (
        JSON.parse(
          fs.readFileSync(
            path.resolve(import.meta.dirname, `../../apps/web/src/i18n/${language}.json`),
            'utf8',
          ),
        ) as { errors: Record<string, string> }
      ).errors.ACCOUNT_FROZEN,
  )
  .filter((text): text is string => text !== undefined && text !== '');

describe('staff freeze a member', () => {
  let browser: Browser;
  let member: Page;
  let staff: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    member = await newMobilePage(browser, baseUrl);
    staff = await newStaffPage(browser, baseUrl);
  });
  afterAll(async () => {
    await browser.close();
  });

  async function setFrozen(value: boolean): Promise<void> {
    const toggle = staff.getByTestId('flag-switch-frozen');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(!value));
    await toggle.click();
    await staff
      .getByTestId('reason-input')
      .fill(value ? 'Suspicious activity under review' : 'Review cleared');
    await staff.getByTestId('reason-confirm').click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(value));
  }

  it('the demo member logs in', async () => {
    await member.goto('/#/login/login');
    await member.getByTestId('login-account').fill(memberAccount);
    await member.getByTestId('login-password').fill('Demo1234');
    await member.getByTestId('login-submit').click();
    await member.getByTestId('login-after-continue').click();
    await member.getByTestId('home-screen').waitFor();
  });

  it('staff log in to the back office and open the member', async () => {
    await signInStaff(staff);
    await staff.getByTestId('nav-members').click();
    await staff.getByTestId('member-search').fill(memberAccount);
    await staff.getByTestId('member-search-submit').click();
    // The unfiltered list (newest members first) shows until the search answers: click only the
    // row of the demo member, and check the detail is theirs, or staff would freeze someone else.
    await staff.getByTestId('member-row').filter({ hasText: memberAccount }).first().click();
    await expect.poll(() => staff.getByTestId('member-profile').innerText()).toContain(memberAccount);
    await screenshot(staff, 'admin-member-detail');
  });

  it('freezing refuses the member’s next call with the frozen message', async () => {
    await setFrozen(true);
    await member.getByTestId('tab-me').click();
    // The route's chunk loads before the address changes: reload only once it has.
    await member.waitForURL(/#\/information\/index/);
    await member.reload();
    expect(frozenTexts).toHaveLength(6);
    // Several calls may be refused at once and toasts replace each other: remember every text shown.
    const seen = new Set<string>();
    await expect
      .poll(async () => {
        seen.add(await member.locator('body').innerText());
        const shown = [...seen].join(' | ');
        return frozenTexts.some((text) => shown.includes(text));
      })
      .toBe(true);
    await screenshot(member, 'member-frozen');
  });

  it('unfreezing lets the member carry on', async () => {
    await setFrozen(false);
    await member.reload();
    await member.getByTestId('tab-me').click();
    await expect.poll(() => member.getByTestId('me-account').first().textContent()).toContain(memberAccount);
  });
});
