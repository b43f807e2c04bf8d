// blockTrade/detail: one deal (price, minimum, window, lock) for the buy screen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlockDeal, blockTradeDetail } from '@saham/contract/block-trades';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const BLOCK_TRADE_DETAIL = callRef<typeof blockTradeDetail>('blockTrade/detail');

export function fetchBlockTradeDetail(id: number, signal?: AbortSignal): Promise<BlockDeal> {
  return callApi(BLOCK_TRADE_DETAIL, { id }, { signal });
}

export function blockTradeDetailQuery(id: number) {
  return queryOptions({
    queryKey: ['blockTrade', 'detail', id] as const,
    queryFn: ({ signal }) => fetchBlockTradeDetail(id, signal),
  });
}

export function useBlockTradeDetail(id: number | null) {
  return useQuery({ ...blockTradeDetailQuery(id ?? 0), enabled: id !== null });
}
