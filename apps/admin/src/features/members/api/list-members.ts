// members/list: search by account, name or invite code, ten a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listMembers } from '@saham/contract/admin-members';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type ListMembersRequest = RequestOf<typeof listMembers>;
export type MembersPage = ResponseOf<typeof listMembers>;

export function fetchMembers(request: ListMembersRequest): Promise<MembersPage> {
  return callStaff(listMembers, request);
}

export function membersQueryOptions(request: ListMembersRequest) {
  return queryOptions({
    queryKey: ['members', 'list', request],
    queryFn: () => fetchMembers(request),
    placeholderData: keepPreviousData,
  });
}

export function useMembers(request: ListMembersRequest) {
  return useQuery(membersQueryOptions(request));
}
