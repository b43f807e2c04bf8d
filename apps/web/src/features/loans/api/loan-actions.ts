// The money-moving loan calls (a fresh Idempotency-Key per submission): apply and repay. Each success
// refreshes the loan screens and the balances.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { loanApply, loanRepay } from '@saham/contract/loans';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { userInfoQuery } from '../../../shared/api/get-userinfo.ts';

export const LOAN_APPLY = callRef<typeof loanApply>('loan/apply', { isMoneyMoving: true });
export const LOAN_REPAY = callRef<typeof loanRepay>('loan/repay', { isMoneyMoving: true });

function useRefreshing<T, R>(run: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['loan'] }),
        queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
      ]);
    },
  });
}

export function useLoanApply() {
  return useRefreshing((body: RequestOf<typeof loanApply>) => callApi(LOAN_APPLY, body));
}

export function useLoanRepay() {
  return useRefreshing((body: RequestOf<typeof loanRepay>) => callApi(LOAN_REPAY, body));
}
