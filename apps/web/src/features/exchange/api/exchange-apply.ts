// exchange/apply (money-moving: the client sends a fresh Idempotency-Key per submission). A success
// refreshes balances, the records and the account screen.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { ExchangeRecord, exchangeApply } from '@saham/contract/exchange';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { userInfoQuery } from '../../../shared/api/get-userinfo.ts';

export const EXCHANGE_APPLY = callRef<typeof exchangeApply>('exchange/apply', { isMoneyMoving: true });

export function postExchangeApply(body: RequestOf<typeof exchangeApply>): Promise<ExchangeRecord> {
  return callApi(EXCHANGE_APPLY, body);
}

export function useExchangeApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postExchangeApply,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['exchange'] }),
        queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
      ]);
    },
  });
}
