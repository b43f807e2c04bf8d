// Staff edit instruments in the back office's drawer (shared/ui/form-drawer.tsx, also the block-deal
// drawer): a refused save keeps the drawer open on the form with the translated reason, a saved one
// closes it and the list shows the change.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newStaffPage, screenshot, signInStaff } from '../browser.ts';

const baseUrl = inject('baseUrl');
// The back office opens in English (DEFAULT_ADMIN_LANGUAGE).
const texts = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../apps/admin/src/i18n/en.json'), 'utf8'),
) as { errors: Record<'INSTRUMENT_EXISTS', string> };
/** Hong Leong Bank: a seeded Bursa stock no other browser test reads. */
const SYMBOL = 'MY:5819';

describe('staff edit an instrument', () => {
  let browser: Browser;
  let staff: Page;
  const byTestId = (id: string) => staff.getByTestId(id);

  beforeAll(async () => {
    browser = await launchBrowser();
    staff = await newStaffPage(browser, baseUrl);
    await signInStaff(staff);
    await byTestId('nav-instruments').click();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a refused new instrument keeps the drawer open with the reason', async () => {
    await byTestId('instrument-add').click();
    await byTestId('instrument-code').fill('5819');
    await byTestId('instrument-currency').fill('MYR');
    await byTestId('instrument-name-en').fill('Hong Leong Bank copy');
    await byTestId('instrument-prev-close').fill('21.20');
    await byTestId('instrument-save').click();
    await staff.getByText(texts.errors.INSTRUMENT_EXISTS).waitFor();
    await screenshot(staff, 'admin-instrument-refused');
    expect(await byTestId('instrument-code').inputValue()).toBe('5819');
    await staff.keyboard.press('Escape');
    await byTestId('instrument-code').waitFor({ state: 'detached' });
  });

  it('a saved edit closes the drawer and the list shows it', async () => {
    await byTestId('instrument-search').locator('input').fill('5819');
    await byTestId('instrument-search').locator('input').press('Enter');
    await byTestId(`instrument-edit-${SYMBOL}`).click();
    const name = byTestId('instrument-name-en');
    await expect.poll(() => name.inputValue()).toBe('Hong Leong Bank');
    await name.fill('Hong Leong Bank Berhad');
    await byTestId('instrument-save').click();
    await name.waitFor({ state: 'detached' });
    const row = byTestId('instruments-table').locator('tr', { hasText: SYMBOL });
    await expect.poll(() => row.innerText()).toContain('Hong Leong Bank Berhad');
    await screenshot(staff, 'admin-instrument-saved');
  });
});
