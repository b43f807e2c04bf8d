// user/logout: revokes the session on the server. The app forgets it locally whatever the answer.
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';
import { CALLS } from '../../../shared/api/calls.ts';

export function postLogout(): Promise<null> {
  return callApi(CALLS.logout, {});
}

export function useLogout() {
  return useMutation({
    // An expired or already revoked session is as logged out as it gets: no error to show.
    mutationFn: () => postLogout().catch(() => null),
  });
}
