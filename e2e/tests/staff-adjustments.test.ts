// A review queue in the back office, driven as staff would (the adjustments queue; deposits,
// withdrawals and day trading share it, shared/ui/review-queue.tsx): staff create a balance
// adjustment for the demo member, it waits in the pending list where its maker may not approve it,
// the maker rejects it with a reason, and the rejected list shows it with that reason.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_MEMBER, launchBrowser, newStaffPage, screenshot, signInStaff } from '../browser.ts';

const baseUrl = inject('baseUrl');
// The back office opens in English (DEFAULT_ADMIN_LANGUAGE).
const texts = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../apps/admin/src/i18n/en.json'), 'utf8'),
) as { adjustments: { statuses: Record<'pending' | 'rejected', string> } };

describe('staff review an adjustment', () => {
  let browser: Browser;
  let staff: Page;
  const reason = `Goodwill credit ${String(Date.now()).slice(-6)}`;
  const rejectReason = 'Duplicate of an earlier credit';
  /** The queue's row of this test's adjustment. */
  const row = (): Locator => staff.getByTestId('adjustments-table').locator('tr', { hasText: reason });
  async function showStatus(label: string): Promise<void> {
    const filter = staff.getByTestId('adjustments-status');
    await filter.getByText(label, { exact: true }).click();
    await expect.poll(() => filter.locator('.ant-segmented-item-selected').innerText()).toBe(label);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    staff = await newStaffPage(browser, baseUrl);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('staff create an adjustment for the demo member and it waits for another staff member', async () => {
    await signInStaff(staff);
    await staff.getByTestId('nav-members').click();
    await staff.getByTestId('member-search').fill(DEMO_MEMBER.account);
    await staff.getByTestId('member-search-submit').click();
    await staff.getByTestId('member-row').filter({ hasText: DEMO_MEMBER.account }).first().click();
    await expect.poll(() => staff.getByTestId('member-profile').innerText()).toContain(DEMO_MEMBER.account);
    const memberId = /#\/members\/(\d+)/.exec(staff.url())?.[1];
    expect(memberId).toBeDefined();

    await staff.getByTestId('nav-adjustments').click();
    await staff.getByTestId('adjustment-member').fill(memberId ?? '');
    await staff.getByTestId('adjustment-amount').fill('5.00');
    await staff.getByTestId('adjustment-reason').fill(reason);
    await staff.getByTestId('adjustment-submit').click();
    await expect.poll(() => row().count()).toBe(1);
    await expect.poll(() => row().innerText()).toContain(texts.adjustments.statuses.pending);
    // Its maker may not approve it (maker-checker): the button is there, disabled.
    await expect.poll(() => row().locator('[data-testid^="adjustment-approve-"]').isDisabled()).toBe(true);
    await screenshot(staff, 'admin-adjustment-pending');
  });

  it('the maker rejects it with a reason, and the rejected list shows it with that reason', async () => {
    await row().locator('[data-testid^="adjustment-reject-"]').click();
    await staff.getByTestId('reason-input').fill(rejectReason);
    await staff.getByTestId('reason-confirm').click();
    await expect.poll(() => row().count()).toBe(0);

    await showStatus(texts.adjustments.statuses.rejected);
    await expect.poll(() => row().count()).toBe(1);
    await expect.poll(() => row().innerText()).toContain(rejectReason);
    await expect.poll(() => row().innerText()).toContain(texts.adjustments.statuses.rejected);
    await screenshot(staff, 'admin-adjustment-rejected');

    await showStatus(texts.adjustments.statuses.pending);
    await expect.poll(() => row().count()).toBe(0);
  });
});
