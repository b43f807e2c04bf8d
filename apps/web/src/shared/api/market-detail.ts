// market/detail: one instrument's quote, profile and trading parameters. Public: visitors read it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { marketDetail, QuoteDetail } from '@saham/contract/quotes';
import { useLanguage } from '../i18n/i18n.ts';
import { callApi } from './client.ts';
import { callRef } from './call-ref.ts';

export const MARKET_DETAIL = callRef<typeof marketDetail>('market/detail');

export function fetchMarketDetail(symbol: string, signal?: AbortSignal): Promise<QuoteDetail> {
  return callApi(MARKET_DETAIL, { symbol }, { signal });
}

export function marketDetailQuery(symbol: string, language: string) {
  return queryOptions({
    queryKey: ['market', 'detail', symbol, language] as const,
    queryFn: ({ signal }) => fetchMarketDetail(symbol, signal),
  });
}

export function useMarketDetail(symbol: string | null) {
  return useQuery({ ...marketDetailQuery(symbol ?? '', useLanguage()), enabled: symbol !== null });
}
