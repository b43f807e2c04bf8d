// market/quotes: the quotes of one market tab (apps/web/README.md, "Market tabs"), ten a page with
// "load more", sorted by the market's order, gainers, losers or turnover. Public: visitors read quotes.
// A ranked list's next pages continue the ranking its first page took (packages/contract/src/quotes.ts).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { marketQuotes, Quote, QuoteSort } from '@saham/contract/quotes';
import type { MarketTab } from '@saham/domain/markets/instrument';
import type { MarketCode } from '@saham/domain/markets/types';
import { useLanguage } from '../i18n/i18n.ts';
import { callApi } from './client.ts';
import { callRef } from './call-ref.ts';

export const MARKET_QUOTES = callRef<typeof marketQuotes>('market/quotes');

/** Every quote list's key starts with this. */
export const MARKET_QUOTES_KEY = ['market', 'quotes'] as const;

export interface QuoteListFilter {
  tab: MarketTab;
  market?: MarketCode;
  sort: QuoteSort;
}

/** A page of a list; the next pages of a ranked list name the ranking its first page answered. */
export interface QuotesPageParam {
  page: number;
  ranking?: string;
}

export type QuotesPage = Paged<Quote> & { ranking: string | null };

export function fetchQuotesPage(
  filter: QuoteListFilter,
  param: QuotesPageParam,
  signal?: AbortSignal,
): Promise<QuotesPage> {
  return callApi(MARKET_QUOTES, { ...filter, ...param }, { signal });
}

export function marketQuotesQuery(filter: QuoteListFilter, language: string) {
  return infiniteQueryOptions({
    queryKey: [...MARKET_QUOTES_KEY, filter.tab, filter.market ?? 'all', filter.sort, language] as const,
    queryFn: ({ pageParam, signal }) => fetchQuotesPage(filter, pageParam, signal),
    initialPageParam: { page: 1 },
    getNextPageParam: (lastPage: QuotesPage): QuotesPageParam | undefined =>
      lastPage.hasMore
        ? { page: lastPage.page + 1, ...(lastPage.ranking === null ? {} : { ranking: lastPage.ranking }) }
        : undefined,
  });
}

export function useMarketQuotes(filter: QuoteListFilter) {
  return useInfiniteQuery(marketQuotesQuery(filter, useLanguage()));
}
