// notices/list: every notice with its six languages, newest first, ten a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listNotices } from '@saham/contract/admin-content';
import type { ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type NoticesPage = ResponseOf<typeof listNotices>;

export function fetchNotices(page: number): Promise<NoticesPage> {
  return callStaff(listNotices, { page });
}

export function noticesQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['notices', 'list', page],
    queryFn: () => fetchNotices(page),
    placeholderData: keepPreviousData,
  });
}

export function useNotices(page: number) {
  return useQuery(noticesQueryOptions(page));
}
