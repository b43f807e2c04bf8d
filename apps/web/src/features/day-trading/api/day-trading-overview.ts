// dayTrading/overview: the application limits, the member's available MYR and the current application.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@saham/contract/call';
import type { dayTradingOverview } from '@saham/contract/day-trading';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const DAY_TRADING_OVERVIEW = callRef<typeof dayTradingOverview>('dayTrading/overview');

export function fetchDayTradingOverview(
  signal?: AbortSignal,
): Promise<ResponseOf<typeof dayTradingOverview>> {
  return callApi(DAY_TRADING_OVERVIEW, {}, { signal });
}

export const dayTradingOverviewQuery = queryOptions({
  queryKey: ['dayTrading', 'overview'] as const,
  queryFn: ({ signal }) => fetchDayTradingOverview(signal),
});

export function useDayTradingOverview(isEnabled: boolean) {
  return useQuery({ ...dayTradingOverviewQuery, enabled: isEnabled });
}
