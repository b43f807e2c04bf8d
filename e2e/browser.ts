// Launches Debian's Chromium (test tools cannot download browsers here) at the phone size we design for.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const MOBILE_VIEWPORT = { width: 375, height: 812 };
const shotsDir = path.resolve(import.meta.dirname, '..', '.artifacts', 'screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newMobilePage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: MOBILE_VIEWPORT,
    baseURL: baseUrl,
    deviceScaleFactor: 2,
  });
  return context.newPage();
}

/** The demo member the demo seed creates (apps/server/src/seed/seed.ts). */
export const DEMO_MEMBER = { account: '601123456789', password: 'Demo1234' };

/**
 * A fresh 375×812 page with the demo member logged in through the login screen, left on home. The
 * member's stored language is whatever an earlier suite chose: a suite that reads one sets it.
 */
export async function loggedInMobilePage(browser: Browser, baseUrl: string): Promise<Page> {
  const page = await newMobilePage(browser, baseUrl);
  await page.goto('/#/login/login');
  await page.getByTestId('login-account').fill(DEMO_MEMBER.account);
  await page.getByTestId('login-password').fill(DEMO_MEMBER.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-after-continue').click();
  await page.getByTestId('home-screen').waitFor();
  return page;
}

/** The demo seed's staff administrator (apps/server/src/seed/seed.ts). */
export const DEMO_STAFF = { username: 'admin', password: 'Admin1234' };

/** A fresh desktop-sized page for the back office. */
export async function newStaffPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: baseUrl });
  return context.newPage();
}

/**
 * Signs the demo administrator in to the back office. TOTP enrolment is offered at every sign-in
 * until enrolled; outside production it may be skipped.
 */
export async function signInStaff(page: Page): Promise<void> {
  await page.goto('/admin/');
  await page.getByTestId('login-username').fill(DEMO_STAFF.username);
  await page.getByTestId('login-password').fill(DEMO_STAFF.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('otp-enrol-skip').click();
}

/** Chooses the member app's language the way a member does: My account › Language, then back. */
export async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.goto('/#/information/index');
  await page.getByTestId('menu-language').click();
  await page.getByTestId(`language-option-${language}`).click();
  await page.getByTestId('back-button').click();
}

/** Saves a screenshot under .artifacts/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

/** A small valid PNG drawn with the page's canvas, so the server's image checks accept it. */
export async function drawPng(page: Page, label: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#dfe9f5';
    context.fillRect(0, 0, 320, 200);
    context.fillStyle = '#1d3557';
    context.font = 'bold 22px sans-serif';
    context.fillText(text, 20, 100);
    return canvas.toDataURL('image/png');
  }, label);
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}
