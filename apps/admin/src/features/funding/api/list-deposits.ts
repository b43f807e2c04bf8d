// recharge/list: deposits by status, newest first, ten a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffRechargeList } from '@saham/contract/recharge';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export const DEPOSITS_QUERY_KEY = ['deposits', 'list'] as const;

export function fetchRechargeList(
  request: RequestOf<typeof staffRechargeList>,
): Promise<ResponseOf<typeof staffRechargeList>> {
  return callStaff(staffRechargeList, request);
}

export function useRechargeList(request: RequestOf<typeof staffRechargeList>) {
  return useQuery(
    queryOptions({
      queryKey: [...DEPOSITS_QUERY_KEY, request],
      queryFn: () => fetchRechargeList(request),
      placeholderData: keepPreviousData,
    }),
  );
}
