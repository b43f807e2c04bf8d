// withdraw/list: the member's withdrawals with their expected settlement dates, ten a page.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { WithdrawRecord, withdrawList } from '@saham/contract/withdraw';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const WITHDRAW_LIST = callRef<typeof withdrawList>('withdraw/list');

export function fetchWithdrawList(page: number, signal?: AbortSignal): Promise<Paged<WithdrawRecord>> {
  return callApi(WITHDRAW_LIST, { page }, { signal });
}

export const withdrawListQuery = infiniteQueryOptions({
  queryKey: ['withdraw', 'list'] as const,
  queryFn: ({ pageParam, signal }) => fetchWithdrawList(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (lastPage: Paged<WithdrawRecord>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
});

export function useWithdrawList(isEnabled: boolean) {
  return useInfiniteQuery({ ...withdrawListQuery, enabled: isEnabled });
}
