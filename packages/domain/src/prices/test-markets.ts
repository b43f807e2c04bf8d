// Small stand-ins for the markets module, used by the prices tests and benchmark: Bursa's tick table
// and ±30 % limit, its sessions with a lunch break (fixed UTC+8), a 24/7 crypto market and a
// limitless index. The real rules come from packages/domain/src/markets as data.
import type { PriceLimits, TickRules } from './price.ts';
import type { InstrumentParams, SimPhase } from './simulator.ts';

export const MYT_OFFSET_MINUTES = 480;
const MINUTE = 60_000;

/** Bursa's tick table at 4 decimals: < RM1 → 0.005, < RM10 → 0.01, < RM100 → 0.02, else 0.10. */
export const BURSA_TICKS: TickRules = {
  tickAt: (price) => (price < 10_000n ? 50n : price < 100_000n ? 100n : price < 1_000_000n ? 200n : 1_000n),
  limits: (prevClose): PriceLimits =>
    prevClose < 10_000n
      ? { lower: prevClose - 3_000n > 0n ? prevClose - 3_000n : null, upper: prevClose + 3_000n }
      : { lower: prevClose - (prevClose * 3n) / 10n, upper: prevClose + (prevClose * 3n) / 10n },
};

/** A fixed tick and no limits. */
export function flatTicks(tick: bigint): TickRules {
  return { tickAt: () => tick, limits: () => ({ lower: null, upper: null }) };
}

export function mytMinuteOfDay(instant: number): number {
  const local = instant + MYT_OFFSET_MINUTES * MINUTE;
  return Math.floor((local % 86_400_000) / MINUTE);
}

const dateByDayNumber = new Map<number, string>();

export function mytDate(instant: number): string {
  const dayNumber = Math.floor((instant + MYT_OFFSET_MINUTES * MINUTE) / 86_400_000);
  let date = dateByDayNumber.get(dayNumber);
  if (date === undefined) {
    date = new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
    dateByDayNumber.set(dayNumber, date);
  }
  return date;
}

export function mytInstant(date: string, time: string): number {
  return Date.parse(`${date}T${time}+08:00`);
}

/** Bursa's phases, Monday to Friday except `holidays`. */
export function bursaPhaseAt(holidays: ReadonlySet<string> = new Set()): (instant: number) => SimPhase {
  return (instant) => {
    const date = mytDate(instant);
    const weekday = (Math.floor((instant + MYT_OFFSET_MINUTES * MINUTE) / 86_400_000) + 4) % 7; // 1970-01-01 was a Thursday
    if (weekday === 0 || weekday === 6 || holidays.has(date)) return 'closed';
    const minute = mytMinuteOfDay(instant);
    if (minute >= 510 && minute < 540) return 'pre_open';
    if (minute >= 540 && minute < 750) return 'continuous';
    if (minute >= 840 && minute < 870) return 'pre_open';
    if (minute >= 870 && minute < 1005) return 'continuous';
    if (minute >= 1005 && minute < 1020) return 'closing_auction';
    return 'closed';
  };
}

/** Weekdays from `from` for `count` trading days, skipping holidays. */
export function weekdays(from: string, count: number, holidays: ReadonlySet<string> = new Set()): string[] {
  const days: string[] = [];
  let instant = Date.parse(`${from}T00:00:00Z`);
  while (days.length < count) {
    const date = new Date(instant).toISOString().slice(0, 10);
    const weekday = new Date(instant).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !holidays.has(date)) days.push(date);
    instant += 86_400_000;
  }
  return days;
}

export function bursaStock(
  code: string,
  referencePrice: bigint,
  holidays?: ReadonlySet<string>,
): InstrumentParams {
  return {
    code,
    assetClass: 'stock',
    priceDecimals: 4,
    quantityDecimals: 0,
    tickRules: BURSA_TICKS,
    phaseAt: bursaPhaseAt(holidays),
    tradingDayOf: mytDate,
    referencePrice,
    averageDailyVolume: 10_000_000n,
    volumeLot: 100n,
    tradingSecondsPerDay: 5.75 * 3600,
  };
}

export function bursaIndex(code: string, referencePrice: bigint): InstrumentParams {
  return {
    ...bursaStock(code, referencePrice),
    assetClass: 'index',
    tickRules: flatTicks(100n),
    averageDailyVolume: 0n,
    volumeLot: 1n,
  };
}

export function cryptoPair(code: string, referencePrice: bigint): InstrumentParams {
  return {
    code,
    assetClass: 'crypto',
    priceDecimals: 8,
    quantityDecimals: 8,
    tickRules: flatTicks(1_000_000n),
    phaseAt: () => 'continuous',
    tradingDayOf: (instant) => new Date(instant).toISOString().slice(0, 10),
    referencePrice,
    averageDailyVolume: 20_000n * 100_000_000n,
    volumeLot: 100_000n,
    tradingSecondsPerDay: 86_400,
  };
}

export function forexPair(code: string, referencePrice: bigint): InstrumentParams {
  return {
    ...cryptoPair(code, referencePrice),
    assetClass: 'forex',
    tickRules: flatTicks(100n),
  };
}
