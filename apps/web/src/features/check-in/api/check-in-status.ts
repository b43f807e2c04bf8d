// checkIn/status: today (a Malaysian day), the streak, a month's calendar, points and the next expiry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckInStatus, checkInStatus } from '@saham/contract/check-in';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const CHECK_IN_STATUS = callRef<typeof checkInStatus>('checkIn/status');

export function fetchCheckInStatus(month: string | null, signal?: AbortSignal): Promise<CheckInStatus> {
  return callApi(CHECK_IN_STATUS, month === null ? {} : { month }, { signal });
}

/** `month` null: this month in Malaysia. */
export function checkInStatusQuery(month: string | null) {
  return queryOptions({
    queryKey: ['checkIn', 'status', month] as const,
    queryFn: ({ signal }) => fetchCheckInStatus(month, signal),
  });
}

export function useCheckInStatus(month: string | null) {
  return useQuery({ ...checkInStatusQuery(month), placeholderData: (previous) => previous });
}
