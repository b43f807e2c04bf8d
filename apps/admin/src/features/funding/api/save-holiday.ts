// holidays/save: adds a holiday or renames one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffHolidaySave } from '@saham/contract/withdraw';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';
import { HOLIDAYS_QUERY_KEY } from './list-holidays.ts';

export function postHolidaySave(
  request: RequestOf<typeof staffHolidaySave>,
): Promise<ResponseOf<typeof staffHolidaySave>> {
  return callStaff(staffHolidaySave, request);
}

export function useHolidaySave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postHolidaySave,
    onSettled: () => queryClient.invalidateQueries({ queryKey: HOLIDAYS_QUERY_KEY }),
  });
}
