// exchange/rates: every pair's rate after the spread, and the member's available balance per currency.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { exchangeRates } from '@saham/contract/exchange';
import type { ResponseOf } from '@saham/contract/call';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { pollEvery } from '../../../shared/api/poll-interval.ts';

export const EXCHANGE_RATES = callRef<typeof exchangeRates>('exchange/rates');

export function fetchExchangeRates(signal?: AbortSignal): Promise<ResponseOf<typeof exchangeRates>> {
  return callApi(EXCHANGE_RATES, {}, { signal });
}

export const exchangeRatesQuery = queryOptions({
  queryKey: ['exchange', 'rates'] as const,
  queryFn: ({ signal }) => fetchExchangeRates(signal),
  refetchInterval: pollEvery(30_000),
});

export function useExchangeRates(isEnabled: boolean) {
  return useQuery({ ...exchangeRatesQuery, enabled: isEnabled });
}
