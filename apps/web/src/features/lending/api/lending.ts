// Securities lending calls of the member app: the programs (lending/programs), the member's loans with
// the rebate summary (lending/list, ten a page with "load more"), and the money-moving lend and recall
// (a fresh Idempotency-Key per submission), which refresh the loans, the positions and the balances.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import type { lendingLend, lendingList, lendingPrograms, lendingRecall } from '@saham/contract/lending';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { userInfoQuery } from '../../../shared/api/get-userinfo.ts';
import { TRADE_KEY } from '../../../shared/api/trade-positions.ts';

export const LENDING_PROGRAMS = callRef<typeof lendingPrograms>('lending/programs');
export const LENDING_LIST = callRef<typeof lendingList>('lending/list');
export const LENDING_LEND = callRef<typeof lendingLend>('lending/lend', { isMoneyMoving: true });
export const LENDING_RECALL = callRef<typeof lendingRecall>('lending/recall', { isMoneyMoving: true });

export type LendingPage = ResponseOf<typeof lendingList>;

const LENDING_KEY = ['lending'] as const;

export const lendingProgramsQuery = queryOptions({
  queryKey: [...LENDING_KEY, 'programs'] as const,
  queryFn: ({ signal }) => callApi(LENDING_PROGRAMS, {}, { signal }),
});

export function useLendingPrograms() {
  return useQuery(lendingProgramsQuery);
}

export function lendingListQuery(status: 'active' | 'ended') {
  return infiniteQueryOptions({
    queryKey: [...LENDING_KEY, 'list', status] as const,
    queryFn: ({ pageParam, signal }): Promise<LendingPage> =>
      callApi(LENDING_LIST, { status, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage: LendingPage) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
  });
}

export function useLendingList(status: 'active' | 'ended') {
  return useInfiniteQuery(lendingListQuery(status));
}

function useRefreshing<T, R>(
  run: (body: T) => Promise<R>,
  options: { refusalRereadsPrograms?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // A refused lend (the program closed or filled since the screen read it, or its minimum changed)
    // reads the programs again, so the screen shows their state and terms at once rather than after
    // the 15 s the cache keeps them; the refusal's toast comes from the mutation cache.
    ...(options.refusalRereadsPrograms
      ? { onError: () => queryClient.invalidateQueries({ queryKey: lendingProgramsQuery.queryKey }) }
      : {}),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LENDING_KEY }),
        queryClient.invalidateQueries({ queryKey: TRADE_KEY }),
        queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
      ]);
    },
  });
}

export function useLend() {
  return useRefreshing((body: RequestOf<typeof lendingLend>) => callApi(LENDING_LEND, body), {
    refusalRereadsPrograms: true,
  });
}

export function useRecall() {
  return useRefreshing((body: RequestOf<typeof lendingRecall>) => callApi(LENDING_RECALL, body));
}
