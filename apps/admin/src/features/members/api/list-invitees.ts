// members/invitees: the members one member invited, ten a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listInvitees } from '@saham/contract/admin-members';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type ListInviteesRequest = RequestOf<typeof listInvitees>;
export type InviteesPage = ResponseOf<typeof listInvitees>;

export function fetchInvitees(request: ListInviteesRequest): Promise<InviteesPage> {
  return callStaff(listInvitees, request);
}

export function inviteesQueryOptions(request: ListInviteesRequest) {
  return queryOptions({
    queryKey: ['members', 'invitees', request],
    queryFn: () => fetchInvitees(request),
    placeholderData: keepPreviousData,
  });
}

export function useInvitees(request: ListInviteesRequest) {
  return useQuery(inviteesQueryOptions(request));
}
