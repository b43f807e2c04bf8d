// holidays/delete: removes a holiday from the calendar.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffHolidayDelete } from '@saham/contract/withdraw';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';
import { HOLIDAYS_QUERY_KEY } from './list-holidays.ts';

export function postHolidayDelete(
  request: RequestOf<typeof staffHolidayDelete>,
): Promise<ResponseOf<typeof staffHolidayDelete>> {
  return callStaff(staffHolidayDelete, request);
}

export function useHolidayDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postHolidayDelete,
    onSettled: () => queryClient.invalidateQueries({ queryKey: HOLIDAYS_QUERY_KEY }),
  });
}
