// early-start.ts repeats, without importing them, a few facts of the app: the storage keys the API
// client reads and the default language. These tests fail when the app changes one of them and
// early-start.ts does not follow. (The configuration call's path is checked by tsc.)
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE } from '@saham/domain/languages';
import { STORAGE_KEYS } from './shared/storage/local-store.ts';
import {
  EARLY_DEFAULT_LANGUAGE,
  EARLY_STORAGE_KEYS,
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
