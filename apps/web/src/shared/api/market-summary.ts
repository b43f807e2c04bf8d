// market/summary: every market's phase now, today's sessions, next opening, breadth, turnover and
// listed indices (home market block, /home/market, /home/indexList). Public: visitors read it too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@saham/contract/call';
import type { marketSummary } from '@saham/contract/quotes';
import { useLanguage } from '../i18n/i18n.ts';
import { callApi } from './client.ts';
import { callRef } from './call-ref.ts';
import { pollEvery } from './poll-interval.ts';

export const MARKET_SUMMARY = callRef<typeof marketSummary>('market/summary');

/** Phases and breadth change slowly; live ticks move the prices in between. */
export const MARKET_SUMMARY_REFRESH_MS = 30_000;

export type MarketSummaryAnswer = ResponseOf<typeof marketSummary>;

export function fetchMarketSummary(signal?: AbortSignal): Promise<MarketSummaryAnswer> {
  return callApi(MARKET_SUMMARY, {}, { signal });
}

export function marketSummaryQuery(language: string) {
  return queryOptions({
    queryKey: ['market', 'summary', language] as const,
    queryFn: ({ signal }) => fetchMarketSummary(signal),
    refetchInterval: pollEvery(MARKET_SUMMARY_REFRESH_MS),
  });
}

/** `isEnabled` false: not asked yet (home asks once its first view is on screen). */
export function useMarketSummary(isEnabled = true) {
  return useQuery({ ...marketSummaryQuery(useLanguage()), enabled: isEnabled });
}
