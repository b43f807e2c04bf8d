// staff/setActive: a deactivated staff member cannot sign in; their sessions end.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setStaffActive } from '@saham/contract/admin-staff';
import type { StaffRow } from '@saham/contract/admin-staff';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type SetStaffActiveRequest = RequestOf<typeof setStaffActive>;

export function fetchSetStaffActive(request: SetStaffActiveRequest): Promise<StaffRow> {
  return callStaff(setStaffActive, request);
}

export function useSetStaffActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchSetStaffActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
