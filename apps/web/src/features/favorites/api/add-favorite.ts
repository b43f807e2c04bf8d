// favorite/add: stars an instrument; the watchlist and the search results' stars refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { addFavorite, FavoriteState } from '@saham/contract/favorites';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { FAVORITES_KEY } from './favorites.ts';
import { SEARCH_KEY } from './search.ts';

export const ADD_FAVORITE = callRef<typeof addFavorite>('favorite/add');

export function postAddFavorite(symbol: string): Promise<FavoriteState> {
  return callApi(ADD_FAVORITE, { symbol });
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAddFavorite,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
        queryClient.invalidateQueries({ queryKey: SEARCH_KEY }),
      ]),
  });
}
