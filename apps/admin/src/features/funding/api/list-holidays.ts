// holidays/list: the Malaysian market holiday calendar, by year.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffHolidayList } from '@saham/contract/withdraw';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export const HOLIDAYS_QUERY_KEY = ['holidays'] as const;

export function fetchHolidayList(
  request: RequestOf<typeof staffHolidayList>,
): Promise<ResponseOf<typeof staffHolidayList>> {
  return callStaff(staffHolidayList, request);
}

export function useHolidayList(request: RequestOf<typeof staffHolidayList>) {
  return useQuery(
    queryOptions({
      queryKey: [...HOLIDAYS_QUERY_KEY, request],
      queryFn: () => fetchHolidayList(request),
      placeholderData: keepPreviousData,
    }),
  );
}
