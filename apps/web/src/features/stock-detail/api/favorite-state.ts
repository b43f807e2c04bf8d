// favorite/check: whether the instrument on screen is in the member's watchlist (the star). Only
// members have a watchlist: for visitors the query stays idle.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { checkFavorite, FavoriteState } from '@saham/contract/favorites';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { FAVORITES_ROOT_KEY } from '../../../shared/api/favorite-list.ts';

export const CHECK_FAVORITE = callRef<typeof checkFavorite>('favorite/check');

export function fetchFavoriteState(symbol: string, signal?: AbortSignal): Promise<FavoriteState> {
  return callApi(CHECK_FAVORITE, { symbol }, { signal });
}

export function favoriteStateQuery(symbol: string, account: string) {
  return queryOptions({
    queryKey: [...FAVORITES_ROOT_KEY, 'check', symbol, account] as const,
    queryFn: ({ signal }) => fetchFavoriteState(symbol, signal),
  });
}

export function useFavoriteState(symbol: string, account: string | null) {
  return useQuery({ ...favoriteStateQuery(symbol, account ?? ''), enabled: account !== null });
}
