// favorite/list: the member's watchlist, most recently added first, ten a page with "load more".
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { InstrumentItem, listFavorites } from '@saham/contract/favorites';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { useLanguage } from '../../../shared/i18n/i18n.ts';

export const LIST_FAVORITES = callRef<typeof listFavorites>('favorite/list');

/** Every watchlist query's key starts with this. */
export const FAVORITES_KEY = ['favorites', 'list'] as const;

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
