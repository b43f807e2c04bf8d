// The quotes screen's tab, market filter and sort, kept in the address (`?tab=listed&market=MY&sort=
// gainers`) so going back returns to the same list. The listed tab filters by market, Bursa (MY) first.
import type { QuoteSort } from '@saham/contract/quotes';
import { MARKET_TABS, type MarketTab } from '@saham/domain/markets/instrument';
import type { MarketCode } from '@saham/domain/markets/types';

/** The listed tab's markets in the order of the filter; `all` shows every one, Bursa first. */
export const LISTED_MARKETS = ['MY', 'US', 'HK', 'JP', 'CN'] as const satisfies readonly MarketCode[];
export type ListedMarket = (typeof LISTED_MARKETS)[number];
export type MarketFilter = ListedMarket | 'all';
export const MARKET_FILTERS: readonly MarketFilter[] = [...LISTED_MARKETS, 'all'];

export interface QuotesViewState {
  tab: MarketTab;
  /** Only the listed tab has one. */
  market: MarketFilter;
  sort: QuoteSort;
}

/** The contract's QUOTE_SORTS, written out so the screen's chunk does not load zod with the contract. */
export const SORTS = ['default', 'gainers', 'losers', 'turnover'] as const satisfies readonly QuoteSort[];

export const DEFAULT_VIEW: QuotesViewState = { tab: 'listed', market: 'MY', sort: 'default' };

function pick<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

export function viewFromSearch(search: URLSearchParams): QuotesViewState {
  return {
    tab: pick(MARKET_TABS, search.get('tab'), DEFAULT_VIEW.tab),
    market: pick(MARKET_FILTERS, search.get('market'), DEFAULT_VIEW.market),
    sort: pick(SORTS, search.get('sort'), DEFAULT_VIEW.sort),
  };
}

/** The address query of a view; the market only for the listed tab. */
export function searchOfView(view: QuotesViewState): Record<string, string> {
  const search: Record<string, string> = { tab: view.tab, sort: view.sort };
  if (view.tab === 'listed') search.market = view.market;
  return search;
}

/** The market the server is asked for: the filter on the listed tab, none elsewhere. */
export function marketOfView(view: QuotesViewState): MarketCode | undefined {
  return view.tab === 'listed' && view.market !== 'all' ? view.market : undefined;
}
