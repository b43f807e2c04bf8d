// market/flows: short selling and investor net buying of a stock's latest trading days (provider
// data). Public: visitors read it too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@saham/contract/call';
import type { marketFlows } from '@saham/contract/quotes';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const MARKET_FLOWS = callRef<typeof marketFlows>('market/flows');

/** Trading days the detail screen shows. */
export const FLOW_DAYS = 5;

export function fetchFlows(symbol: string, signal?: AbortSignal): Promise<ResponseOf<typeof marketFlows>> {
  return callApi(MARKET_FLOWS, { symbol, days: FLOW_DAYS }, { signal });
}

export function flowsQuery(symbol: string) {
  return queryOptions({
    queryKey: ['market', 'flows', symbol] as const,
    queryFn: ({ signal }) => fetchFlows(symbol, signal),
    // Figures of completed trading days: they change once a day.
    staleTime: 10 * 60_000,
  });
}

export function useFlows(symbol: string, isEnabled: boolean) {
  return useQuery({ ...flowsQuery(symbol), enabled: isEnabled });
}
