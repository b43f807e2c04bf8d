// parameter/gszk: the index cards of spec §7, domestic (`gngs`) or US (`meiguo`), exactly as the spec's
// wire shape; the screens derive change, percent, time and icon with `deriveIndexQuote` (domain).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IndexQuote, indexQuotes } from '@saham/contract/quotes';
import type { IndexQuoteType } from '@saham/domain/prices/index-quote';
import { useLanguage } from '../i18n/i18n.ts';
import { callApi } from './client.ts';
import { callRef } from './call-ref.ts';

export const INDEX_QUOTES = callRef<typeof indexQuotes>('parameter/gszk');

export function fetchIndexQuotes(type: IndexQuoteType, signal?: AbortSignal): Promise<IndexQuote[]> {
  return callApi(INDEX_QUOTES, { type }, { signal });
}

export function indexQuotesQuery(type: IndexQuoteType, language: string) {
  return queryOptions({
    queryKey: ['market', 'indexQuotes', type, language] as const,
    queryFn: ({ signal }) => fetchIndexQuotes(type, signal),
  });
}

export function useIndexQuotes(type: IndexQuoteType) {
  return useQuery(indexQuotesQuery(type, useLanguage()));
}
