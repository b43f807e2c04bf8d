// recharge/sandboxPay: the demo gateway's "pay" step; credits the deposit at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositRecord, rechargeSandboxPay } from '@saham/contract/recharge';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { userInfoQuery } from '../../../shared/api/get-userinfo.ts';

export const RECHARGE_SANDBOX_PAY = callRef<typeof rechargeSandboxPay>('recharge/sandboxPay', {
  isMoneyMoving: true,
});

export function postSandboxPay(orderId: number): Promise<DepositRecord> {
  return callApi(RECHARGE_SANDBOX_PAY, { orderId });
}

export function useSandboxPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSandboxPay,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['recharge', 'list'] }),
        queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
      ]);
    },
  });
}
