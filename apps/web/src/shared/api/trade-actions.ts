// The member's trading actions on an existing book: close (all or part of) a position (trade/sell)
// and cancel a pending order or withdraw a queued close (trade/cancel). Both move money: the client
// sends an idempotency key. On success every trading query and the balances refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { tradeCancel, tradeSell } from '@saham/contract/trading';
import { callApi } from './client.ts';
import { callRef } from './call-ref.ts';
import { userInfoQuery } from './get-userinfo.ts';
import { TRADE_KEY } from './trade-positions.ts';

export const TRADE_SELL = callRef<typeof tradeSell>('trade/sell', { isMoneyMoving: true });
export const TRADE_CANCEL = callRef<typeof tradeCancel>('trade/cancel', { isMoneyMoving: true });

function useRefreshBook() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TRADE_KEY }),
      queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
    ]);
}

export function useClosePosition() {
  const refresh = useRefreshBook();
  return useMutation({
    mutationFn: (body: RequestOf<typeof tradeSell>) => callApi(TRADE_SELL, body),
    onSuccess: refresh,
    // The close dialog says a refusal inside itself (refusal-text.tsx): once, not a toast over it too.
    meta: { quietErrors: true },
  });
}

export function useCancelOrder() {
  const refresh = useRefreshBook();
  return useMutation({
    mutationFn: (orderId: number) => callApi(TRADE_CANCEL, { orderId }),
    onSuccess: refresh,
  });
}
