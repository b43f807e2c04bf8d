import { describe, expect, it } from 'vitest';
import { FAVORITES_KEY, favoritesQuery } from './favorite-list.ts';

describe('the watchlist query', () => {
  it('is keyed under the favourites, so starring anywhere refreshes it', () => {
    expect(favoritesQuery('en').queryKey).toEqual(['favorites', 'list', 'en']);
    expect(favoritesQuery('en').queryKey.slice(0, 2)).toEqual([...FAVORITES_KEY]);
  });

  it('asks for the next page while more follow, and stops after the last', () => {
    const query = favoritesQuery('en');
    const page = (number: number, hasMore: boolean) => ({ items: [], page: number, total: 25, hasMore });
    expect(query.initialPageParam).toBe(1);
    expect(query.getNextPageParam(page(2, true), [], 2, [])).toBe(3);
    expect(query.getNextPageParam(page(3, false), [], 3, [])).toBeUndefined();
  });
});
