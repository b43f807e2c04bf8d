// A member's first visit, driven in Chromium at 375×812: register with the demo invitation code,
// reach home and my account, switch languages, read a notice, log out, log in, and mistype a password.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newMobilePage, screenshot } from '../browser.ts';

const baseUrl = inject('baseUrl');
const account = `60${String(Date.now()).slice(-10)}`;
const password = 'Journey123';

describe('member journey', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newMobilePage(browser, baseUrl);
  });
  afterAll(async () => {
    await browser.close();
  });

  const byTestId = (id: string) => page.getByTestId(id);

  it('registers with the demo invitation code and lands on home', async () => {
    await page.goto('/#/login/login?tab=register');
    await byTestId('register-account').fill(account);
    await byTestId('register-password').fill(password);
    await byTestId('register-confirm-password').fill(password);
    await byTestId('register-invite-code').fill('888888');
    await byTestId('register-agree').click();
    await screenshot(page, 'register');
    await byTestId('register-submit').click();
    await byTestId('login-after-continue').click();
    await byTestId('home-screen').waitFor();
    await byTestId('home-notice-item').first().waitFor();
    await screenshot(page, 'home');
  });

  it('shows the account and its balances on my account', async () => {
    await byTestId('tab-me').click();
    await expect.poll(() => byTestId('me-account').first().textContent()).toContain(account);
    await byTestId('balance-card').waitFor();
    await screenshot(page, 'me');
  });

  it('switches to English, then Bahasa Melayu, and the texts change', async () => {
    const tabLabel = () => byTestId('tab-me').textContent();
    const chinese = await tabLabel();
    await byTestId('menu-language').click();
    await byTestId('language-option-en').click();
    await byTestId('back-button').click();
    await expect.poll(tabLabel).not.toBe(chinese);
    const english = await tabLabel();
    expect(english).toMatch(/Me/);
    await byTestId('menu-language').click();
    await byTestId('language-option-ml').click();
    await screenshot(page, 'language-ml');
    await byTestId('back-button').click();
    await expect.poll(tabLabel).not.toBe(english);
    expect(await tabLabel()).toMatch(/Saya/);
  });

  it('opens a notice and the bell count drops', async () => {
    await byTestId('tab-home').click();
    const count = async () => Number((await byTestId('top-menu-bell-count').textContent()) ?? '0');
    await expect.poll(count).toBeGreaterThan(0);
    const before = await count();
    await byTestId('top-menu-bell').click();
    await byTestId('notice-item').first().click();
    await byTestId('notice-detail').waitFor();
    await screenshot(page, 'notice-detail');
    await byTestId('back-button').click();
    await byTestId('back-button').click();
    await expect
      .poll(async () => ((await byTestId('top-menu-bell-count').count()) === 0 ? 0 : count()))
      .toBe(before - 1);
  });

  it('logs out and logs in again', async () => {
    await byTestId('tab-me').click();
    await byTestId('menu-logout').click();
    await byTestId('logout-dialog-confirm').click();
    await byTestId('login-screen').waitFor();
    await byTestId('login-account').fill(account);
    await byTestId('login-password').fill(password);
    await byTestId('login-submit').click();
    await byTestId('login-after-continue').click();
    await byTestId('home-screen').waitFor();
  });

  it('shows the translated error for a wrong password', async () => {
    await byTestId('tab-me').click();
    await byTestId('menu-logout').click();
    await byTestId('logout-dialog-confirm').click();
    await byTestId('login-account').fill(account);
    await byTestId('login-password').fill('Wrong1234');
    await byTestId('login-submit').click();
    // The language is Bahasa Melayu now: the refusal WRONG_CREDENTIALS is shown in Malay.
    await expect.poll(() => byTestId('toast').textContent()).toMatch(/kata laluan/i);
    await screenshot(page, 'wrong-password');
  });
});
