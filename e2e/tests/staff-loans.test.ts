// Credit loan review in the back office (issue 18 §1) in Chromium at 1440 wide, on a server of its own
// (demo seed: the demo member's credit score 120 gives a RM 30,000 limit; only this file uses it, so
// the shared server's demo member keeps no loan that would block other suites' withdrawals). The member
// applies on the phone; staff open the queue, see the member's standing and reject the application
// with a reason; staff set a second approver above RM 2,000, the member applies for RM 3,000, one staff
// member approves (1 of 2) and a second, newly created reviewer approves it: it is borrowed. The member's
// list filters by status. Staff add credit to the member: 0 and 2.5 are refused with "Added credit must
// be a positive integer.", 10 is added with a reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_MEMBER, DEMO_STAFF, launchBrowser, loggedInMobilePage, screenshot } from '../browser.ts';
import { startServer, type TestServer } from '../server.ts';

const FUND_PASSWORD = '123456';
const DESKTOP = { width: 1440, height: 900 };
const CHECKER = { username: `checker${String(Date.now()).slice(-6)}`, password: 'Checker1234x' };
const REJECT_REASON = 'Proof of income missing';

describe('staff review credit loans', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let member: Page;
  let staff: Page;

  async function staffPage(account: { username: string; password: string }): Promise<Page> {
    if (browser === undefined || server === undefined) throw new Error('no browser or server');
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/admin/');
    await page.getByTestId('login-username').fill(account.username);
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('otp-enrol-skip').click();
    return page;
  }

  /** The member applies on the phone, in English. */
  async function apply(amount: string, termDays: number): Promise<void> {
    await member.goto('/#/home/loan');
    await member.getByTestId(`loan-borrow-${termDays}`).click();
    await member.getByTestId('loan-apply-sheet').waitFor();
    await member.getByTestId('loan-amount-input').fill(amount);
    await member.getByTestId('loan-fund-password').fill(FUND_PASSWORD);
    await member.getByTestId('loan-apply-submit').click();
    await member.getByTestId('loan-apply-sheet').waitFor({ state: 'detached' });
  }

  async function showStatus(page: Page, label: string): Promise<void> {
    const filter = page.getByTestId('loans-status');
    await filter.getByText(label, { exact: true }).click();
    await expect.poll(() => filter.locator('.ant-segmented-item-selected').innerText()).toBe(label);
  }

  /** The queue's row of the member's loan of `amount` (formatted, e.g. "3,000.00"). */
  const rowOf = (page: Page, amount: string) =>
    page
      .getByTestId('loans-table')
      .locator('tr', { hasText: DEMO_MEMBER.account })
      .filter({ hasText: amount });

  beforeAll(async () => {
    // Monday 10:00 in Kuala Lumpur.
    server = await startServer('staff-loans', '2026-11-23T02:00:00Z');
    browser = await launchBrowser();
    member = await loggedInMobilePage(browser, server.baseUrl);
    await member.goto('/#/information/changeLang');
    await member.getByTestId('language-option-en').click();
    await member.waitForTimeout(300);
    staff = await staffPage(DEMO_STAFF);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('staff see the member’s standing in the queue and reject an application with a reason', async () => {
    await apply('1000', 14);
    await staff.getByTestId('nav-loans').click();
    const row = rowOf(staff, '1,000.00');
    await row.waitFor();
    const standing = await row.getByTestId('loans-standing').innerText();
    expect(standing).toContain('Score 120');
    expect(standing).toContain('limit 30,000.00');
    await screenshot(staff, 'staff-loans-queue');
    await row.locator('[data-testid^="loans-reject-"]').click();
    await staff.getByTestId('reason-input').fill(REJECT_REASON);
    await staff.getByTestId('reason-confirm').click();
    await expect.poll(() => rowOf(staff, '1,000.00').count()).toBe(0);
    await showStatus(staff, 'Rejected');
    await expect.poll(() => rowOf(staff, '1,000.00').innerText()).toContain(REJECT_REASON);
    await screenshot(staff, 'staff-loans-rejected');
  }, 120_000);

  it('above the review amount one staff member approves, then a second one', async () => {
    await staff.getByTestId('credit-bands-review-above').fill('2000');
    const saved = staff.waitForResponse((response) => response.url().includes('/loans/saveCreditBands'));
    await staff.getByTestId('credit-bands-save').click();
    expect(((await (await saved).json()) as { status: number }).status).toBe(1);
    await apply('3000', 7);
    await showStatus(staff, 'Pending review');
    const row = rowOf(staff, '3,000.00');
    await row.waitFor();
    const approve = row.locator('[data-testid^="loans-approve-"]');
    expect(await approve.innerText()).toContain('Approve (1 of 2)');
    await approve.click();
    await staff.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect
      .poll(() => row.getByTestId('loans-first-approval').innerText())
      .toContain(`First approved by ${DEMO_STAFF.username}`);
    await screenshot(staff, 'staff-loans-first-approval');

    // The administrator makes a reviewer, who gives the second approval.
    await staff.getByTestId('nav-staff').click();
    await staff.getByTestId('staff-create').click();
    await staff.getByTestId('staff-username').fill(CHECKER.username);
    await staff.getByTestId('staff-password').fill(CHECKER.password);
    await staff.getByTestId('staff-role').click();
    await staff.locator('.ant-select-item-option', { hasText: 'Reviewer' }).click();
    await staff.getByTestId('staff-submit').click();
    await staff.getByTestId('staff-submit').waitFor({ state: 'detached' });
    const checker = await staffPage(CHECKER);
    await checker.getByTestId('nav-loans').click();
    const pending = rowOf(checker, '3,000.00');
    await pending.waitFor();
    expect(await pending.getByTestId('loans-first-approval').innerText()).toContain(DEMO_STAFF.username);
    await pending.locator('[data-testid^="loans-approve-"]').click();
    await checker.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect.poll(() => rowOf(checker, '3,000.00').count()).toBe(0);
    await showStatus(checker, 'Borrowed');
    await expect.poll(() => rowOf(checker, '3,000.00').innerText()).toContain('Owes 3,000.00 MYR');
    await screenshot(checker, 'staff-loans-second-approval');
    await checker.close();
  }, 180_000);

  it('the member’s list filters by status', async () => {
    await member.goto('/#/home/loan');
    await member.getByTestId('loan-row').first().waitFor();
    await expect.poll(() => member.getByTestId('loan-row').count()).toBe(2);
    await member.getByTestId('loan-list-filter-rejected').click();
    await expect.poll(() => member.getByTestId('loan-row').count()).toBe(1);
    expect(await member.getByTestId('loan-row').innerText()).toContain(REJECT_REASON);
    await member.getByTestId('loan-list-filter-approved').click();
    await expect.poll(() => member.getByTestId('loan-row').count()).toBe(1);
    expect(await member.getByTestId('loan-row-status').innerText()).toBe('Borrowed');
    await member.getByTestId('loan-list-filter-overdue').click();
    await member.getByTestId('loan-list-empty').waitFor();
    expect(await member.getByTestId('loan-list-empty').innerText()).toContain('No loans with this status');
    await member.getByTestId('loan-list-filter-approved').click();
    await member.getByTestId('loan-row').waitFor();
    await screenshot(member, 'loans-en-filter');
    // The repay screen opens the loan by its id.
    await member.getByTestId('loan-row-repay').click();
    await member.getByTestId('loan-repay-form').waitFor();
    expect(await member.getByTestId('loan-repay-outstanding').innerText()).toBe('3,000.00 MYR');
  }, 120_000);

  it('staff add credit: only a positive integer is accepted', async () => {
    await staff.getByTestId('nav-members').click();
    await staff.getByTestId('member-search').fill(DEMO_MEMBER.account);
    await staff.getByTestId('member-search-submit').click();
    await staff.getByTestId('member-row').filter({ hasText: DEMO_MEMBER.account }).first().click();
    await expect.poll(() => staff.getByTestId('credit-score-value').innerText()).toBe('120');
    for (const bad of ['0', '-5', '2.5']) {
      await staff.getByTestId('add-credit-input').fill(bad);
      await staff.getByTestId('add-credit-submit').click();
      await expect
        .poll(() => staff.getByTestId('add-credit-problem').innerText())
        .toBe('Added credit must be a positive integer.');
    }
    await screenshot(staff, 'staff-add-credit-refused');
    await staff.getByTestId('add-credit-input').fill('10');
    await staff.getByTestId('add-credit-submit').click();
    await expect.poll(() => staff.getByTestId('add-credit-problem').count()).toBe(0);
    await staff.getByTestId('reason-input').fill('Repaid on time');
    await staff.getByTestId('reason-confirm').click();
    await expect.poll(() => staff.getByTestId('credit-score-value').innerText()).toBe('130');
  }, 120_000);

  it('shows the status filter in Malay and Chinese', async () => {
    for (const [language, rejected] of [
      ['ml', 'Ditolak'],
      ['zh', '已拒絕'],
    ] as const) {
      await member.goto('/#/information/changeLang');
      await member.getByTestId(`language-option-${language}`).click();
      await member.waitForTimeout(300);
      await member.goto('/#/home/loan');
      await member.getByTestId('loan-list-filter-rejected').click();
      await expect.poll(() => member.getByTestId('loan-row').count()).toBe(1);
      expect(await member.getByTestId('loan-row-status').innerText()).toBe(rejected);
      await member.getByTestId('loan-list-filter').scrollIntoViewIfNeeded();
      await screenshot(member, `loans-${language}-filter`);
    }
  }, 120_000);
});
