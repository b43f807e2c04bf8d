// favorite/remove: takes instruments off the watchlist (one star, or select all and delete).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { removeFavorites } from '@saham/contract/favorites';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { FAVORITES_KEY } from './favorites.ts';
import { SEARCH_KEY } from './search.ts';

export const REMOVE_FAVORITES = callRef<typeof removeFavorites>('favorite/remove');

export function postRemoveFavorites(symbols: string[]): Promise<{ removed: number }> {
  return callApi(REMOVE_FAVORITES, { symbols });
}

export function useRemoveFavorites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRemoveFavorites,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
        queryClient.invalidateQueries({ queryKey: SEARCH_KEY }),
      ]),
  });
}
