// trade/dividends: the dividends and splits applied to the member's positions, newest first, ten a
// page with "load more".
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { TradeDividend, tradeDividends } from '@saham/contract/trading';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const TRADE_DIVIDENDS = callRef<typeof tradeDividends>('trade/dividends');

export function fetchDividends(page: number, signal?: AbortSignal): Promise<Paged<TradeDividend>> {
  return callApi(TRADE_DIVIDENDS, { page }, { signal });
}

export const dividendsQuery = infiniteQueryOptions({
  queryKey: ['trade', 'dividends'] as const,
  queryFn: ({ pageParam, signal }) => fetchDividends(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (lastPage: Paged<TradeDividend>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
});

export function useDividends(isEnabled: boolean) {
  return useInfiniteQuery({ ...dividendsQuery, enabled: isEnabled });
}
