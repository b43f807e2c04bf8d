import { describe, expect, it } from 'vitest';
import { MAX_CANDLES } from '@saham/contract/quotes';
import { FAVORITES_ROOT_KEY } from '../../../shared/api/favorite-list.ts';
import { favoriteStateQuery } from './favorite-state.ts';
import { candlesQuery, olderPageParam, TIME_SHARE_CANDLES, type CandlesPage } from './market-candles.ts';

function page(overrides: Partial<CandlesPage>): CandlesPage {
  return {
    symbol: 'MY:1155',
    period: '1d',
    adjust: 'none',
    tradingDay: '2026-11-23',
    hasMore: true,
    candles: [
      {
        time: '2026-11-20T00:00:00.000Z',
        date: '2026-11-20',
        open: '1',
        high: '1',
        low: '1',
        close: '1',
        volume: '1',
        turnover: '1',
      },
    ],
    ...overrides,
  };
}

describe('the stock detail queries', () => {
  it('pages back from the first candle: its date for days and longer, its time intraday', () => {
    expect(olderPageParam(page({}))).toBe('2026-11-20');
    const intraday = page({ period: '5m' });
    const first = intraday.candles[0];
    if (first === undefined) throw new Error('no candle');
    intraday.candles = [{ ...first, date: null, time: '2026-11-23T02:00:00.000Z' }];
    expect(olderPageParam(intraday)).toBe('2026-11-23T02:00:00.000Z');
  });

  it('stops paging at the oldest page, for an empty page, and for the time-share', () => {
    expect(olderPageParam(page({ hasMore: false }))).toBeUndefined();
    expect(olderPageParam(page({ candles: [] }))).toBeUndefined();
    expect(olderPageParam(page({ period: '1m' }))).toBeUndefined();
  });

  it('keys candles by symbol, period and adjustment, and the star under every favourite query', () => {
    expect(candlesQuery('MY:1155', '1d', 'forward').queryKey).not.toEqual(
      candlesQuery('MY:1155', '1d', 'backward').queryKey,
    );
    expect(favoriteStateQuery('MY:1155', 'a').queryKey.slice(0, 1)).toEqual([...FAVORITES_ROOT_KEY]);
  });
});

describe('time-share size', () => {
  it("is the contract's MAX_CANDLES (repeated to keep zod out of the screen's chunks)", () => {
    expect(TIME_SHARE_CANDLES).toBe(MAX_CANDLES);
  });
});
