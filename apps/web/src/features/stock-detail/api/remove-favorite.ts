// favorite/remove of the one instrument on the detail screen: the star, the watchlist and search
// stars refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { removeFavorites } from '@saham/contract/favorites';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { FAVORITES_ROOT_KEY } from './favorite-state.ts';

export const REMOVE_FAVORITE = callRef<typeof removeFavorites>('favorite/remove');

export function postRemoveFavorite(symbol: string): Promise<{ removed: number }> {
  return callApi(REMOVE_FAVORITE, { symbols: [symbol] });
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRemoveFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAVORITES_ROOT_KEY }),
  });
}
