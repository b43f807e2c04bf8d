// checkIn/today: the day's check-in. A success refreshes the status (streak, calendar, points).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { checkInToday } from '@saham/contract/check-in';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const CHECK_IN_TODAY = callRef<typeof checkInToday>('checkIn/today');

export function useCheckInToday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(CHECK_IN_TODAY, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['checkIn', 'status'] }),
  });
}
