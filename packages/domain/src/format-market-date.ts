// Times in a market's own clock, for trade screens: the member's date format (format-date.ts: English
// DD-MM-YYYY hh:mm AM/PM, other languages the site's pattern) in the market's timezone, followed by the
// zone's short label ("23-11-2026 10:00 AM MYT", "2026-11-22 09:30 EST").
import { formatDate, type DateFormatOptions } from './format-date.ts';

/**
 * Labels of the zones where Intl's English short name is only an offset ("GMT+8"), and which locales
 * know "MYT" differs between ICU builds (Node's en-MY does, Chromium's en-US does not). None of these
 * zones keeps daylight saving, so one label each is exact.
 */
const ZONE_LABELS: Readonly<Record<string, string>> = {
  'Asia/Kuala_Lumpur': 'MYT',
  'Asia/Singapore': 'SGT',
  'Asia/Hong_Kong': 'HKT',
  'Asia/Tokyo': 'JST',
  'Asia/Seoul': 'KST',
  'Asia/Shanghai': 'CST',
  'Asia/Taipei': 'CST',
  'Asia/Bangkok': 'ICT',
  'Asia/Ho_Chi_Minh': 'ICT',
};

/** The short label of `timeZone` at `value`: EST or EDT for New York, MYT for Kuala Lumpur, UTC. */
export function timeZoneLabel(value: Date | string, timeZone: string): string {
  const fixed = ZONE_LABELS[timeZone];
  if (fixed !== undefined) return fixed;
  // American zones and UTC have English abbreviations in every ICU build, with daylight saving.
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(
    typeof value === 'string' ? new Date(value) : value,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** A time as the member's language shows it, in `timeZone`, with the zone's label. Throws on a non-time. */
export function formatDateInZone(
  value: Date | string,
  options: DateFormatOptions & { timeZone: string },
): string {
  return `${formatDate(value, options)} ${timeZoneLabel(value, options.timeZone)}`;
}
