// favorite/add from the detail screen's star: the star, the watchlist and search stars refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { addFavorite, FavoriteState } from '@saham/contract/favorites';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { FAVORITES_ROOT_KEY } from './favorite-state.ts';

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
