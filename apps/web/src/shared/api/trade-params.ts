// trade/params: what the order form previews and checks an order with — the market's fee schedule
// and minimum order as staff last edited them, the instrument's lot and tick table, today's limits,
// leverage and short-selling rules — and the member's standing (margin permission, fund password, real
// name, trade ban, available balance). Members only. Under the ['trade'] key, so a placed order
// (trade-buy.ts invalidates ['trade']) refreshes the available balance it shows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import type { tradeParams } from '@saham/contract/trading';
import { callApi } from './client.ts';
import { callRef } from './call-ref.ts';

export const TRADE_PARAMS = callRef<typeof tradeParams>('trade/params');

export type TradeParamsRequest = RequestOf<typeof tradeParams>;
export type TradeParamsAnswer = ResponseOf<typeof tradeParams>;

export function fetchTradeParams(symbol: string, signal?: AbortSignal): Promise<TradeParamsAnswer> {
  return callApi(TRADE_PARAMS, { symbol }, { signal });
}

export function tradeParamsQuery(symbol: string) {
  return queryOptions({
    queryKey: ['trade', 'params', symbol] as const,
    queryFn: ({ signal }) => fetchTradeParams(symbol, signal),
    // Staff may edit a market's fees at any moment: read them afresh each time the form opens.
    staleTime: 0,
  });
}

/** The order form's rules for one instrument; read when the order sheet opens. */
export function useTradeParams(symbol: string) {
  return useQuery(tradeParamsQuery(symbol));
}
