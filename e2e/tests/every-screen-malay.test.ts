// Every screen of the member app in Malay with the Large font (issue 16 §3), in Chromium at 375×812:
// the route list is the app's own (apps/web/src/shared/navigation/routes.ts), so a new screen is
// checked without editing this file; "coming soon" pages are skipped. On each screen: the page does not
// scroll sideways, no text is cut (an ellipsis or a clipped box whose text is wider than the box, text
// spilling out of a box of fixed height, or text pushed past the screen's edge), no translation key shows raw, and no English text of the
// catalogue is left where Malay has its own. Sign-in screens are checked signed out, the rest as the
// demo member; each screen's first view is saved to .artifacts/screenshots/every-screen-ml-<route>.png.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROUTES } from '../../apps/web/src/shared/navigation/routes.ts';
import { launchBrowser, loggedInMobilePage, newMobilePage } from '../browser.ts';

const baseUrl = inject('baseUrl');
const shotsDir = path.resolve(import.meta.dirname, '..', '..', '.artifacts', 'screenshots');
const WIDTH = 375;

type Tree = { [key: string]: Tree | string };
function catalogue(language: string): Tree {
  const file = path.resolve(import.meta.dirname, `../../apps/web/src/i18n/${language}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
}
function flatten(tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') into.set(name, value);
    else flatten(value, name, into);
  }
  return into;
}

/**
 * English phrases Malay says differently: the pieces of each English text between its placeholders
 * and tags, of two words or more. One of them on a Malay screen is English left behind.
 */
function englishOnlyPhrases(): string[] {
  const english = flatten(catalogue('en'));
  const malay = flatten(catalogue('ml'));
  const phrases = new Set<string>();
  for (const [key, text] of english) {
    const own = malay.get(key);
    if (own === undefined || own === text) continue;
    for (const piece of text.split(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)/)) {
      const phrase = piece.trim().replace(/[.:,;!?…]+$/, '');
      if (phrase.split(/\s+/).filter((word) => /[A-Za-z]{2,}/.test(word)).length < 2) continue;
      // Unless Malay uses the very same words somewhere (a name, a product term).
      if ([...malay.values()].some((malayText) => malayText.includes(phrase))) continue;
      phrases.add(phrase);
    }
  }
  return [...phrases];
}

/** Screens that need an id or a symbol, and where the test finds one (the demo member's own data). */
type Lookup = (call: (path: string, body: object) => Promise<unknown>) => Promise<string | null>;
const firstItem = (data: unknown): Record<string, unknown> | null => {
  const list = Array.isArray(data) ? data : (data as { items?: unknown[] } | null)?.items;
  const item: unknown = list?.[0];
  return typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : null;
};
const byId =
  (call: string, body: object = {}): Lookup =>
  async (memberCall) => {
    const item = firstItem(await memberCall(call, body));
    return item === null ? null : `id=${String(item.id)}`;
  };
const QUERIES: Partial<Record<string, Lookup>> = {
  [ROUTES.stockDetail]: async () => 'symbol=MY:1155',
  [ROUTES.indexDetail]: async () => 'symbol=MY:FBMKLCI',
  [ROUTES.newsDetail]: byId('news/list', { page: 1 }),
  [ROUTES.noticeDetail]: byId('user/notice', { type: 'myr', page: 1 }),
  [ROUTES.positionDetail]: byId('trade/positions', { tab: 'all', page: 1 }),
  [ROUTES.blockTrade1]: byId('blockTrade/list', { page: 1 }),
  [ROUTES.newStockDetail]: byId('newStock/list', { page: 1 }),
  [ROUTES.newStockJpDetail]: byId('newStock/list', { market: 'JP', page: 1 }),
  [ROUTES.newStockBuy]: byId('newStock/list', { page: 1 }),
  [ROUTES.depositChannel]: async (memberCall) => {
    const channel = firstItem(await memberCall('recharge/channels', {}));
    return channel === null ? null : `channelId=${String(channel.id)}&amount=1000`;
  },
};

/** Screens seen signed out: the way in. The landing after login needs a session. */
const isSignInScreen = (route: string) => route.startsWith('/login/') && route !== ROUTES.loginAfter;

interface Finding {
  kind: string;
  text: string;
  where: string;
}

/** What is wrong with the screen on show (run in the page). */
function inspectScreen(width: number): Finding[] {
  const findings: Finding[] = [];
  const whereIs = (element: Element) => {
    const testId = element.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
    return `${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')} in ${testId}`;
  };
  if (document.documentElement.scrollWidth > width)
    findings.push({
      kind: 'page-overflow',
      text: String(document.documentElement.scrollWidth),
      where: 'html',
    });
  const scrollsSideways = (element: Element): boolean => {
    for (let node = element.parentElement; node !== null; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return true;
    }
    return false;
  };
  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement) || element.closest('[aria-hidden="true"], .toast-layer')) continue;
    const ownText = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    if (ownText === '' || element.offsetParent === null) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
    // A translation key on screen: "positions.fields.quantity", "errors.SOME_CODE".
    if (/^[a-z][A-Za-z]*(\.[A-Za-z0-9_]+)+$/.test(ownText))
      findings.push({ kind: 'raw-key', text: ownText, where: whereIs(element) });
    const clipsWidth = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
    if (clipsWidth && !scrollsSideways(element) && element.scrollWidth > element.clientWidth + 1)
      findings.push({ kind: 'cut-width', text: ownText, where: whereIs(element) });
    const clampsLines = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
    if (
      (clampsLines || style.overflowY === 'hidden') &&
      element.scrollHeight > element.clientHeight + 2 &&
      element.clientHeight > 0
    )
      findings.push({ kind: 'cut-height', text: ownText, where: whereIs(element) });
    // Text spilling out of a box of fixed height (a button whose label took a second line).
    if (
      style.overflowY === 'visible' &&
      element.clientHeight > 0 &&
      element.scrollHeight > element.clientHeight + 2 &&
      /^(BUTTON|A|LABEL|SPAN|STRONG|DD|DT|P|H\d)$/.test(element.tagName) &&
      style.display !== 'inline'
    )
      findings.push({ kind: 'spills', text: ownText, where: whereIs(element) });
    const box = element.getBoundingClientRect();
    if ((box.right > width + 1 || box.left < -1) && !scrollsSideways(element))
      findings.push({ kind: 'off-screen', text: ownText, where: whereIs(element) });
  }
  return findings;
}

