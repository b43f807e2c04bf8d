// newStock/detail: one offering with every field of spec §3, the timeline, the ballot's commitments
// and the member's own applications.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { newStockDetail } from '@saham/contract/new-stock';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const NEW_STOCK_DETAIL = callRef<typeof newStockDetail>('newStock/detail');

export function newStockDetailQuery(id: number) {
  return queryOptions({
    queryKey: ['newStock', 'detail', id] as const,
    queryFn: ({ signal }) => callApi(NEW_STOCK_DETAIL, { id }, { signal }),
    // An offering moves on by itself (opening, close, results): opening the screen always asks again.
    staleTime: 0,
  });
}

export function useNewStockDetail(id: number | null) {
  return useQuery({ ...newStockDetailQuery(id ?? 0), enabled: id !== null });
}
