import { describe, expect, it } from 'vitest';
import { QUOTE_SORTS } from '@saham/contract/quotes';
import { DEFAULT_VIEW, marketOfView, searchOfView, SORTS, viewFromSearch } from './quotes-view-state.ts';

describe('the quotes view in the address', () => {
  it('starts on the listed tab, Bursa first, in the default order', () => {
    expect(viewFromSearch(new URLSearchParams(''))).toEqual({ tab: 'listed', market: 'MY', sort: 'default' });
    expect(marketOfView(DEFAULT_VIEW)).toBe('MY');
  });

  it('reads back what it writes', () => {
    const view = { tab: 'listed', market: 'HK', sort: 'gainers' } as const;
    expect(viewFromSearch(new URLSearchParams(searchOfView(view)))).toEqual(view);
    expect(searchOfView({ tab: 'forex', market: 'HK', sort: 'losers' })).toEqual({
      tab: 'forex',
      sort: 'losers',
    });
  });

  it('offers exactly the sorts of the contract', () => {
    expect([...SORTS]).toEqual([...QUOTE_SORTS]);
  });

  it('ignores unknown values', () => {
    expect(viewFromSearch(new URLSearchParams('tab=stocks&market=XX&sort=random'))).toEqual(DEFAULT_VIEW);
    expect(viewFromSearch(new URLSearchParams('tab=digital&sort=turnover'))).toEqual({
      tab: 'digital',
      market: 'MY',
      sort: 'turnover',
    });
  });

  it('asks the server for a market only on the listed tab, and none for all markets', () => {
    expect(marketOfView({ tab: 'listed', market: 'all', sort: 'default' })).toBeUndefined();
    expect(marketOfView({ tab: 'listed', market: 'US', sort: 'default' })).toBe('US');
    expect(marketOfView({ tab: 'auction', market: 'US', sort: 'default' })).toBeUndefined();
  });
});
