// exchange/quote: what an amount would receive now, shown before the member confirms. Refusals stay
// under the form (quiet: no toast on every keystroke).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { ExchangeQuote, exchangeQuote } from '@saham/contract/exchange';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const EXCHANGE_QUOTE = callRef<typeof exchangeQuote>('exchange/quote');

type QuoteRequest = RequestOf<typeof exchangeQuote>;

export function fetchExchangeQuote(body: QuoteRequest, signal?: AbortSignal): Promise<ExchangeQuote> {
  return callApi(EXCHANGE_QUOTE, body, { signal });
}

export function exchangeQuoteQuery(body: QuoteRequest) {
  return queryOptions({
    queryKey: ['exchange', 'quote', body.from, body.to, body.amount ?? ''] as const,
    queryFn: ({ signal }) => fetchExchangeQuote(body, signal),
    retry: false,
    meta: { quietErrors: true },
  });
}

export function useExchangeQuote(body: QuoteRequest | null) {
  return useQuery({
    ...exchangeQuoteQuery(body ?? { from: 'MYR', to: 'USD' }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
