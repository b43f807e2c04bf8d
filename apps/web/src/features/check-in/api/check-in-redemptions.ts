// checkIn/redemptions: the member's redemptions, newest first, ten a page with "load more".
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { CheckInRedemption, checkInRedemptions } from '@saham/contract/check-in';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const CHECK_IN_REDEMPTIONS = callRef<typeof checkInRedemptions>('checkIn/redemptions');

export const checkInRedemptionsQuery = infiniteQueryOptions({
  queryKey: ['checkIn', 'redemptions'] as const,
  queryFn: ({ pageParam, signal }) => callApi(CHECK_IN_REDEMPTIONS, { page: pageParam }, { signal }),
  initialPageParam: 1,
  getNextPageParam: (lastPage: Paged<CheckInRedemption>) =>
    lastPage.hasMore ? lastPage.page + 1 : undefined,
});

export function useCheckInRedemptions() {
  return useInfiniteQuery(checkInRedemptionsQuery);
}
