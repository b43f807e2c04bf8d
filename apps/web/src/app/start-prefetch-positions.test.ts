// Positions opened at start: the day quotes of the first page's symbols are asked as soon as the
// positions answer, and the route's wait (the promise) covers them, so the first render has them.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const asked: string[] = [];

vi.mock('../shared/storage/session.ts', () => ({
  readSession: () => ({ token: 't0k', account: '601123456789', isGuest: false }),
}));
vi.mock('../shared/i18n/i18n.ts', () => ({ storedLanguage: () => 'en' }));
vi.mock('../shared/api/trade-positions.ts', () => ({
  positionsQuery: (tab: string) =>
    infiniteQueryOptions({
      queryKey: ['trade', 'positions', tab, 'all'] as const,
      queryFn: async () => {
        asked.push('positions');
        return {
          items: [{ symbol: 'MY:1155' }, { symbol: 'CRYPTO:BTCUSDT' }, { symbol: 'MY:1155' }],
          hasMore: false,
        };
      },
      initialPageParam: 1,
      getNextPageParam: () => undefined,
    }),
  ordersQuery: (status: string) =>
    infiniteQueryOptions({
      queryKey: ['trade', 'orders', status] as const,
      queryFn: async () => ({ items: [], hasMore: false }),
      initialPageParam: 1,
      getNextPageParam: () => undefined,
    }),
}));
vi.mock('../shared/api/market-detail.ts', () => ({
  marketDetailQuery: (symbol: string, language: string) =>
    queryOptions({
      queryKey: ['market', 'detail', symbol, language] as const,
      queryFn: async () => {
        asked.push(`detail ${symbol} ${language}`);
        return { symbol };
      },
    }),
}));

const { prefetchPositions } = await import('./start-prefetch.ts');
const { queryClient } = await import('../shared/api/query-client.ts');

describe('prefetchPositions', () => {
  afterEach(() => {
    asked.length = 0;
    queryClient.clear();
  });

  it('asks for each symbol’s day quote once the positions answer, before it resolves', async () => {
    await prefetchPositions('#/trade/index');
    expect(asked).toEqual(['positions', 'detail MY:1155 en', 'detail CRYPTO:BTCUSDT en']);
    expect(queryClient.getQueryData(['market', 'detail', 'MY:1155', 'en'])).toEqual({ symbol: 'MY:1155' });
  });

  it('asks nothing for another tab or a market filter', async () => {
    await prefetchPositions('#/trade/index?tab=ended');
    await prefetchPositions('#/trade/index?market=MY');
    await prefetchPositions('#/home/index');
    expect(asked).toEqual([]);
  });
});
