// favorite/list for screens outside the favourites feature (the watchlist as a quotes list,
// /market/components/optionList): the member's watchlist, most recently added first, ten a page with
// "load more". It shares its query key with the favourites screen's own query file, so a star added
// or removed anywhere refreshes both.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { InstrumentItem, listFavorites } from '@saham/contract/favorites';
import { useLanguage } from '../i18n/i18n.ts';
import { callApi } from './client.ts';
import { callRef } from './call-ref.ts';

export const FAVORITE_QUOTES = callRef<typeof listFavorites>('favorite/list');

/** The same key as `features/favorites/api/favorites.ts` (FAVORITES_KEY). */
export const FAVORITE_QUOTES_KEY = ['favorites', 'list'] as const;

export function fetchFavoriteQuotesPage(page: number, signal?: AbortSignal): Promise<Paged<InstrumentItem>> {
  return callApi(FAVORITE_QUOTES, { page }, { signal });
}

export function favoriteQuotesQuery(language: string) {
  return infiniteQueryOptions({
    queryKey: [...FAVORITE_QUOTES_KEY, language] as const,
    queryFn: ({ pageParam, signal }) => fetchFavoriteQuotesPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: Paged<InstrumentItem>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
  });
}

/** Only members have a watchlist: for visitors the query stays idle. */
export function useFavoriteQuotes(isEnabled: boolean) {
  return useInfiniteQuery({ ...favoriteQuotesQuery(useLanguage()), enabled: isEnabled });
}
