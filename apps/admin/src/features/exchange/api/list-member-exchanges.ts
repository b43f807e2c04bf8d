// exchange/records: members' exchanges, newest first, optionally for one account.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listMemberExchanges } from '@saham/contract/exchange';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type ListMemberExchangesRequest = RequestOf<typeof listMemberExchanges>;

export function fetchMemberExchanges(
  request: ListMemberExchangesRequest,
): Promise<ResponseOf<typeof listMemberExchanges>> {
  return callStaff(listMemberExchanges, request);
}

export function memberExchangesQueryOptions(request: ListMemberExchangesRequest) {
  return queryOptions({
    queryKey: ['exchange', 'records', request],
    queryFn: () => fetchMemberExchanges(request),
    placeholderData: keepPreviousData,
  });
}

export function useMemberExchanges(request: ListMemberExchangesRequest) {
  return useQuery(memberExchangesQueryOptions(request));
}
