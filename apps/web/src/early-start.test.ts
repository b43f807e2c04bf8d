// early-start.ts repeats, without importing them, a few facts of the app: the storage keys the API
// client reads and the default language. These tests fail when the app changes one of them and
// early-start.ts does not follow. (The configuration call's path is checked by tsc.)
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE } from '@saham/domain/languages';
import { STORAGE_KEYS } from './shared/storage/local-store.ts';
import { ROUTES } from './shared/navigation/routes.ts';
import {
  EARLY_DEFAULT_LANGUAGE,
  EARLY_STORAGE_KEYS,
  EARLY_IS_GUEST_KEY,
  earlyCallsFor,
  earlyCatalogueUrl,
  earlyConfigRequest,
  logoOf,
  parseCatalogueUrls,
  screenFilesFor,
} from './early-start.ts';

describe('early start', () => {
  it('uses the app’s storage keys and default language', () => {
    expect(EARLY_STORAGE_KEYS).toEqual({
      token: STORAGE_KEYS.token,
      account: STORAGE_KEYS.account,
      language: STORAGE_KEYS.language,
    });
    expect(EARLY_DEFAULT_LANGUAGE).toBe(DEFAULT_LANGUAGE);
    expect(EARLY_IS_GUEST_KEY).toBe(STORAGE_KEYS.isGuest);
  });

  it('starts the first calls of the screen in the address, as app/start-prefetch.ts asks for them', () => {
    const member: Record<string, string> = { tokend: 't0k', account: '601123456789' };
    const guest: Record<string, string> = { ...member, isGuest: 'true' };
    const as = (stored: Record<string, string>) => (key: string) => stored[key] ?? null;
    expect(earlyCallsFor(`#${ROUTES.home}`, as(member))).toEqual([{ path: 'user/setupProgress', body: {} }]);
    expect(earlyCallsFor(`#${ROUTES.home}`, as(guest))).toEqual([]);
    expect(earlyCallsFor(`#${ROUTES.home}`, as({}))).toEqual([]);
    expect(earlyCallsFor(`#${ROUTES.stockDetail}?symbol=my:1155%20`, as({}))).toEqual([
      { path: 'market/detail', body: { symbol: 'MY:1155' } },
    ]);
    expect(earlyCallsFor(`#${ROUTES.stockDetail}`, as(member))).toEqual([]);
    expect(earlyCallsFor(`#${ROUTES.positions}`, as(member))).toEqual([
      { path: 'trade/positions', body: { tab: 'all', page: 1 } },
      { path: 'trade/orders', body: { status: 'pending', page: 1 } },
    ]);
    expect(earlyCallsFor(`#${ROUTES.positions}?tab=all`, as(member))).toHaveLength(2);
    expect(earlyCallsFor(`#${ROUTES.positions}?tab=ended`, as(member))).toEqual([]);
    expect(earlyCallsFor(`#${ROUTES.positions}?market=MY`, as(member))).toEqual([]);
    expect(earlyCallsFor(`#${ROUTES.positions}`, as(guest))).toEqual([]);
    expect(earlyCallsFor(`#${ROUTES.me}`, as(member))).toEqual([]);
  });

  it('preloads the stored language’s catalogue, or the default language’s', () => {
    const urls = parseCatalogueUrls('en=./assets/en-1.json  zh=./assets/zh-2.json\nja=./assets/ja-3.json');
    expect(urls).toEqual({ en: './assets/en-1.json', zh: './assets/zh-2.json', ja: './assets/ja-3.json' });
    expect(earlyCatalogueUrl(urls, 'ja')).toBe('./assets/ja-3.json');
    expect(earlyCatalogueUrl(urls, null)).toBe('./assets/zh-2.json');
    expect(earlyCatalogueUrl(urls, 'xx')).toBe('./assets/zh-2.json');
    expect(earlyCatalogueUrl({}, 'en')).toBeUndefined();
  });

  it('asks for the configuration with the headers the API client sends', () => {
    const stored: Record<string, string> = { tokend: 't0k', account: '601123456789', language: 'en' };
    expect(earlyConfigRequest((key) => stored[key] ?? null)).toEqual({
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        token: 't0k',
        account: '601123456789',
        'accept-language': 'en',
      },
      body: '{"type":"all"}',
    });
    expect(earlyConfigRequest(() => null).headers).toEqual({ 'content-type': 'application/json' });
  });

  it('finds the logo in a configuration answer', () => {
    const answer = (data: unknown) => ({ status: 1, msg: '', data });
    expect(
      logoOf(
        answer([
          { name: 'title', value: 'Saham' },
          { name: 'logo', value: '/logo.svg' },
        ]),
      ),
    ).toBe('/logo.svg');
    expect(logoOf(answer([{ name: 'logo', value: '' }]))).toBeNull();
    expect(logoOf(answer([{ name: 'title', value: 'Saham' }]))).toBeNull();
    expect(logoOf({ status: 0, msg: 'SYSTEM_BUSY' })).toBeNull();
    expect(logoOf(null)).toBeNull();
  });

  it('preloads the chunks of the screen in the address, whatever its query', () => {
    const meta = '/home/index=./assets/home-1.js,./assets/home-2.css /trade/index=./assets/trade-3.js';
    expect(screenFilesFor(meta, '#/home/index')).toEqual(['./assets/home-1.js', './assets/home-2.css']);
    expect(screenFilesFor(meta, '#/trade/index?tab=ended')).toEqual(['./assets/trade-3.js']);
    expect(screenFilesFor(meta, '#/home/indexList')).toEqual([]);
    expect(screenFilesFor(meta, '')).toEqual([]);
  });
});
