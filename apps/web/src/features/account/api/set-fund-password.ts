// user/setFundPassword: the first fund password (6 digits), needed before withdrawals and trading.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { setFundPassword } from '@saham/contract/user';
import { callApi } from '../../../shared/api/client.ts';
import { CALLS } from '../../../shared/api/calls.ts';
import { userInfoQuery } from '../../../shared/api/get-userinfo.ts';

export function postSetFundPassword(body: RequestOf<typeof setFundPassword>): Promise<null> {
  return callApi(CALLS.setFundPassword, body);
}

export function useSetFundPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSetFundPassword,
    // Not awaited: the fund password screen remounts its form once the profile says a password is
    // set, and the caller's own onSuccess (the toast, leaving the screen) must run before that.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey });
    },
  });
}
