// withdraw/approve: pays the frozen amount out; settlement T+2 working days.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffWithdrawApprove } from '@saham/contract/withdraw';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';
import { WITHDRAWALS_QUERY_KEY } from './list-withdrawals.ts';

export function postWithdrawApprove(
  request: RequestOf<typeof staffWithdrawApprove>,
): Promise<ResponseOf<typeof staffWithdrawApprove>> {
  return callStaff(staffWithdrawApprove, request);
}

export function useWithdrawApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWithdrawApprove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WITHDRAWALS_QUERY_KEY }),
  });
}
