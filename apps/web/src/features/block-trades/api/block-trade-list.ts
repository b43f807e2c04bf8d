// blockTrade/list: block deals not yet closed (open first, then upcoming), ten a page with "load more".
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { BlockDeal, blockTradeList } from '@saham/contract/block-trades';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const BLOCK_TRADE_LIST = callRef<typeof blockTradeList>('blockTrade/list');

export function fetchBlockTradeList(page: number, signal?: AbortSignal): Promise<Paged<BlockDeal>> {
  return callApi(BLOCK_TRADE_LIST, { page }, { signal });
}

export const blockTradeListQuery = infiniteQueryOptions({
  queryKey: ['blockTrade', 'list'] as const,
  queryFn: ({ pageParam, signal }) => fetchBlockTradeList(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (lastPage: Paged<BlockDeal>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
});

export function useBlockTradeList(isEnabled: boolean) {
  return useInfiniteQuery({ ...blockTradeListQuery, enabled: isEnabled });
}
