// withdraw/list: withdrawals by status with the member's balances, ten a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffWithdrawList } from '@saham/contract/withdraw';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export const WITHDRAWALS_QUERY_KEY = ['withdrawals', 'list'] as const;

export function fetchWithdrawList(
  request: RequestOf<typeof staffWithdrawList>,
): Promise<ResponseOf<typeof staffWithdrawList>> {
  return callStaff(staffWithdrawList, request);
}

export function useWithdrawList(request: RequestOf<typeof staffWithdrawList>) {
  return useQuery(
    queryOptions({
      queryKey: [...WITHDRAWALS_QUERY_KEY, request],
      queryFn: () => fetchWithdrawList(request),
      placeholderData: keepPreviousData,
    }),
  );
}
