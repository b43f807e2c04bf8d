// withdraw/reject: returns the frozen amount with a reason.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffWithdrawReject } from '@saham/contract/withdraw';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';
import { WITHDRAWALS_QUERY_KEY } from './list-withdrawals.ts';

export function postWithdrawReject(
  request: RequestOf<typeof staffWithdrawReject>,
): Promise<ResponseOf<typeof staffWithdrawReject>> {
  return callStaff(staffWithdrawReject, request);
}

export function useWithdrawReject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWithdrawReject,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WITHDRAWALS_QUERY_KEY }),
  });
}
