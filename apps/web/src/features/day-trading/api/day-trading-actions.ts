// The money-moving day-trading calls (a fresh Idempotency-Key per submission): apply, open a day
// position, close one, end the account. Each success refreshes the day-trading screen and balances.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type {
  dayTradingApply,
  dayTradingBuy,
  dayTradingClose,
  dayTradingEnd,
} from '@saham/contract/day-trading';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { userInfoQuery } from '../../../shared/api/get-userinfo.ts';

export const DAY_TRADING_APPLY = callRef<typeof dayTradingApply>('dayTrading/apply', { isMoneyMoving: true });
export const DAY_TRADING_BUY = callRef<typeof dayTradingBuy>('dayTrading/buy', { isMoneyMoving: true });
export const DAY_TRADING_CLOSE = callRef<typeof dayTradingClose>('dayTrading/close', { isMoneyMoving: true });
export const DAY_TRADING_END = callRef<typeof dayTradingEnd>('dayTrading/end', { isMoneyMoving: true });

function useRefreshing<T, R>(run: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['dayTrading'] }),
        queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
      ]);
    },
  });
}

export function useDayTradingApply() {
  return useRefreshing((body: RequestOf<typeof dayTradingApply>) => callApi(DAY_TRADING_APPLY, body));
}

export function useDayTradingBuy() {
  return useRefreshing((body: RequestOf<typeof dayTradingBuy>) => callApi(DAY_TRADING_BUY, body));
}

export function useDayTradingClose() {
  return useRefreshing((body: RequestOf<typeof dayTradingClose>) => callApi(DAY_TRADING_CLOSE, body));
}

export function useDayTradingEnd() {
  return useRefreshing(() => callApi(DAY_TRADING_END, {}));
}
