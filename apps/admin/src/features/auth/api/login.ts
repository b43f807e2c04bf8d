// auth/login: username, password and (once asked for) the TOTP code. On success the token is kept
// for the tab and the session seeds the `auth/me` cache, so the layout needs no second call.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffLogin } from '@saham/contract/admin-auth';
import type { StaffSession } from '@saham/contract/admin-auth';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';
import { saveStaffCredentials } from '../../../shared/api/staff-session.ts';
import { ME_QUERY_KEY } from './me.ts';
import type { StaffMe } from './me.ts';

export type LoginRequest = RequestOf<typeof staffLogin>;

export function loginStaff(request: LoginRequest): Promise<StaffSession> {
  return callStaff(staffLogin, request);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginStaff,
    meta: { handlesErrors: true },
    onSuccess: ({ token, ...me }) => {
      queryClient.setQueryData<StaffMe>(ME_QUERY_KEY, me);
      saveStaffCredentials({ token, account: me.username });
    },
  });
}
