// dayTrading/positions: the member's day positions, open or closed, ten a page with "load more".
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DayTradePosition, dayTradingPositions } from '@saham/contract/day-trading';
import type { Paged } from '@saham/contract/envelope';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { pollEvery } from '../../../shared/api/poll-interval.ts';

export const DAY_TRADING_POSITIONS = callRef<typeof dayTradingPositions>('dayTrading/positions');

export type DayPositionStatus = 'open' | 'closed';

export function dayTradingPositionsQuery(status: DayPositionStatus) {
  return infiniteQueryOptions({
    queryKey: ['dayTrading', 'positions', status] as const,
    queryFn: ({ pageParam, signal }): Promise<Paged<DayTradePosition>> =>
      callApi(DAY_TRADING_POSITIONS, { status, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage: Paged<DayTradePosition>) =>
      lastPage.hasMore ? lastPage.page + 1 : undefined,
    refetchInterval: pollEvery(status === 'open' ? 10_000 : false),
  });
}

export function useDayTradingPositions(status: DayPositionStatus, isEnabled: boolean) {
  return useInfiniteQuery({ ...dayTradingPositionsQuery(status), enabled: isEnabled });
}
