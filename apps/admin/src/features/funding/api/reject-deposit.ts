// recharge/reject: closes the deposit with a reason; the member gets a notice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRechargeReject } from '@saham/contract/recharge';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';
import { DEPOSITS_QUERY_KEY } from './list-deposits.ts';

export function postRechargeReject(
  request: RequestOf<typeof staffRechargeReject>,
): Promise<ResponseOf<typeof staffRechargeReject>> {
  return callStaff(staffRechargeReject, request);
}

export function useRechargeReject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRechargeReject,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEPOSITS_QUERY_KEY }),
  });
}
