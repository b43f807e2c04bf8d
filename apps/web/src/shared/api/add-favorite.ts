// favorite/add: stars an instrument (from the search results or the detail screen's star); every
// favourite query refreshes — the watchlist, the search results' stars and the detail screen's star.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { addFavorite, FavoriteState } from '@saham/contract/favorites';
import { callApi } from './client.ts';
import { callRef } from './call-ref.ts';
import { FAVORITES_ROOT_KEY } from './favorite-list.ts';

export const ADD_FAVORITE = callRef<typeof addFavorite>('favorite/add');

export function postAddFavorite(symbol: string): Promise<FavoriteState> {
  return callApi(ADD_FAVORITE, { symbol });
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAddFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAVORITES_ROOT_KEY }),
  });
}
