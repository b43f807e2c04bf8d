// recharge/list: the member's deposits, newest first, ten a page with "load more".
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { DepositRecord, rechargeList } from '@saham/contract/recharge';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const RECHARGE_LIST = callRef<typeof rechargeList>('recharge/list');

export function fetchRechargeList(page: number, signal?: AbortSignal): Promise<Paged<DepositRecord>> {
  return callApi(RECHARGE_LIST, { page }, { signal });
}

export const rechargeListQuery = infiniteQueryOptions({
  queryKey: ['recharge', 'list'] as const,
  queryFn: ({ pageParam, signal }) => fetchRechargeList(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (lastPage: Paged<DepositRecord>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
});

export function useRechargeList(isEnabled: boolean) {
  return useInfiniteQuery({ ...rechargeListQuery, enabled: isEnabled });
}
