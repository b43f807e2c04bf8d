// blockTrade/orders: the member's block-trade purchases, newest first, ten a page with "load more".
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { BlockOrder, blockTradeOrders } from '@saham/contract/block-trades';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const BLOCK_TRADE_ORDERS = callRef<typeof blockTradeOrders>('blockTrade/orders');

export function fetchBlockTradeOrders(page: number, signal?: AbortSignal): Promise<Paged<BlockOrder>> {
  return callApi(BLOCK_TRADE_ORDERS, { page }, { signal });
}

export const blockTradeOrdersQuery = infiniteQueryOptions({
  queryKey: ['blockTrade', 'orders'] as const,
  queryFn: ({ pageParam, signal }) => fetchBlockTradeOrders(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (lastPage: Paged<BlockOrder>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
});

export function useBlockTradeOrders(isEnabled: boolean) {
  return useInfiniteQuery({ ...blockTradeOrdersQuery, enabled: isEnabled });
}
