// favorite/list: the member's watchlist, most recently added first, ten a page with "load more". Read
// by the favourites screen and by the watchlist as a quotes list (/market/components/optionList), so
// it lives here once and both share one cache: a star added or removed anywhere refreshes both.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { InstrumentItem, listFavorites } from '@saham/contract/favorites';
import { useLanguage } from '../i18n/i18n.ts';
import { callApi } from './client.ts';
import { callRef } from './call-ref.ts';

export const LIST_FAVORITES = callRef<typeof listFavorites>('favorite/list');

/** Every favourite query's key starts with this: the watchlist, search stars and history, the star. */
export const FAVORITES_ROOT_KEY = ['favorites'] as const;

/** Every watchlist query's key starts with this. */
export const FAVORITES_KEY = [...FAVORITES_ROOT_KEY, 'list'] as const;

export function fetchFavoritesPage(page: number, signal?: AbortSignal): Promise<Paged<InstrumentItem>> {
  return callApi(LIST_FAVORITES, { page }, { signal });
}

export function favoritesQuery(language: string) {
  return infiniteQueryOptions({
    queryKey: [...FAVORITES_KEY, language] as const,
    queryFn: ({ pageParam, signal }) => fetchFavoritesPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: Paged<InstrumentItem>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
  });
}

/** Only members have a watchlist: for visitors the query stays idle. */
export function useFavorites(isEnabled: boolean) {
  return useInfiniteQuery({ ...favoritesQuery(useLanguage()), enabled: isEnabled });
}
