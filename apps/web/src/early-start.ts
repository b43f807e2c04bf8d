// A second, tiny entry that index.html loads next to the app's bundle (see the `earlyStart` plugin in
// vite.config.ts and docs/decisions/0008). While the bundle downloads, it starts what the first screen
// waits for besides the bundle: the stored language's catalogue (a preload that the app's own fetch in
// shared/i18n/i18n.ts then takes) and the site configuration call (handed to shared/api/config.ts as
// `window.sahamEarlyConfig`), and, once the configuration names a logo, that image. When the address is
// one of the screens the build lists (a reload or a link onto home, a stock, the positions…), it
// preloads that screen's chunks too, so they arrive with the bundle rather than after it has run, and
// starts that screen's first calls (`window.sahamEarlyCalls`, which shared/api/client.ts takes).
// It imports nothing at run time (a type is erased), so it stays a few hundred bytes and shares no chunk
// with the app; the build lists the catalogue files in a <meta>. early-start.test.ts checks that its
// constants still match the app's (storage keys, default language); tsc checks the call path.
import type { config } from '@saham/contract/common';
import type { marketDetail } from '@saham/contract/quotes';
import type { tradeOrders, tradePositions } from '@saham/contract/trading';
import type { setupProgress } from '@saham/contract/user';

/** The storage keys of shared/storage/local-store.ts that the API client's headers use. */
export const EARLY_STORAGE_KEYS = { token: 'tokend', account: 'account', language: 'language' } as const;
export const EARLY_DEFAULT_LANGUAGE = 'zh';
/** The storage key marking a visitor's session (shared/storage/session.ts), who has no checklist or positions. */
export const EARLY_IS_GUEST_KEY = 'isGuest';
export const EARLY_CONFIG_PATH: typeof config.path = 'common/config';

/** The name of the `<meta>` in which the build lists each catalogue's file: `zh=./assets/zh-….json en=…`. */
export const CATALOGUES_META = 'saham-catalogues';

export function parseCatalogueUrls(content: string): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const pair of content.split(/\s+/)) {
    const [language, url] = pair.split('=');
    if (language && url) urls[language] = url;
  }
  return urls;
}

/** The name of the `<meta>` listing the chunks of the screens a visit often starts on (vite.config.ts). */
export const SCREENS_META = 'saham-screens';

