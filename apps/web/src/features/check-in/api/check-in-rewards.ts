// checkIn/rewards: the rewards points redeem, fewest points first, ten a page with "load more".
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { CheckInReward, checkInRewards } from '@saham/contract/check-in';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const CHECK_IN_REWARDS = callRef<typeof checkInRewards>('checkIn/rewards');

export const checkInRewardsQuery = infiniteQueryOptions({
  queryKey: ['checkIn', 'rewards'] as const,
  queryFn: ({ pageParam, signal }) => callApi(CHECK_IN_REWARDS, { page: pageParam }, { signal }),
  initialPageParam: 1,
  getNextPageParam: (lastPage: Paged<CheckInReward>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
});

export function useCheckInRewards() {
  return useInfiniteQuery(checkInRewardsQuery);
}
