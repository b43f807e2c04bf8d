import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKETS } from './defaults.ts';
import { marketCapAt, nameIn, pricingRules } from './instrument.ts';
import { SEED_INSTRUMENTS } from './instruments-seed.ts';
import { isOnTickGrid } from './ticks.ts';
import type { MarketCode } from './types.ts';
import { BURSA_LISTED } from './listed-bursa.ts';
import { HK_LISTED } from './listed-hk.ts';
import { JP_LISTED } from './listed-jp.ts';
import { US_LISTED } from './listed-us.ts';

/** Symbols of the index data files' stocks (names in their home language, no fundamentals, market lot). */
const LISTED_SYMBOLS = new Set([
  ...BURSA_LISTED.map(([code]) => `MY:${code}`),
  ...US_LISTED.map(([code]) => `US:${code}`),
  ...HK_LISTED.map(([code]) => `HK:${code}`),
  ...JP_LISTED.map(([code]) => `JP:${code}`),
]);
const isCurated = (symbol: string) => !LISTED_SYMBOLS.has(symbol);

const count = (market: MarketCode, assetClass: string) =>
  SEED_INSTRUMENTS.filter((item) => item.market === market && item.assetClass === assetClass).length;

describe('seed instruments', () => {
  it('has the required numbers per market', () => {
    expect(count('MY', 'stock')).toBeGreaterThanOrEqual(30);
    expect(count('US', 'stock')).toBeGreaterThanOrEqual(30);
    expect(count('HK', 'stock')).toBeGreaterThanOrEqual(20);
    expect(count('JP', 'stock')).toBeGreaterThanOrEqual(20);
    expect(count('CN', 'stock')).toBeGreaterThanOrEqual(10);
    expect(count('CRYPTO', 'crypto')).toBeGreaterThanOrEqual(10);
    expect(count('FX', 'forex')).toBeGreaterThanOrEqual(10);
    expect(count('MY', 'index')).toBe(4);
    const indexCodes = SEED_INSTRUMENTS.filter((item) => item.assetClass === 'index').map(
      (item) => item.code,
    );
    expect(indexCodes).toEqual(
      expect.arrayContaining(['FBMKLCI', 'DJI', 'SPX', 'IXIC', 'HSI', 'N225', 'SSEC']),
    );
  });

  it('has the 30 Bursa companies of the reference', () => {
    const codes = SEED_INSTRUMENTS.filter((item) => item.market === 'MY' && item.assetClass === 'stock').map(
      (item) => item.code,
    );
    for (const code of '1155 1295 1023 5347 5225 5819 8869 5183 6033 6947 6012 3816 5398 6742 4677 5681 4707 2445 1066 5285 5326 1015 5211 6888 4863 1961 4065 7084 5296 0166'.split(
      ' ',
    )) {
      expect(codes).toContain(code);
    }
  });

  it('has unique symbols and codes per market', () => {
    const symbols = SEED_INSTRUMENTS.map((item) => item.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
    for (const item of SEED_INSTRUMENTS) expect(item.symbol).toBe(`${item.market}:${item.code}`);
  });

  it('prices every previous close on its tick grid', () => {
    for (const item of SEED_INSTRUMENTS) {
      expect(
        isOnTickGrid(pricingRules(DEFAULT_MARKETS[item.market], item), item.prevClose),
        item.symbol,
      ).toBe(true);
    }
  });

  it('names foreign instruments in Chinese, Japanese and Korean', () => {
    const tencent = SEED_INSTRUMENTS.find((item) => item.symbol === 'HK:0700');
    expect(tencent?.names).toMatchObject({ zh: '騰訊控股', ch: '腾讯控股', ja: 'テンセント', ko: '텐센트' });
    for (const item of SEED_INSTRUMENTS.filter(
      (candidate) => candidate.market !== 'MY' && isCurated(candidate.symbol),
    )) {
      for (const language of ['zh', 'ch', 'ja', 'ko'] as const) {
        expect(item.names[language], `${item.symbol} ${language}`).toBeTruthy();
      }
    }
    const maybank = SEED_INSTRUMENTS.find((item) => item.symbol === 'MY:1155');
    expect(maybank && nameIn(maybank.names, 'ml')).toBe('Malayan Banking');
    expect(maybank && nameIn(maybank.names, 'ch')).toBe('马来亚银行');
  });

  it('gives Hong Kong stocks their own lots and stocks their fundamentals', () => {
    const hsbc = SEED_INSTRUMENTS.find((item) => item.symbol === 'HK:0005');
    expect(hsbc?.lotSize).toBe('400');
    expect(hsbc && pricingRules(DEFAULT_MARKETS.HK, hsbc).lotSize).toBe('400');
    for (const item of SEED_INSTRUMENTS.filter(
      (candidate) =>
        candidate.market === 'HK' && candidate.assetClass === 'stock' && isCurated(candidate.symbol),
    )) {
      expect(item.lotSize, item.symbol).not.toBeNull();
    }
    for (const item of SEED_INSTRUMENTS.filter((candidate) => candidate.assetClass === 'stock')) {
      expect(item.profile.sector, item.symbol).not.toBeNull();
      if (isCurated(item.symbol)) expect(item.profile.sharesOutstanding, item.symbol).toMatch(/^\d+$/);
      else expect(item.profile.sharesOutstanding, item.symbol).toBeNull();
    }
    expect(marketCapAt('10.30', '12100000000')).toBe('124630000000');
  });

  it('dates corporate actions in 2025–2026', () => {
    const actions = SEED_INSTRUMENTS.flatMap((item) => item.corporateActions);
    expect(actions.some((action) => action.kind === 'dividend')).toBe(true);
    expect(actions.some((action) => action.kind === 'split')).toBe(true);
    for (const action of actions) expect(action.exDate).toMatch(/^202[56]-\d{2}-\d{2}$/);
  });

  it('covers the FBM KLCI, 150 Bursa stocks, the Hang Seng Index, the S&P 100 and the largest Nikkei 225 companies (issue 16 §6)', () => {
    expect(count('MY', 'stock')).toBeGreaterThanOrEqual(145);
    expect(count('US', 'stock')).toBeGreaterThanOrEqual(100);
    expect(count('HK', 'stock')).toBeGreaterThanOrEqual(80);
    expect(count('JP', 'stock')).toBeGreaterThanOrEqual(65);
    const bySymbol = new Map(SEED_INSTRUMENTS.map((item) => [item.symbol, item]));
    expect(bySymbol.get('MY:7113')?.names.en).toBe('Top Glove Corporation');
    expect(bySymbol.get('MY:3182')?.names.en).toBe('Genting Bhd');
    expect(bySymbol.get('MY:4715')?.names.en).toBe('Genting Malaysia');
    expect(bySymbol.get('US:AAPL')?.profile.sector).toBe('technology');
    expect(bySymbol.get('JP:8001')?.names.ja).toBe('伊藤忠商事');
    // The index files' stocks carry the names of their home market.
    for (const [code] of HK_LISTED) expect(bySymbol.get(`HK:${code}`)?.names.zh, code).toBeTruthy();
    for (const [code] of JP_LISTED) expect(bySymbol.get(`JP:${code}`)?.names.ja, code).toBeTruthy();
  });
});
