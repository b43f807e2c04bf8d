// The chart's periods as the member picks them (spec §9): time-share and 5/15/30-minute candles, day,
// week and month candles, and the 3-month, 6-month and 1-year views. Those three are ranges, not
// candle widths: 3 and 6 months of day candles, a year of week candles (a year candle would be one
// bar a year — three on the seed's history). Each view opens on its range and pages back like the
// others. The server's half-year and year candles stay in the contract for other callers.
import type { CandlePeriod } from '@saham/contract/quotes';

export const CHART_PERIODS = ['1m', '5m', '15m', '30m', '1d', '1w', '1mo', '3mo', '6mo', '1y'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

/** The candles a chart period draws. */
export function candlePeriodOf(period: ChartPeriod): CandlePeriod {
  if (period === '3mo' || period === '6mo') return '1d';
  if (period === '1y') return '1w';
  return period;
}

/** Months a range view opens on; null for the candle periods. */
export function rangeMonthsOf(period: ChartPeriod): number | null {
  if (period === '3mo') return 3;
  if (period === '6mo') return 6;
  if (period === '1y') return 12;
  return null;
}

/**
 * The index of the first bar within `months` before the latest bar (bar times are seconds at
 * midnight UTC of their date): where a range view starts.
 */
export function rangeStartIndex(barTimes: readonly number[], months: number): number {
  const latest = barTimes[barTimes.length - 1];
  if (latest === undefined) return 0;
  const start = new Date(latest * 1000);
  start.setUTCMonth(start.getUTCMonth() - months);
  const from = start.getTime() / 1000;
  const index = barTimes.findIndex((time) => time > from);
  return index < 0 ? 0 : index;
}
