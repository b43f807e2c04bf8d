// user/getUserinfo: the member's profile, settings and balances. Members only: a visitor's session
// is refused with LOGIN_REQUIRED.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@saham/contract/user';
import { useSession } from '../storage/session.ts';
import { callApi } from './client.ts';
import { CALLS } from './calls.ts';

export function fetchUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return callApi(CALLS.getUserinfo, {}, { signal });
}

export const userInfoQuery = queryOptions({
  queryKey: ['user', 'getUserinfo'],
  queryFn: ({ signal }) => fetchUserInfo(signal),
});

/** The profile; runs whenever a session exists so a visitor hears LOGIN_REQUIRED from the server. */
export function useUserInfo() {
  const session = useSession();
  return useQuery({ ...userInfoQuery, enabled: session !== null });
}
