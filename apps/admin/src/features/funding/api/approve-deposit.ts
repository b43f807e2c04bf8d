// recharge/approve: credits the deposit through the ledger; the member gets a notice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRechargeApprove } from '@saham/contract/recharge';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';
import { DEPOSITS_QUERY_KEY } from './list-deposits.ts';

export function postRechargeApprove(
  request: RequestOf<typeof staffRechargeApprove>,
): Promise<ResponseOf<typeof staffRechargeApprove>> {
  return callStaff(staffRechargeApprove, request);
}

export function useRechargeApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRechargeApprove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEPOSITS_QUERY_KEY }),
  });
}
