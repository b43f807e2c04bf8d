// auth/logout: revokes the token on the server; the tab forgets it whatever the server answers.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffLogout } from '@saham/contract/admin-auth';
import { callStaff } from '../../../shared/api/staff-client.ts';
import { clearStaffCredentials } from '../../../shared/api/staff-session.ts';

export function logoutStaff(): Promise<null> {
  return callStaff(staffLogout, {});
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutStaff,
    meta: { handlesErrors: true },
    onSettled: () => {
      clearStaffCredentials();
      queryClient.clear();
    },
  });
}
