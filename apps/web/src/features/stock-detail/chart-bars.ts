// The chart's bars: candles from the wire turned into what the chart draws, older pages put in
// front, and live ticks folded into the latest bar (or a new one). The chart library draws times as
// UTC, so intraday bars are placed at the market's local wall time (a Bursa minute at 10:00 MYT
// shows as 10:00 wherever the member is); day and longer bars sit at midnight of their date.
// Prices here are plotted, never computed with: numbers are fine for drawing.
import type { CandlePeriod, CandleWire } from '@saham/contract/quotes';
import type { Tick } from '@saham/contract/realtime';
import { intradayBucketStart } from '@saham/domain/prices/candles';
import type { ZoneClock } from '@saham/domain/prices/zone-clock';
import { formatWithPattern } from '@saham/domain/format-date';
import { decimalsOfTick } from '../../shared/format/format-number.ts';

export interface Bar {
  /** Seconds: local wall time as if it were UTC (intraday), or midnight UTC of the date. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export const INTRADAY_MINUTES: Partial<Record<CandlePeriod, number>> = {
  '1m': 1,
  '5m': 5,
  '15m': 15,
  '30m': 30,
};

/** Decimals the chart shows prices with: the tick size's, as everywhere else ("0.005" → 3, "1" → 0), at most eight. */
export function priceDecimals(tickSize: string): number {
  return Math.min(8, decimalsOfTick(tickSize));
}

function dateSeconds(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 1000;
}

function wallSeconds(instant: number, zone: Pick<ZoneClock, 'offsetMinutesAt'>): number {
  return instant / 1000 + zone.offsetMinutesAt(instant) * 60;
}

export function barOf(candle: CandleWire, zone: Pick<ZoneClock, 'offsetMinutesAt'>): Bar {
  return {
    time: candle.date === null ? wallSeconds(Date.parse(candle.time), zone) : dateSeconds(candle.date),
    open: Number(candle.open),
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
    volume: Number(candle.volume),
  };
}

/** Pages newest first (as the infinite query holds them) → bars oldest first, one bar per time. */
export function barsOfPages(
  pages: readonly { candles: readonly CandleWire[] }[],
  zone: Pick<ZoneClock, 'offsetMinutesAt'>,
): Bar[] {
  const bars: Bar[] = [];
  for (const page of [...pages].reverse()) {
    for (const candle of page.candles) {
      const bar = barOf(candle, zone);
      const last = bars[bars.length - 1];
      if (last === undefined || bar.time > last.time) bars.push(bar);
    }
  }
  return bars;
}

/** Volume traded between two ticks from their day volumes (a new day starts from zero). */
export function volumeBetween(previousDayVolume: number | null, dayVolume: number): number {
  if (previousDayVolume === null) return 0;
  return dayVolume >= previousDayVolume ? dayVolume - previousDayVolume : dayVolume;
}

/** A bar moved by a trade at `price` with `volume` more. */
function moved(bar: Bar, price: number, volume: number): Bar {
  return {
    ...bar,
    high: Math.max(bar.high, price),
    low: Math.min(bar.low, price),
    close: price,
    volume: bar.volume + volume,
  };
}

/**
 * The bar a tick changes: the latest one updated, or a new one when the tick opens a new period.
 * Null when the tick is older than the latest bar, or when there is no bar to carry on from.
 * `previousDayVolume` is the day volume of the tick before (null for the first tick seen).
 */
export function barForTick(
  bars: readonly Bar[],
  tick: Tick,
  period: CandlePeriod,
  zone: ZoneClock,
  previousDayVolume: number | null,
): Bar | null {
  const last = bars[bars.length - 1];
  if (last === undefined) return null;
  const instant = Date.parse(tick.time);
  const price = Number(tick.last);
  const dayVolume = Number(tick.volume);
  const traded = volumeBetween(previousDayVolume, dayVolume);
  const minutes = INTRADAY_MINUTES[period];
  if (minutes !== undefined) {
    const time = wallSeconds(intradayBucketStart(instant, minutes, zone.offsetMinutesAt), zone);
    if (time < last.time) return null;
    if (time === last.time) return moved(last, price, traded);
    return { time, open: price, high: price, low: price, close: price, volume: traded };
  }
  if (period === '1d') {
    const time = dateSeconds(zone.localDate(instant));
    if (time < last.time) return null;
    // The tick carries the whole day's open, high, low and volume.
    const open = tick.open === null ? price : Number(tick.open);
    const high = tick.high === null ? price : Number(tick.high);
    const low = tick.low === null ? price : Number(tick.low);
    return { time, open, high, low, close: price, volume: dayVolume };
  }
  // Week, month, half-year and year: the latest period's bar moves with the price.
  return moved(last, price, traded);
}

/** `bars` with `bar` replacing the one at its time, or added at the end. */
export function withBar(bars: readonly Bar[], bar: Bar): Bar[] {
  const last = bars[bars.length - 1];
  if (last !== undefined && last.time === bar.time) return [...bars.slice(0, -1), bar];
  return [...bars, bar];
}

/** Whether a tick belongs to a later trading day than the bars (by the market's local date). */
export function isLaterDay(bars: readonly Bar[], tick: Tick, zone: Pick<ZoneClock, 'localDate'>): boolean {
  const last = bars[bars.length - 1];
  if (last === undefined) return false;
  const lastDate = formatWithPattern(new Date(last.time * 1000), 'YYYY-MM-DD', 'UTC');
  return zone.localDate(Date.parse(tick.time)) > lastDate;
}

/**
 * The bars after a tick: the latest bar moved or a new one added; for the time-share (1m), a tick of
 * a later trading day starts the chart afresh at that tick, so the day's line begins at its session's
 * first trade rather than carrying on from the day before. Null when the tick changes nothing.
 */
export function barsAfterTick(
  bars: readonly Bar[],
  tick: Tick,
  period: CandlePeriod,
  zone: ZoneClock,
  previousDayVolume: number | null,
): { bars: Bar[]; bar: Bar; isRestart: boolean } | null {
  const bar = barForTick(bars, tick, period, zone, previousDayVolume);
  if (bar === null) return null;
  if (period === '1m' && isLaterDay(bars, tick, zone)) {
    const first = { ...bar, volume: Number(tick.volume) };
    return { bars: [first], bar: first, isRestart: true };
  }
  return { bars: withBar(bars, bar), bar, isRestart: false };
}

/**
 * Backward-adjusted (后复权) prices are the traded ones times the factors of every corporate action
 * so far: the ratio of the latest adjusted bar to the same bar as traded. Null without a common
 * latest bar or with a zero price.
 */
export function backwardRatio(adjusted: readonly Bar[], traded: readonly Bar[]): number | null {
  const latest = adjusted[adjusted.length - 1];
  if (latest === undefined) return null;
  const same = traded.findLast((bar) => bar.time === latest.time);
  if (same === undefined || same.close <= 0 || latest.close <= 0) return null;
  return latest.close / same.close;
}

/** A traded tick in backward-adjusted prices (for drawing only). */
export function scaledTick(tick: Tick, ratio: number, decimals: number): Tick {
  const scale = (price: string) => (Number(price) * ratio).toFixed(decimals);
  const scaleOrNull = (price: string | null) => (price === null ? null : scale(price));
  return {
    ...tick,
    last: scale(tick.last),
    prevClose: scale(tick.prevClose),
    open: scaleOrNull(tick.open),
    high: scaleOrNull(tick.high),
    low: scaleOrNull(tick.low),
  };
}
