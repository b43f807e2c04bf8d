// recharge/apply (money-moving: a fresh Idempotency-Key per submission).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { DepositRecord, rechargeApply } from '@saham/contract/recharge';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { setupProgressQuery } from '../../../shared/api/setup-progress.ts';

export const RECHARGE_APPLY = callRef<typeof rechargeApply>('recharge/apply', { isMoneyMoving: true });

export function postRechargeApply(body: RequestOf<typeof rechargeApply>): Promise<DepositRecord> {
  return callApi(RECHARGE_APPLY, body);
}

export function useRechargeApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRechargeApply,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['recharge', 'list'] }),
        queryClient.invalidateQueries({ queryKey: setupProgressQuery.queryKey }),
      ]);
    },
  });
}
