// user/login: account and password in, a session out.
import { useMutation } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { login, Session } from '@saham/contract/user';
import { callApi } from '../../../shared/api/client.ts';
import { CALLS } from '../../../shared/api/calls.ts';

export function postLogin(body: RequestOf<typeof login>): Promise<Session> {
  return callApi(CALLS.login, body);
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
