// search/historyAdd: records a submitted text or an opened result. In the background: a failure
// shows no toast, as the member is already on their way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { addSearchHistory } from '@saham/contract/favorites';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { HISTORY_KEY } from './search-history.ts';

export const ADD_SEARCH_HISTORY = callRef<typeof addSearchHistory>('search/historyAdd');

export function postAddSearchHistory(body: RequestOf<typeof addSearchHistory>): Promise<null> {
  return callApi(ADD_SEARCH_HISTORY, body);
}

export function useAddSearchHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAddSearchHistory,
    meta: { quietErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
  });
}
