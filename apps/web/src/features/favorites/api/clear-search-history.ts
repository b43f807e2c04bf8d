// search/historyClear: empties the member's search history.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { clearSearchHistory } from '@saham/contract/favorites';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { HISTORY_KEY } from './search-history.ts';

export const CLEAR_SEARCH_HISTORY = callRef<typeof clearSearchHistory>('search/historyClear');

export function postClearSearchHistory(): Promise<null> {
  return callApi(CLEAR_SEARCH_HISTORY, {});
}

export function useClearSearchHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postClearSearchHistory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
  });
}