/**
 * Text cut on purpose: a list's preview of an article or a notice shows its first lines, and opening it
 * shows it in full. Figures, names and labels are never here.
 */
const CUT_ON_PURPOSE: readonly RegExp[] = [
  /^span\.news-item-(title|summary) in news-item$/,
  /^span\.notice-item-excerpt in notice-item$/,
];

describe('every screen in Malay with the Large font', () => {
  let browser: Browser;
  let member: Page;
  let visitor: Page;
  let session: { token: string; account: string };
  const phrases = englishOnlyPhrases();
  const routes = [...new Set(Object.values(ROUTES))].filter((route) => route !== ROUTES.start);
  const report = new Map<string, Finding[]>();

  async function memberCall(call: string, body: object): Promise<unknown> {
    const response = await fetch(`${baseUrl}/api/vue/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...session },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { status: number; data: unknown };
    return answer.status === 1 ? answer.data : null;
  }

  async function setFontSize(page: Page, size: 'large' | 'normal'): Promise<void> {
    await page.goto('/#/information/setting');
    await page.getByTestId(`font-size-${size}`).click();
    await page.waitForFunction((wanted) => document.documentElement.dataset.fontSize === wanted, size);
  }

  async function chooseLanguage(page: Page, language: string, tag: string): Promise<void> {
    await page.goto('/#/information/changeLang');
    await page.getByTestId(`language-option-${language}`).click();
    await page.locator(`[data-testid="language-option-${language}"][aria-checked="true"]`).waitFor();
    await page.waitForFunction((lang) => document.documentElement.lang === lang, tag);
  }

  /** Opens a screen and waits until it has drawn: no spinner, the network quiet, fonts ready. */
  async function open(page: Page, route: string, query: string | null): Promise<boolean> {
    await page.goto(`/#${route}${query === null ? '' : `?${query}`}`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page
      .waitForFunction(() => document.querySelector('.loading-block') === null, undefined, {
        timeout: 10_000,
      })
      .catch(() => undefined);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    return (await page.getByTestId('coming-soon').count()) === 0;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    member = await loggedInMobilePage(browser, baseUrl);
    session = await member.evaluate(() => ({
      token: localStorage.getItem('tokend') ?? '',
      account: localStorage.getItem('account') ?? '',
    }));
    await chooseLanguage(member, 'ml', 'ms');
    await setFontSize(member, 'large');
    visitor = await newMobilePage(browser, baseUrl);
    await visitor.addInitScript(() => {
      localStorage.setItem('language', 'ml');
      localStorage.setItem('fontSize', 'large');
    });
    fs.mkdirSync(shotsDir, { recursive: true });
  }, 120_000);
  afterAll(async () => {
    // The demo member as the other suites expect: normal text, Traditional Chinese.
    await setFontSize(member, 'normal');
    await chooseLanguage(member, 'zh', 'zh-Hant');
    await browser.close();
  });

  it('shows every screen uncut, without horizontal scrolling, all in Malay', async () => {
    let checked = 0;
    for (const route of routes) {
      const page = isSignInScreen(route) ? visitor : member;
      const lookup = QUERIES[route];
      const query = lookup === undefined ? null : await lookup(memberCall);
      if (!(await open(page, route, query))) continue;
      checked += 1;
      expect(await page.evaluate(() => document.documentElement.lang), route).toBe('ms');
      expect(
        await page.evaluate(() => document.documentElement.dataset.fontSize),
        `${route} in the Large font`,
      ).toBe('large');
      const findings = (await page.evaluate(inspectScreen, WIDTH)).filter(
        (finding) => !CUT_ON_PURPOSE.some((pattern) => pattern.test(finding.where)),
      );
      const text = await page.evaluate(() => document.body.innerText);
      for (const phrase of phrases)
        if (text.includes(phrase)) findings.push({ kind: 'english', text: phrase, where: route });
      if (findings.length > 0) report.set(route, findings);
      const name = route.replace(/^\//, '').replace(/\//g, '-');
      await page.screenshot({ path: path.join(shotsDir, `every-screen-ml-${name}.png`) });
    }
    if (report.size > 0) console.log(JSON.stringify(Object.fromEntries(report), null, 1));
    expect(Object.fromEntries(report)).toEqual({});
    // The English check has something to look for: the catalogue's many texts Malay words differently.
    expect(phrases.length).toBeGreaterThan(500);
    // The list follows routes.ts: far more screens than the tab bar's five are checked.
    expect(checked).toBeGreaterThan(40);
  }, 600_000);
});
