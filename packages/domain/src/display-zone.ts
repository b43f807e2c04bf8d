// The display zone (issue 16 §3): the IANA zone every time a member or staff member reads is shown in.
// Staff set it in the site configuration (`displayZone`); unset or not a zone, it is Kuala Lumpur's.
// A calendar day staff or a member pick (a search's From and To) is a day in this zone.
import { isValidTimezone, marketMoment, zonedInstant } from './markets/sessions.ts';

export const DEFAULT_DISPLAY_ZONE = 'Asia/Kuala_Lumpur';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MILLISECONDS = 86_400_000;
const MINUTE_MILLISECONDS = 60_000;

/** Area/Location names ("America/Argentina/Buenos_Aires", "Etc/GMT+8") or a bare "UTC"; never an offset. */
const IANA_NAME = /^(?:UTC|[A-Z][A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+)$/;

/**
 * Whether a name is an IANA zone this runtime knows ("Asia/Tokyo", "UTC"); not "Mars/Base", not an
 * offset such as "+08:00" (Intl accepts those, but they keep no daylight saving), not "".
 */
export function isTimeZoneName(name: string): boolean {
  return IANA_NAME.test(name) && isValidTimezone(name);
}

/** The configured zone when it is one, else Kuala Lumpur's. */
export function displayZoneFrom(configured: string | null | undefined): string {
  const name = configured?.trim() ?? '';
  return isTimeZoneName(name) ? name : DEFAULT_DISPLAY_ZONE;
}

/**
 * The first instant of a calendar day in a zone: its midnight, or, where the clocks skip midnight
 * (Santiago springs forward from 00:00 to 01:00), the end of the evening before, which then reads as
 * the day before.
 */
function dayStartIn(zone: string, day: string): Date {
  const midnight = zonedInstant(zone, day, 0);
  const moment = marketMoment({ timezone: zone }, midnight);
  if (moment.date >= day) return midnight;
  return new Date(midnight.getTime() + (24 * 60 - moment.minute) * MINUTE_MILLISECONDS);
}

/**
 * The instants a calendar day "YYYY-MM-DD" spans in a zone, from its start up to the next day's:
 * 23 Nov in Kuala Lumpur is 22 Nov 16:00 UTC up to 23 Nov 16:00 UTC; a day when daylight saving
 * starts or ends is 23 or 25 hours long. Null when `day` is no day ("2026-02-31", "23-11-2026").
 */
export function dayRangeIn(day: string, zone: string): { from: Date; until: Date } | null {
  if (!DAY_PATTERN.test(day)) return null;
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // `2026-02-31` parses to 3 March in some engines: only a day that round-trips is a day.
  if (Number.isNaN(utcMidnight) || new Date(utcMidnight).toISOString().slice(0, 10) !== day) return null;
  const next = new Date(utcMidnight + DAY_MILLISECONDS).toISOString().slice(0, 10);
  return { from: dayStartIn(zone, day), until: dayStartIn(zone, next) };
}
