// A market's local time from its IANA timezone, with Intl: the UTC offset at an instant, the local
// date, and the trading day of markets whose day rolls over at a local hour other than midnight
// (forex: 17:00 New York). Offsets are looked up once per UTC hour and kept in a small cache, since
// the backfill asks for hundreds of thousands of instants. No clock is read: every function takes
// the instant.
import type { OffsetMinutesAt } from './candles.ts';

const HOUR_MILLISECONDS = 3_600_000;
const MINUTE_MILLISECONDS = 60_000;
const CACHE_LIMIT = 4_096;

export interface ZoneClock {
  timeZone: string;
  offsetMinutesAt: OffsetMinutesAt;
  /** YYYY-MM-DD in the zone. */
  localDate(instant: number): string;
  /** Minutes since local midnight, 0…1439. */
  localMinuteOfDay(instant: number): number;
  /** The local date of the instant moved by `shiftMinutes` (a trading day that starts before midnight). */
  shiftedLocalDate(instant: number, shiftMinutes: number): string;
  /** The UTC instant of a local date and minute of the day. */
  instantOf(date: string, minuteOfDay: number): number;
}

function offsetFromIntl(format: Intl.DateTimeFormat, instant: number): number {
  const fields: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const localAsUtc = Date.UTC(
    fields.year ?? 1970,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    (fields.hour ?? 0) % 24,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return Math.round((localAsUtc - wholeSecond) / MINUTE_MILLISECONDS);
}

export function createZoneClock(timeZone: string): ZoneClock {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const cache = new Map<number, number>();
  const offsetMinutesAt = (instant: number): number => {
    const hour = Math.floor(instant / HOUR_MILLISECONDS);
    const cached = cache.get(hour);
    if (cached !== undefined) return cached;
    // Every zone in use changes its offset on a whole UTC hour (or half hour for a few): look the
    // offset up at the hour's start and its last minute, and fall back to the exact instant when they differ.
    const atStart = offsetFromIntl(format, hour * HOUR_MILLISECONDS);
    const atEnd = offsetFromIntl(format, (hour + 1) * HOUR_MILLISECONDS - MINUTE_MILLISECONDS);
    if (atStart !== atEnd) return offsetFromIntl(format, instant);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(hour, atStart);
    return atStart;
  };
  const localDate = (instant: number): string =>
    new Date(instant + offsetMinutesAt(instant) * MINUTE_MILLISECONDS).toISOString().slice(0, 10);
  const localMinuteOfDay = (instant: number): number => {
    const local = instant + offsetMinutesAt(instant) * MINUTE_MILLISECONDS;
    const day = 1440 * MINUTE_MILLISECONDS;
    return Math.floor((((local % day) + day) % day) / MINUTE_MILLISECONDS);
  };
  const instantOf = (date: string, minuteOfDay: number): number => {
    const localAsUtc = Date.parse(`${date}T00:00:00Z`) + minuteOfDay * MINUTE_MILLISECONDS;
    // Two passes settle the offset on either side of a daylight-saving change.
    const guess = localAsUtc - offsetMinutesAt(localAsUtc) * MINUTE_MILLISECONDS;
    return localAsUtc - offsetMinutesAt(guess) * MINUTE_MILLISECONDS;
  };
  return {
    timeZone,
    offsetMinutesAt,
    localDate,
    localMinuteOfDay,
    shiftedLocalDate: (instant, shiftMinutes) => localDate(instant + shiftMinutes * MINUTE_MILLISECONDS),
    instantOf,
  };
}
