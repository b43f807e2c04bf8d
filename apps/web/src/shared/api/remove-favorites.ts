// favorite/remove: takes instruments off the watchlist (one star, the rows ticked, or with
// `{ all: true }` every favourite, loaded on the screen or not); every favourite query refreshes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { removeFavorites } from '@saham/contract/favorites';
import { callApi } from './client.ts';
import { callRef } from './call-ref.ts';
import { FAVORITES_ROOT_KEY } from './favorite-list.ts';

export const REMOVE_FAVORITES = callRef<typeof removeFavorites>('favorite/remove');

export function postRemoveFavorites(body: RequestOf<typeof removeFavorites>): Promise<{ removed: number }> {
  return callApi(REMOVE_FAVORITES, body);
}

export function useRemoveFavorites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRemoveFavorites,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAVORITES_ROOT_KEY }),
  });
}
