// user/changeLoginPassword: every session is revoked by the change; the answer is a fresh one.
import { useMutation } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { changeLoginPassword, Session } from '@saham/contract/user';
import { callApi } from '../../../shared/api/client.ts';
import { CALLS } from '../../../shared/api/calls.ts';

export function postChangeLoginPassword(body: RequestOf<typeof changeLoginPassword>): Promise<Session> {
  return callApi(CALLS.changeLoginPassword, body);
}

export function useChangeLoginPassword() {
  return useMutation({ mutationFn: postChangeLoginPassword });
}
