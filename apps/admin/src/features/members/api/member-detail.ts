// members/detail: profile, flags, credit score and the inviter chain of one member.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberDetail } from '@saham/contract/admin-members';
import type { ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type MemberDetail = ResponseOf<typeof memberDetail>;

export function memberDetailQueryKey(id: number) {
  return ['members', 'detail', id] as const;
}

export function fetchMemberDetail(id: number): Promise<MemberDetail> {
  return callStaff(memberDetail, { id });
}

export function memberDetailQueryOptions(id: number) {
  return queryOptions({ queryKey: memberDetailQueryKey(id), queryFn: () => fetchMemberDetail(id) });
}

/** `id` 0 (an address that names no member) asks nothing. */
export function useMemberDetail(id: number) {
  return useQuery({ ...memberDetailQueryOptions(id), enabled: id > 0 });
}
