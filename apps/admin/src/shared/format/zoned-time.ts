// Wall times in a given zone (the display zone, or a market's), for the date pickers and the forms
// that hold a time as "YYYY-MM-DDTHH:mm": what the clock on the wall there reads at an instant, which
// instant such a reading names, and the instants a calendar day there spans — never the device's zone.
import { dayRangeIn as zonedDayRange } from '@saham/domain/display-zone';
import { formatWithPattern } from '@saham/domain/format-date';

const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The zone's wall clock at `now` as "YYYY-MM-DDTHH:mm:ss" (no offset). */
export function wallClockIn(zone: string, now: Date = new Date()): string {
  return formatWithPattern(now, 'YYYY-MM-DD[T]HH:mm:ss', zone);
}

/** The zone's calendar day at `now` as "YYYY-MM-DD": 27 Nov in Kuala Lumpur at 17:30 UTC on 26 Nov. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return formatWithPattern(now, 'YYYY-MM-DD', zone);
}

/** An instant as the zone's "YYYY-MM-DDTHH:mm"; "" for none. */
export function toZonedInput(iso: string | null, zone: string): string {
  return iso === null ? '' : formatWithPattern(iso, 'YYYY-MM-DD[T]HH:mm', zone);
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(atMs: number, zone: string): number {
  const wall = toZonedInput(new Date(atMs).toISOString(), zone);
  return (Date.parse(`${wall}:00Z`) - Math.floor(atMs / 60_000) * 60_000) / 60_000;
}

/** The instant the zone's wall time "YYYY-MM-DDTHH:mm" names (DST-safe: the offset is read twice). */
export function fromZonedInput(text: string, zone: string): string | null {
  if (!WALL_TIME.test(text)) return null;
  const asUtc = Date.parse(`${text}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  let at = asUtc - offsetMinutes(asUtc, zone) * 60_000;
  at = asUtc - offsetMinutes(at, zone) * 60_000;
  return new Date(at).toISOString();
}

/**
 * The instants a calendar day "YYYY-MM-DD" spans in the zone, from its midnight to the next one:
 * 27 Nov in Kuala Lumpur is 26 Nov 16:00 UTC up to 27 Nov 16:00 UTC. Null when `day` is no day.
 * The server's rule for a search's From and To days (@saham/domain/display-zone).
 */
export function dayRangeIn(day: string, zone: string): { from: string; until: string } | null {
  const range = zonedDayRange(day, zone);
  return range && { from: range.from.toISOString(), until: range.until.toISOString() };
}
