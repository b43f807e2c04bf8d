// realName/list: submissions of one status, ten a page (the pending queue oldest first).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listRealNames } from '@saham/contract/identity';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type RealNameStatusFilter = RequestOf<typeof listRealNames>['status'];
export type RealNamesPage = ResponseOf<typeof listRealNames>;

export function fetchRealNames(status: RealNameStatusFilter, page: number): Promise<RealNamesPage> {
  return callStaff(listRealNames, { status, page });
}

export function realNamesQueryOptions(status: RealNameStatusFilter, page: number) {
  return queryOptions({
    queryKey: ['realName', 'list', status, page],
    queryFn: () => fetchRealNames(status, page),
    placeholderData: keepPreviousData,
  });
}

export function useRealNames(status: RealNameStatusFilter, page: number) {
  return useQuery(realNamesQueryOptions(status, page));
}
