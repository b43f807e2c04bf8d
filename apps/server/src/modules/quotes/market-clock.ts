// A market's calendar for the price engine, asked once per market and instant instead of once per
// instrument: the phase (the markets module's rule — the session range covering the local minute of
// rangesOfDate — with the local time from the prices module's cached zone clock instead of an Intl
// call each time), the trading day, and the continuous-trading minutes of a trading day (backfill).
// The forex trading day rolls at 17:00 New York, so it is the New York date seven hours later.
import { rangesOfDate, isTradingDay, type DayRange } from '@saham/domain/markets/sessions';
import type { Market, MarketCode, Phase } from '@saham/domain/markets/types';
import { createZoneClock, type ZoneClock } from '@saham/domain/prices/zone-clock';

const DAY = 86_400_000;

function previousDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
}

/** Minutes the trading day runs ahead of the local date (forex: 17:00 New York is the next day's start). */
export function tradingDayShiftMinutes(code: MarketCode): number {
  return code === 'FX' ? 7 * 60 : 0;
}

export interface MarketClock {
  readonly market: Market;
  readonly zone: ZoneClock;
  phaseAt: (instant: number) => Phase;
  tradingDayOf: (instant: number) => string;
  isTradingDay: (date: string) => boolean;
  /** The continuous-trading minute starts of a trading day, ascending. */
  continuousMinutesOf: (day: string) => number[];
  /** Seconds of continuous trading in a trading day. */
  continuousSecondsOf: (day: string) => number;
}

export function createMarketClock(market: Market): MarketClock {
  const zone = createZoneClock(market.timezone);
  const shift = tradingDayShiftMinutes(market.code);
  const rangesByDate = new Map<string, DayRange[]>();
  const rangesOf = (date: string): DayRange[] => {
    let ranges = rangesByDate.get(date);
    if (ranges === undefined) {
      if (rangesByDate.size > 64) rangesByDate.clear();
      ranges = rangesOfDate(market, date);
      rangesByDate.set(date, ranges);
    }
    return ranges;
  };
  // Every instrument of the market asks about the same instant in a row: remember the last answer.
  let phaseInstant = Number.NaN;
  let phase: Phase = 'closed';
  let dayInstant = Number.NaN;
  let day = '';
  const phaseAt = (instant: number): Phase => {
    if (instant === phaseInstant) return phase;
    const minute = zone.localMinuteOfDay(instant);
    const range = rangesOf(zone.localDate(instant)).find(
      (candidate) => candidate.start <= minute && minute < candidate.end,
    );
    phaseInstant = instant;
    phase = range?.phase ?? 'closed';
    return phase;
  };
  const tradingDayOf = (instant: number): string => {
    if (instant === dayInstant) return day;
    dayInstant = instant;
    day = shift === 0 ? zone.localDate(instant) : zone.shiftedLocalDate(instant, shift);
    return day;
  };
  /** The local (date, from minute, to minute) pieces a trading day covers. */
  const segmentsOf = (tradingDay: string): [string, number, number][] =>
    shift === 0
      ? [[tradingDay, 0, 1440]]
      : [
          [previousDate(tradingDay), 1440 - shift, 1440],
          [tradingDay, 0, 1440 - shift],
        ];
  const continuousRanges = (tradingDay: string): [string, number, number][] =>
    segmentsOf(tradingDay).flatMap(([date, from, to]) =>
      rangesOf(date)
        .filter((range) => range.phase === 'continuous' && range.start < to && range.end > from)
        .map((range): [string, number, number] => [
          date,
          Math.max(range.start, from),
          Math.min(range.end, to),
        ]),
    );
  const continuousMinutesOf = (tradingDay: string): number[] => {
    const minutes: number[] = [];
    for (const [date, from, to] of continuousRanges(tradingDay)) {
      for (let minute = from; minute < to; minute += 1) minutes.push(zone.instantOf(date, minute));
    }
    return minutes;
  };
  return {
    market,
    zone,
    phaseAt,
    tradingDayOf,
    isTradingDay: (date) => (shift > 0 || isTradingDay(market, date)) && continuousRanges(date).length > 0,
    continuousMinutesOf,
    continuousSecondsOf: (tradingDay) =>
      continuousRanges(tradingDay).reduce((total, [, from, to]) => total + (to - from) * 60, 0),
  };
}
