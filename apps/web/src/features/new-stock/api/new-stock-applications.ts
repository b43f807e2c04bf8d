// newStock/applications: the member's applications (the positions' Subscription tab), newest first,
// ten a page with "load more".
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { Application, newStockApplications } from '@saham/contract/new-stock';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const NEW_STOCK_APPLICATIONS = callRef<typeof newStockApplications>('newStock/applications');

export const newStockApplicationsQuery = infiniteQueryOptions({
  queryKey: ['newStock', 'applications'] as const,
  queryFn: ({ pageParam, signal }) => callApi(NEW_STOCK_APPLICATIONS, { page: pageParam }, { signal }),
  initialPageParam: 1,
  // Application states move with the offering's lifecycle: opening the tab always asks again.
  staleTime: 0,
  getNextPageParam: (lastPage: Paged<Application>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
});

export function useNewStockApplications() {
  return useInfiniteQuery(newStockApplicationsQuery);
}
