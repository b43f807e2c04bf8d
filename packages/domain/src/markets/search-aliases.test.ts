import { describe, expect, it } from 'vitest';
import { SEED_INSTRUMENTS } from './instruments-seed.ts';
import { SEARCH_ALIASES, searchAliasesOf } from './search-aliases.ts';

describe('search aliases', () => {
  it('name only instruments that exist', () => {
    const symbols = new Set(SEED_INSTRUMENTS.map((item) => item.symbol));
    expect(Object.keys(SEARCH_ALIASES).filter((symbol) => !symbols.has(symbol))).toEqual([]);
  });

  it('give every Bursa stock of the seed its short name', () => {
    const bursaStocks = SEED_INSTRUMENTS.filter(
      (item) => item.market === 'MY' && item.assetClass === 'stock',
    );
    expect(
      bursaStocks.filter((item) => searchAliasesOf(item.symbol).length === 0).map((item) => item.symbol),
    ).toEqual([]);
    expect(searchAliasesOf('MY:1155')).toContain('MAYBANK');
    expect(searchAliasesOf('XX:NONE')).toEqual([]);
  });
});
