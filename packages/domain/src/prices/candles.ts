// Candles: one-minute candles built from trades, and exact roll-ups to 5, 15 and 30 minutes, day,
// week, month, six months and year. Intraday buckets are aligned in the market's local time (an
// offset function maps an instant to the market's UTC offset); a day candle gathers the candles of
// one trading day (lunch breaks simply have no minutes); week (Monday first), month, half-year and
// year candles gather day candles by their trading-day date, so they need no timezone at all.
// Roll-ups nest: rolling up rolled-up candles gives the same candles as rolling up the minutes,
// as long as each period is a whole number of the smaller one (5 → 15 → 30, month → half-year → year,
// day → week); a week is not a part of a month and must not be rolled into one.
import type { Price } from './price.ts';
import type { Trade } from './simulator.ts';

export interface Ohlcv {
  open: Price;
  high: Price;
  low: Price;
  close: Price;
  /** In quantity units (shares, or 10^-quantityDecimals of a coin). */
  volume: bigint;
  /** At priceDecimals + quantityDecimals. */
  turnover: bigint;
}

/** An intraday candle; `time` is the UTC instant (ms) where its bucket starts. */
export interface Candle extends Ohlcv {
  time: number;
}

/**
 * A candle of a day or longer; `date` is the trading day (YYYY-MM-DD) for a day candle and the
 * first calendar day of the period otherwise (the Monday of a week, the 1st of a month, 1 January
 * or 1 July of a half-year, 1 January of a year).
 */
export interface DayCandle extends Ohlcv {
  date: string;
}

export const INTRADAY_PERIODS = [1, 5, 15, 30] as const;
export type IntradayMinutes = (typeof INTRADAY_PERIODS)[number];
export const LONG_PERIODS = ['week', 'month', 'halfYear', 'year'] as const;
export type LongPeriod = (typeof LONG_PERIODS)[number];

const MINUTE_MILLISECONDS = 60_000;

/** The UTC offset of the market's timezone at an instant, in minutes (Kuala Lumpur: 480). */
export type OffsetMinutesAt = (instant: number) => number;

/** Turnover when only OHLCV is known: volume × (high + low + close) / 3, the typical-price estimate, cut down. */
export function estimatedTurnover(candle: Omit<Ohlcv, 'turnover'>): bigint {
  return (candle.volume * (candle.high + candle.low + candle.close)) / 3n;
}

/** Adds one candle into another that precedes it in time. */
export function combine<C extends Ohlcv>(earlier: C, later: Ohlcv): C {
  return {
    ...earlier,
    high: later.high > earlier.high ? later.high : earlier.high,
    low: later.low < earlier.low ? later.low : earlier.low,
    close: later.close,
    volume: earlier.volume + later.volume,
    turnover: earlier.turnover + later.turnover,
  };
}

/** The one-minute bucket of an instant (every timezone offset is a whole number of minutes). */
export function minuteStart(instant: number): number {
  return instant - (((instant % MINUTE_MILLISECONDS) + MINUTE_MILLISECONDS) % MINUTE_MILLISECONDS);
}

/**
 * The live builder's step: the trade extends the candle of its minute, or starts the next one.
 * Returns the candle for the trade's minute; the caller stores `current` when a new one begins.
 */
export function applyTrade(current: Candle | null, trade: Trade): Candle {
  const time = minuteStart(trade.instant);
  const single: Candle = {
    time,
    open: trade.price,
    high: trade.price,
    low: trade.price,
    close: trade.price,
    volume: trade.volume,
    turnover: trade.turnover,
  };
  if (current === null || current.time !== time) return single;
  return combine(current, single);
}

function assertAscending(previous: number | string | undefined, next: number | string): void {
  if (previous !== undefined && next < previous) throw new Error('candles and trades must be in time order');
}

/** One-minute candles of trades given in time order. */
export function buildMinuteCandles(trades: readonly Trade[]): Candle[] {
  const candles: Candle[] = [];
  let previous: number | undefined;
  for (const trade of trades) {
    assertAscending(previous, trade.instant);
    previous = trade.instant;
    const last = candles[candles.length - 1];
    const next = applyTrade(last ?? null, trade);
    if (last !== undefined && next.time === last.time) candles[candles.length - 1] = next;
    else candles.push(next);
  }
  return candles;
}

/** Groups candles in order by a key, combining each group. */
function groupInOrder<C extends Ohlcv, K extends string | number, R extends Ohlcv>(
  candles: readonly C[],
  keyOf: (candle: C) => K,
  start: (candle: C, key: K) => R,
): R[] {
  const result: R[] = [];
  let currentKey: K | undefined;
  for (const candle of candles) {
    const key = keyOf(candle);
    const last = result[result.length - 1];
    if (last !== undefined && key === currentKey) result[result.length - 1] = combine(last, candle);
    else {
      assertAscending(currentKey, key);
      result.push(start(candle, key));
      currentKey = key;
    }
  }
  return result;
}

/** The start of the local `minutes` bucket that holds `instant`, as a UTC instant. */
export function intradayBucketStart(
  instant: number,
  minutes: number,
  offsetMinutesAt: OffsetMinutesAt,
): number {
  const offset = offsetMinutesAt(instant) * MINUTE_MILLISECONDS;
  const size = minutes * MINUTE_MILLISECONDS;
  const local = instant + offset;
  return local - (((local % size) + size) % size) - offset;
}

/** Intraday candles (in time order) rolled up to `minutes` buckets of local time. */
export function rollUpIntraday(
  candles: readonly Candle[],
  minutes: IntradayMinutes,
  offsetMinutesAt: OffsetMinutesAt,
): Candle[] {
  return groupInOrder(
    candles,
    (candle) => intradayBucketStart(candle.time, minutes, offsetMinutesAt),
    (candle, time) => ({ ...candle, time }),
  );
}

/** Day candles of intraday candles (in time order), one per trading day. */
export function rollUpDays(
  candles: readonly Candle[],
  tradingDayOf: (instant: number) => string,
): DayCandle[] {
  return groupInOrder(
    candles,
    (candle) => tradingDayOf(candle.time),
    ({ time: _time, ...ohlcv }, date) => ({ ...ohlcv, date }),
  );
}

function parseDate(date: string): { year: number; month: number; day: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

function formatDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first calendar day of the period that holds `date` (weeks start on Monday). */
export function periodStart(date: string, period: LongPeriod): string {
  const { year, month, day } = parseDate(date);
  switch (period) {
    case 'week': {
      const utc = Date.UTC(year, month - 1, day);
      const isoWeekdayIndex = (new Date(utc).getUTCDay() + 6) % 7;
      return new Date(utc - isoWeekdayIndex * 86_400_000).toISOString().slice(0, 10);
    }
    case 'month':
      return formatDate(year, month, 1);
    case 'halfYear':
      return formatDate(year, month <= 6 ? 1 : 7, 1);
    case 'year':
      return formatDate(year, 1, 1);
    default: {
      const unknown: never = period;
      throw new Error(`unknown period ${String(unknown)}`);
    }
  }
}

/** Day (or month, half-year) candles in date order rolled up to a longer period. */
export function rollUpLong(candles: readonly DayCandle[], period: LongPeriod): DayCandle[] {
  return groupInOrder(
    candles,
    (candle) => periodStart(candle.date, period),
    (candle, date) => ({ ...candle, date }),
  );
}
