// user/setupProgress: the new member's checklist (identity → fund password → bank card → first
// deposit), computed by the server from the member's real state. Its key sits under getUserinfo's,
// so whatever refreshes "My account" (a fund password set, identity submitted, a deposit paid)
// refreshes the checklist too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SetupProgress, setupProgress } from '@saham/contract/user';
import { useSession } from '../storage/session.ts';
import { callApi } from './client.ts';
import { callRef } from './call-ref.ts';
import { userInfoQuery } from './get-userinfo.ts';

export const SETUP_PROGRESS = callRef<typeof setupProgress>('user/setupProgress');

export const setupProgressQuery = queryOptions({
  queryKey: [...userInfoQuery.queryKey, 'setupProgress'],
  queryFn: ({ signal }): Promise<SetupProgress> => callApi(SETUP_PROGRESS, {}, { signal }),
  meta: { quietErrors: true },
});

/** Members only: a visitor or a signed-out user has no checklist. */
export function useSetupProgress() {
  const session = useSession();
  return useQuery({ ...setupProgressQuery, enabled: session !== null && !session.isGuest });
}
