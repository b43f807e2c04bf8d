// user/register: a new member account (spec §5 rules are checked here first, then by the server).
import { useMutation } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { register, Session } from '@saham/contract/user';
import { callApi } from '../../../shared/api/client.ts';
import { CALLS } from '../../../shared/api/calls.ts';

export type RegisterBody = RequestOf<typeof register>;

export function postRegister(body: RegisterBody): Promise<Session> {
  return callApi(CALLS.register, body);
}

export function useRegister() {
  return useMutation({ mutationFn: postRegister });
}
