// newStock/list: offerings by type, market and period, ten a page with "load more".
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { Paged } from '@saham/contract/envelope';
import type { OfferingSummary, newStockList } from '@saham/contract/new-stock';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const NEW_STOCK_LIST = callRef<typeof newStockList>('newStock/list');

export type OfferingFilter = Omit<RequestOf<typeof newStockList>, 'page'>;

export function newStockListQuery(filter: OfferingFilter) {
  return infiniteQueryOptions({
    queryKey: ['newStock', 'list', filter] as const,
    queryFn: ({ pageParam, signal }) => callApi(NEW_STOCK_LIST, { ...filter, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage: Paged<OfferingSummary>) =>
      lastPage.hasMore ? lastPage.page + 1 : undefined,
  });
}

export function useNewStockList(filter: OfferingFilter) {
  return useInfiniteQuery(newStockListQuery(filter));
}
