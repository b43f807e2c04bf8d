// favorite/remove: takes instruments off the watchlist (one star, the rows ticked, or with
// `{ all: true }` every favourite, loaded on the screen or not).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { removeFavorites } from '@saham/contract/favorites';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { FAVORITES_KEY } from './favorites.ts';
import { SEARCH_KEY } from './search.ts';

export const REMOVE_FAVORITES = callRef<typeof removeFavorites>('favorite/remove');

export function postRemoveFavorites(body: RequestOf<typeof removeFavorites>): Promise<{ removed: number }> {
  return callApi(REMOVE_FAVORITES, body);
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