/** The files to preload for the screen in `hash` (`#/trade/index?tab=…`), from the screens' `<meta>`. */
export function screenFilesFor(content: string, hash: string): string[] {
  const route = hash.replace(/^#/, '').split('?')[0] ?? '';
  for (const entry of content.split(/\s+/)) {
    const [path, files] = entry.split('=');
    if (path === route && files) return files.split(',').filter((file) => file.length > 0);
  }
  return [];
}

/** The calls a screen opened at start asks for first (app/start-prefetch.ts), by path (checked by tsc). */
export const EARLY_CALL_PATHS: {
  setupProgress: typeof setupProgress.path;
  marketDetail: typeof marketDetail.path;
  positions: typeof tradePositions.path;
  orders: typeof tradeOrders.path;
} = {
  setupProgress: 'user/setupProgress',
  marketDetail: 'market/detail',
  positions: 'trade/positions',
  orders: 'trade/orders',
};

export interface EarlyCall {
  path: string;
  body: Record<string, unknown>;
}

/**
 * The first calls of the screen in `hash`, as app/start-prefetch.ts asks for them once the bundle has
 * run (the same paths and bodies, the bodies' keys in the same order, so shared/api/client.ts finds
 * them): home's checklist and Positions' default view for a member, a stock's quote when the address
 * names it. Started here, they answer while the bundle downloads rather than after it has run.
 */
export function earlyCallsFor(hash: string, read: (key: string) => string | null): EarlyCall[] {
  const [route = '', search = ''] = hash.replace(/^#/, '').split('?');
  const query = new URLSearchParams(search);
  const member = Boolean(read(EARLY_STORAGE_KEYS.token)) && read(EARLY_IS_GUEST_KEY) !== 'true';
  if (route === '/home/index') {
    return member ? [{ path: EARLY_CALL_PATHS.setupProgress, body: {} }] : [];
  }
  if (route === '/market/stockDetail') {
    const symbol = query.get('symbol')?.trim().toUpperCase() ?? '';
    return symbol === '' ? [] : [{ path: EARLY_CALL_PATHS.marketDetail, body: { symbol } }];
  }
  if (route === '/trade/index') {
    if (!member || (query.get('tab') ?? 'all') !== 'all' || query.has('market')) return [];
    return [
      { path: EARLY_CALL_PATHS.positions, body: { tab: 'all', page: 1 } },
      { path: EARLY_CALL_PATHS.orders, body: { status: 'pending', page: 1 } },
    ];
  }
  return [];
}

/** The key under which an early call waits for the API client (shared/api/client.ts, `takeEarlyCall`). */
export function earlyCallKey(path: string, body: unknown): string {
  return `${path} ${JSON.stringify(body ?? {})}`;
}

/** How long an early call's answer may wait for the app before it is too old to be the screen's. */
export const EARLY_CALL_MAX_AGE_MS = 10_000;

/** The catalogue the app will load: the stored language's, or the default language's. */
export function earlyCatalogueUrl(urls: Record<string, string>, stored: string | null): string | undefined {
  return (stored === null ? undefined : urls[stored]) ?? urls[EARLY_DEFAULT_LANGUAGE];
}

/** The request the API client makes for common/config {type: 'all'} (shared/api/client.ts). */
export function earlyConfigRequest(read: (key: string) => string | null): RequestInit {
  return earlyRequest({ type: 'all' }, read);
}

/** A POST with the headers and body the API client sends (shared/api/client.ts, `headersFor`). */
export function earlyRequest(body: unknown, read: (key: string) => string | null): RequestInit {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = read(EARLY_STORAGE_KEYS.token);
  const account = read(EARLY_STORAGE_KEYS.account);
  const language = read(EARLY_STORAGE_KEYS.language);
  if (token) headers.token = token;
  if (account) headers.account = account;
  if (language) headers['accept-language'] = language;
  return { method: 'POST', headers, body: JSON.stringify(body) };
}

/** The logo named by a common/config answer, if any. */
export function logoOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('data' in body) || !Array.isArray(body.data))
    return null;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the envelope's data is checked item by item below
  for (const item of body.data as unknown[]) {
    if (typeof item === 'object' && item !== null && 'name' in item && item.name === 'logo') {
      return 'value' in item && typeof item.value === 'string' && item.value !== '' ? item.value : null;
    }
  }
  return null;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function start(): void {
  // The bundle ran first (both came from the cache): it asks for all of this itself.
  if (window.sahamAppStarted === true) return;
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${CATALOGUES_META}"]`)?.content ?? '';
  const catalogue = earlyCatalogueUrl(parseCatalogueUrls(listed), read(EARLY_STORAGE_KEYS.language));
  if (catalogue) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = catalogue;
    document.head.append(link);
  }
  const origin: string = import.meta.env.VITE_API_ORIGIN ?? '';
  const config = fetch(`${origin}/api/vue/${EARLY_CONFIG_PATH}`, earlyConfigRequest(read));
  window.sahamEarlyConfig = config;
  config
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: unknown) => {
      const logo = logoOf(body);
      if (logo) new Image().src = logo;
    })
    .catch(() => undefined);
  // The screen's own first calls, which the API client takes instead of asking again.
  const calls: NonNullable<typeof window.sahamEarlyCalls> = new Map();
  for (const call of earlyCallsFor(location.hash, read)) {
    const response = fetch(`${origin}/api/vue/${call.path}`, earlyRequest(call.body, read));
    response.catch(() => undefined);
    calls.set(earlyCallKey(call.path, call.body), {
      response,
      at: performance.now(),
      token: read(EARLY_STORAGE_KEYS.token) ?? '',
    });
  }
  window.sahamEarlyCalls = calls;
  // After the configuration call and the catalogue, which every screen waits for first.
  const screens = document.querySelector<HTMLMetaElement>(`meta[name="${SCREENS_META}"]`)?.content ?? '';
  for (const file of screenFilesFor(screens, location.hash)) {
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.href = file;
    document.head.append(link);
  }
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') start();
