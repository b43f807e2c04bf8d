// institutions/list: institutions and their invitation codes, ten a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listInstitutions } from '@saham/contract/admin-institutions';
import type { ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type InstitutionsPage = ResponseOf<typeof listInstitutions>;

export function fetchInstitutions(page: number): Promise<InstitutionsPage> {
  return callStaff(listInstitutions, { page });
}

export function institutionsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['institutions', 'list', page],
    queryFn: () => fetchInstitutions(page),
    placeholderData: keepPreviousData,
  });
}

export function useInstitutions(page: number) {
  return useQuery(institutionsQueryOptions(page));
}
