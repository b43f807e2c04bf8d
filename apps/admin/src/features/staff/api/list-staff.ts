// staff/list: staff accounts, ten a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listStaff } from '@saham/contract/admin-staff';
import type { ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type StaffPage = ResponseOf<typeof listStaff>;

export function fetchStaff(page: number): Promise<StaffPage> {
  return callStaff(listStaff, { page });
}

export function staffQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['staff', 'list', page],
    queryFn: () => fetchStaff(page),
    placeholderData: keepPreviousData,
  });
}

export function useStaffList(page: number) {
  return useQuery(staffQueryOptions(page));
}
