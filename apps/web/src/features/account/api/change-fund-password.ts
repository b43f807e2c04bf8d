// user/changeFundPassword: replaces the fund password, given the current one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { changeFundPassword } from '@saham/contract/user';
import { callApi } from '../../../shared/api/client.ts';
import { CALLS } from '../../../shared/api/calls.ts';
import { userInfoQuery } from '../../../shared/api/get-userinfo.ts';

export function postChangeFundPassword(body: RequestOf<typeof changeFundPassword>): Promise<null> {
  return callApi(CALLS.changeFundPassword, body);
}

export function useChangeFundPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postChangeFundPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
  });
}
