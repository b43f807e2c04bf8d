// trade/buy: opens an order (money-moving: the client sends a fresh Idempotency-Key with each
// submission, as exchange and withdrawal do). A success refreshes the balances and the member's
// orders and positions (the /trade/index lists live under the ['trade'] key).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import type { tradeBuy } from '@saham/contract/trading';
import { callApi } from './client.ts';
import { callRef } from './call-ref.ts';
import { userInfoQuery } from './get-userinfo.ts';

export const TRADE_BUY = callRef<typeof tradeBuy>('trade/buy', { isMoneyMoving: true });

export type TradeBuyRequest = RequestOf<typeof tradeBuy>;
export type TradeBuyAnswer = ResponseOf<typeof tradeBuy>;

export function postTradeBuy(body: TradeBuyRequest): Promise<TradeBuyAnswer> {
  return callApi(TRADE_BUY, body);
}

export function useTradeBuy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTradeBuy,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['trade'] }),
        queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
      ]);
    },
  });
}
