// market/candles: one instrument's candles by period and adjustment, paged back in time with
// `before` while `hasMore` (the chart asks for older pages as the member scrolls left). The time-share
// chart (1m) is the latest trading day's minutes and never pages.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@saham/contract/call';
import type { AdjustmentMode } from '@saham/domain/prices/adjustment';
import type { CandlePeriod, marketCandles } from '@saham/contract/quotes';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const MARKET_CANDLES = callRef<typeof marketCandles>('market/candles');

export type CandlesPage = ResponseOf<typeof marketCandles>;

/** Candles a page asks for: a screen and a half of bars at phone width, so scrolling left pages soon. */
export const CANDLES_PER_PAGE = 200;
/**
 * The time-share asks for the whole trading day from the session's first trade (Bursa 345 minutes,
 * US 390); only round-the-clock markets (crypto, forex) show their latest 500 minutes. It is the
 * contract's MAX_CANDLES, repeated because importing a value from `@saham/contract/quotes` loads zod
 * with this screen (market-candles.test.ts fails if the two drift).
 */
export const TIME_SHARE_CANDLES = 500;

export function fetchCandles(
  symbol: string,
  period: CandlePeriod,
  adjust: AdjustmentMode,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<CandlesPage> {
  return callApi(
    MARKET_CANDLES,
    {
      symbol,
      period,
      adjust,
      limit: period === '1m' ? TIME_SHARE_CANDLES : CANDLES_PER_PAGE,
      ...(before === undefined ? {} : { before }),
    },
    { signal },
  );
}

/** The `before` of the page older than `page`: its first candle's time (intraday) or date. */
export function olderPageParam(page: CandlesPage): string | undefined {
  const first = page.candles[0];
  if (!page.hasMore || page.period === '1m' || first === undefined) return undefined;
  return first.date ?? first.time;
}

export function candlesQuery(symbol: string, period: CandlePeriod, adjust: AdjustmentMode) {
  return infiniteQueryOptions({
    queryKey: ['market', 'candles', symbol, period, adjust] as const,
    queryFn: ({ pageParam, signal }) => fetchCandles(symbol, period, adjust, pageParam, signal),
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- TanStack Query infers the page parameter's type from this initial value
    initialPageParam: undefined as string | undefined,
    getNextPageParam: olderPageParam,
    // Live ticks move the latest candle on screen; a refetch would only redraw the same chart.
    staleTime: 60_000,
  });
}

export function useCandles(symbol: string, period: CandlePeriod, adjust: AdjustmentMode, enabled = true) {
  return useInfiniteQuery({ ...candlesQuery(symbol, period, adjust), enabled });
}
