// The back office's landing page as staff use it (issue 16 §8): a member submits an identity, the
// dashboard and the menu count it within a poll, the count opens the identity queue filtered to
// pending, approving asks for confirmation and says it succeeded, and the counts go down. Screenshots
// of the dashboard in English, Malay and Chinese at 1440×900.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { drawPng, launchBrowser, screenshot, signInStaff } from '../browser.ts';

const baseUrl = inject('baseUrl');
// The back office opens in English (DEFAULT_ADMIN_LANGUAGE).
const texts = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../apps/admin/src/i18n/en.json'), 'utf8'),
) as { realName: Record<'pending', string> };
// One poll (10 s) and the time to draw it.
const POLL = { timeout: 25_000, interval: 250 };

interface Envelope {
  status: number;
  msg: string;
  data?: unknown;
}

async function post(path: string, body: object, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api/vue/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope;
  if (envelope.status !== 1) throw new Error(`${path} refused: ${envelope.msg}`);
  return envelope.data;
}

/** A new member registers and submits an identity with two ID photos, through the member API. */
async function memberSubmitsIdentity(page: Page, account: string, name: string, idNumber: string) {
  const password = 'Dash1234x';
  const session = (await post('user/register', {
    account,
    password,
    confirmPassword: password,
    inviteCode: '888888',
    agree: true,
  })) as { token: string; account: string };
  const headers = { token: session.token, account: session.account };
  const upload = async (label: string): Promise<string> => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await drawPng(page, label))], { type: 'image/png' }),
      `${label}.png`,
    );
    const response = await fetch(`${baseUrl}/api/vue/common/upload`, { method: 'POST', headers, body: form });
    const envelope = (await response.json()) as Envelope;
    if (envelope.status !== 1) throw new Error(`upload refused: ${envelope.msg}`);
    return (envelope.data as { id: string }).id;
  };
  const frontImageId = await upload('front');
  const backImageId = await upload('back');
  await post('user/realName', { name, idType: 'mykad', idNumber, frontImageId, backImageId }, headers);
}

describe('staff dashboard: work waiting', () => {
  let browser: Browser;
  let staff: Page;
  const suffix = String(Date.now()).slice(-8);
  const account = `6019${suffix}`;
  const name = `NUR AISYAH ${suffix.slice(-4)}`;
  const idNumber = `92031514${suffix.slice(-4)}`;
  let before = 0;

  /** The count a section's menu item shows (none shown: 0). */
  async function menuCount(sectionKey: string): Promise<number> {
    const badge = staff.getByTestId(`nav-count-${sectionKey}`);
    if ((await badge.count()) === 0) return 0;
    return Number(await badge.getAttribute('data-count'));
  }
  const dashboardCount = async () =>
    Number(await staff.getByTestId('dashboard-queue-realName').getAttribute('data-count'));

  async function showIn(language: string): Promise<void> {
    await staff.evaluate((value) => localStorage.setItem('adminLanguage', value), language);
    await staff.reload();
    await staff.getByTestId('dashboard-queues').waitFor();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: baseUrl });
    staff = await context.newPage();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('opens on the dashboard of the queues an administrator may open', async () => {
    await signInStaff(staff);
    await staff.getByTestId('dashboard-queues').waitFor();
    expect(staff.url()).toContain('#/dashboard');
    for (const queue of ['realName', 'deposits', 'withdrawals', 'adjustments', 'dayTrading']) {
      await staff.getByTestId(`dashboard-queue-${queue}`).waitFor();
    }
    before = await dashboardCount();
    expect(await menuCount('realName')).toBe(before);
  });

  it('counts a new identity submission on the dashboard and the menu within a poll', async () => {
    await memberSubmitsIdentity(staff, account, name, idNumber);
    await expect.poll(dashboardCount, POLL).toBe(before + 1);
    await expect.poll(() => menuCount('realName'), POLL).toBe(before + 1);
    await screenshot(staff, 'admin-dashboard-en');
    for (const language of ['ml', 'zh']) {
      await showIn(language);
      await expect.poll(dashboardCount, POLL).toBe(before + 1);
      await screenshot(staff, `admin-dashboard-${language}`);
    }
    await showIn('en');
  });

  it('the count opens the identity queue filtered to pending', async () => {
    await staff.getByTestId('dashboard-queue-realName').click();
    await expect.poll(() => staff.url()).toContain('#/real-name?status=pending');
    await expect
      .poll(() => staff.getByTestId('real-name-status').locator('.ant-segmented-item-selected').innerText())
      .toBe(texts.realName.pending);
    await staff.getByTestId('real-name-table').locator('tr', { hasText: account }).waitFor();
  });

  it('approving asks for confirmation, says it succeeded and the menu count goes down', async () => {
    const row = staff.getByTestId('real-name-table').locator('tr', { hasText: account });
    await row.getByTestId('real-name-open').click();
    await staff.getByTestId('real-name-approve').click();
    const popover = staff.locator('.ant-popover:not(.ant-popover-hidden)');
    await expect.poll(() => popover.innerText()).toContain(`Approve the identity of ${name} (${account})?`);
    // Asking is not deciding: the submission still waits.
    expect(await menuCount('realName')).toBe(before + 1);
    await screenshot(staff, 'admin-identity-approve-confirm');
    await popover.locator('.ant-popconfirm-buttons .ant-btn-primary').click();
    const toast = staff.locator('.ant-message-success');
    await expect.poll(() => toast.innerText()).toContain(`Identity of ${name} (${account}) approved`);
    await staff.waitForTimeout(300);
    await screenshot(staff, 'admin-identity-approved');
    await expect.poll(() => row.count()).toBe(0);
    // The decision refreshes the counts at once, without waiting for the next poll.
    await expect.poll(() => menuCount('realName'), { timeout: 5_000 }).toBe(before);
  });
});
