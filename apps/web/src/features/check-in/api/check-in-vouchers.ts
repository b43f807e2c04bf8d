// checkIn/vouchers: the member's fee vouchers still usable, soonest expiry first, ten a page.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { FeeVoucherView, checkInVouchers } from '@saham/contract/check-in';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const CHECK_IN_VOUCHERS = callRef<typeof checkInVouchers>('checkIn/vouchers');

export const checkInVouchersQuery = infiniteQueryOptions({
  queryKey: ['checkIn', 'vouchers'] as const,
  queryFn: ({ pageParam, signal }) => callApi(CHECK_IN_VOUCHERS, { page: pageParam }, { signal }),
  initialPageParam: 1,
  getNextPageParam: (lastPage: Paged<FeeVoucherView>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
});

export function useCheckInVouchers() {
  return useInfiniteQuery(checkInVouchersQuery);
}
