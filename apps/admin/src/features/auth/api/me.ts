// auth/me: who the token belongs to, their role and whether TOTP still has to be enrolled.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffMe } from '@saham/contract/admin-auth';
import type { ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type StaffMe = ResponseOf<typeof staffMe>;

export const ME_QUERY_KEY = ['auth', 'me'] as const;

export function fetchMe(): Promise<StaffMe> {
  return callStaff(staffMe, {});
}

export function meQueryOptions() {
  return queryOptions({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 60_000 });
}

export function useMe(isEnabled = true) {
  return useQuery({ ...meQueryOptions(), enabled: isEnabled });
}
