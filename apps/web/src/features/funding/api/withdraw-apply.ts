// withdraw/apply (money-moving): the amount is frozen at once; balances and records refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { WithdrawRecord, withdrawApply } from '@saham/contract/withdraw';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { userInfoQuery } from '../../../shared/api/get-userinfo.ts';

export const WITHDRAW_APPLY = callRef<typeof withdrawApply>('withdraw/apply', { isMoneyMoving: true });

export function postWithdrawApply(body: RequestOf<typeof withdrawApply>): Promise<WithdrawRecord> {
  return callApi(WITHDRAW_APPLY, body);
}

export function useWithdrawApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWithdrawApply,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['withdraw', 'list'] }),
        queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
      ]);
    },
  });
}
