import { describe, expect, it } from 'vitest';
import * as favorites from '@saham/contract/favorites';
import { ADD_FAVORITE } from './add-favorite.ts';
import { ADD_SEARCH_HISTORY } from './add-search-history.ts';
import { CLEAR_SEARCH_HISTORY } from './clear-search-history.ts';
import { favoritesQuery, LIST_FAVORITES } from './favorites.ts';
import { REMOVE_FAVORITES } from './remove-favorites.ts';
import { SEARCH_INSTRUMENTS, searchPagesQuery } from './search.ts';
import { SEARCH_HISTORY } from './search-history.ts';

describe('the watchlist and search calls', () => {
  it.each([
    [SEARCH_INSTRUMENTS, favorites.searchInstruments],
    [LIST_FAVORITES, favorites.listFavorites],
    [ADD_FAVORITE, favorites.addFavorite],
    [REMOVE_FAVORITES, favorites.removeFavorites],
    [SEARCH_HISTORY, favorites.searchHistory],
    [ADD_SEARCH_HISTORY, favorites.addSearchHistory],
    [CLEAR_SEARCH_HISTORY, favorites.clearSearchHistory],
  ])('names the contract path and money flag of %o', (ref, contractCall) => {
    expect(ref.path).toBe(contractCall.path);
    expect(ref.isMoneyMoving).toBe(contractCall.isMoneyMoving ?? false);
  });

  it('asks for the next page while more follow, and stops after the last', () => {
    const page = (number: number, hasMore: boolean) => ({ items: [], page: number, total: 25, hasMore });
    for (const query of [favoritesQuery('en'), searchPagesQuery('ma', 'en', '')]) {
      expect(query.initialPageParam).toBe(1);
      expect(query.getNextPageParam(page(2, true), [], 2, [])).toBe(3);
      expect(query.getNextPageParam(page(3, false), [], 3, [])).toBeUndefined();
    }
  });

  it('does not search blank text, and keys results by text, language and account', () => {
    expect(searchPagesQuery('   ', 'en', '').enabled).toBe(false);
    expect(searchPagesQuery('ma', 'en', '').enabled).toBe(true);
    expect(searchPagesQuery('ma', 'ja', 'a').queryKey).not.toEqual(
      searchPagesQuery('ma', 'en', 'a').queryKey,
    );
    expect(searchPagesQuery('ma', 'en', 'a').queryKey).not.toEqual(
      searchPagesQuery('ma', 'en', 'b').queryKey,
    );
  });
});
