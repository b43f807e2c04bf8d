// auth/enrolOtp: confirms the authenticator app with its first code; TOTP is then required at login.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffEnrolOtp } from '@saham/contract/admin-auth';
import { callStaff } from '../../../shared/api/staff-client.ts';
import { ME_QUERY_KEY } from './me.ts';

export function enrolOtp(otp: string): Promise<null> {
  return callStaff(staffEnrolOtp, { otp });
}

export function useEnrolOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrolOtp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
