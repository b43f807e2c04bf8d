// user/guestLogin: a visitor session, which can browse but answers LOGIN_REQUIRED for anything personal.
import { useMutation } from '@tanstack/react-query';
import type { Session } from '@saham/contract/user';
import { callApi } from '../../../shared/api/client.ts';
import { CALLS } from '../../../shared/api/calls.ts';

export function postGuestLogin(): Promise<Session> {
  return callApi(CALLS.guestLogin, {});
}

export function useGuestLogin() {
  return useMutation({ mutationFn: postGuestLogin });
}
