// exchange/list: the member's exchanges, newest first, ten a page with "load more".
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { ExchangeRecord, exchangeList } from '@saham/contract/exchange';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const EXCHANGE_LIST = callRef<typeof exchangeList>('exchange/list');

export function fetchExchangeList(page: number, signal?: AbortSignal): Promise<Paged<ExchangeRecord>> {
  return callApi(EXCHANGE_LIST, { page }, { signal });
}

export const exchangeListQuery = infiniteQueryOptions({
  queryKey: ['exchange', 'list'] as const,
  queryFn: ({ pageParam, signal }) => fetchExchangeList(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (lastPage: Paged<ExchangeRecord>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
});

export function useExchangeList(isEnabled: boolean) {
  return useInfiniteQuery({ ...exchangeListQuery, enabled: isEnabled });
}
