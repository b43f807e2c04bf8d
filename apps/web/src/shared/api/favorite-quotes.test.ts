import { describe, expect, it } from 'vitest';
import { listFavorites } from '@saham/contract/favorites';
import { FAVORITE_QUOTES, FAVORITE_QUOTES_KEY, favoriteQuotesQuery } from './favorite-quotes.ts';

describe('the watchlist quotes query', () => {
  it('names the contract path and money flag of favorite/list', () => {
    expect(FAVORITE_QUOTES.path).toBe(listFavorites.path);
    expect(FAVORITE_QUOTES.isMoneyMoving).toBe(listFavorites.isMoneyMoving ?? false);
  });

  it('shares the favourites screen key, so starring anywhere refreshes it', () => {
    expect(favoriteQuotesQuery('en').queryKey).toEqual(['favorites', 'list', 'en']);
    expect(favoriteQuotesQuery('en').queryKey.slice(0, 2)).toEqual([...FAVORITE_QUOTES_KEY]);
  });

  it('asks for the next page while more follow, and stops after the last', () => {
    const query = favoriteQuotesQuery('en');
    const page = (number: number, hasMore: boolean) => ({ items: [], page: number, total: 25, hasMore });
    expect(query.initialPageParam).toBe(1);
    expect(query.getNextPageParam(page(2, true), [], 2, [])).toBe(3);
    expect(query.getNextPageParam(page(3, false), [], 3, [])).toBeUndefined();
  });
});
