// staff/resetOtp: clears a staff member's TOTP so that they enrol again at their next login.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetStaffOtp } from '@saham/contract/admin-staff';
import { callStaff } from '../../../shared/api/staff-client.ts';

export function fetchResetStaffOtp(id: number): Promise<null> {
  return callStaff(resetStaffOtp, { id });
}

export function useResetStaffOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchResetStaffOtp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
