// The block-deal drawer on a staff laptop in another zone (UTC): the pickers' Today and Now are Kuala
// Lumpur's (the display zone), the time fields say so, and a US deal shows New York's clock beside.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, signInStaff } from '../browser.ts';

const baseUrl = inject('baseUrl');

describe('the block-deal drawer on a device in UTC', () => {
  let browser: Browser;
  let staff: Page;
  const byTestId = (id: string) => staff.getByTestId(id);

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: baseUrl,
      timezoneId: 'UTC',
    });
    staff = await context.newPage();
    // 17:30 on 26 Nov on the device is 01:30 on 27 Nov in Kuala Lumpur.
    await staff.clock.setFixedTime(new Date('2026-11-26T17:30:00Z'));
    await signInStaff(staff);
    await byTestId('nav-block-trades').click();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("picks Now in Kuala Lumpur's time and shows New York's beside it", async () => {
    await byTestId('block-deal-add').click();
    await byTestId('block-deal-instrument').click();
    await staff.keyboard.type('AAPL');
    await staff.locator('.ant-select-item-option', { hasText: 'US:AAPL' }).first().click();
    await byTestId('block-deal-opens').click();
    const popup = staff.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await popup.waitFor();
    // Let the popup's opening animation end, or the click may land before the button is there.
    await staff.waitForTimeout(400);
    expect(await popup.locator('.ant-picker-cell-today').first().innerText()).toBe('27');
    await popup.locator('.ant-picker-now-btn').click();
    await expect.poll(() => byTestId('block-deal-opens').inputValue()).toBe('27-11-2026 01:30');
    await staff.getByText('Opens at (MYT)').waitFor();
    await staff.getByText('Market time: 26-11-2026 12:30 EST').waitFor();
    await screenshot(staff, 'admin-block-deal-utc-device');
    await staff.keyboard.press('Escape');
  });
});
