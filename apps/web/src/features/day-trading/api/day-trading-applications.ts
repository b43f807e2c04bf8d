// dayTrading/applications: the member's applications, newest first, ten a page with "load more".
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DayTradeApplication, dayTradingApplications } from '@saham/contract/day-trading';
import type { Paged } from '@saham/contract/envelope';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const DAY_TRADING_APPLICATIONS = callRef<typeof dayTradingApplications>('dayTrading/applications');

export function fetchDayTradingApplications(
  page: number,
  signal?: AbortSignal,
): Promise<Paged<DayTradeApplication>> {
  return callApi(DAY_TRADING_APPLICATIONS, { page }, { signal });
}

export const dayTradingApplicationsQuery = infiniteQueryOptions({
  queryKey: ['dayTrading', 'applications'] as const,
  queryFn: ({ pageParam, signal }) => fetchDayTradingApplications(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (lastPage: Paged<DayTradeApplication>) =>
    lastPage.hasMore ? lastPage.page + 1 : undefined,
});

export function useDayTradingApplications(isEnabled: boolean) {
  return useInfiniteQuery({ ...dayTradingApplicationsQuery, enabled: isEnabled });
}
