// Every time a member reads, in one place: the instant in the display zone (Asia/Kuala_Lumpur unless
// the site configuration's `displayZone` names another, then labelled with it), in the language's
// pattern (format-date.ts: English DD-MM-YYYY hh:mm AM/PM, other languages the site's pattern). A
// time in any other zone (a market's own clock) always carries its zone's label. Screens reach these through useFormatters;
// lint forbids toLocaleTimeString / toISOString / Intl.DateTimeFormat in features.
import { formatDate, formatWithPattern } from '@saham/domain/format-date';
import { timeZoneLabel } from '@saham/domain/format-market-date';
import { DEFAULT_DISPLAY_ZONE, displayZoneFrom } from '@saham/domain/display-zone';
import type { Language } from '@saham/domain/languages';

export { DEFAULT_DISPLAY_ZONE };

/** The display zone from the site configuration's items; Kuala Lumpur when unset or not a zone. */
export function displayZoneOf(items: ReadonlyMap<string, string>): string {
  return displayZoneFrom(items.get('displayZone'));
}

export interface TimeStyle {
  language: Language;
  /** The site's date pattern for languages other than English. */
  pattern: string;
  displayZone: string;
}

/**
 * A date and time in the display zone: "23-11-2026 11:51 PM" (en), "2026-11-23 23:51". Unlabelled in
 * Kuala Lumpur's zone, the one members expect; labelled when staff chose another ("… 00:51 JST").
 */
export function formatTime(iso: Date | string, style: TimeStyle): string {
  const text = formatDate(iso, {
    language: style.language,
    pattern: style.pattern,
    timeZone: style.displayZone,
  });
  return withZoneLabel(text, iso, style.displayZone);
}

/** A time in the display zone with the zone's label when that zone is not Kuala Lumpur's. */
function withZoneLabel(text: string, iso: Date | string, displayZone: string): string {
  return displayZone === DEFAULT_DISPLAY_ZONE ? text : `${text} ${timeZoneLabel(iso, displayZone)}`;
}

/** The clock of an instant in the display zone, labelled like formatTime: "23:51", "00:51 JST". */
export function formatDisplayClock(iso: Date | string, displayZone: string): string {
  return withZoneLabel(formatClock(iso, displayZone), iso, displayZone);
}

/** Only the date part of the language's pattern: "23-11-2026" (en), "2026-11-23". */
export function datePatternOf(style: Pick<TimeStyle, 'language' | 'pattern'>): string {
  const full = style.language === 'en' ? 'DD-MM-YYYY' : style.pattern.trim() || 'YYYY-MM-DD';
  const dateOnly = full
    .replace(/[\sT,]*(HH|hh)[^YMD]*$/, '')
    .replace(/\s*A$/, '')
    .trim();
  return /YYYY|MM|DD/.test(dateOnly) ? dateOnly : 'YYYY-MM-DD';
}

/** The calendar day of an instant in the display zone, in the language's date pattern. */
export function formatDay(iso: Date | string, style: TimeStyle): string {
  return formatWithPattern(iso, datePatternOf(style), style.displayZone);
}

/** A calendar date from the wire ("2026-11-24", no zone) in the language's date pattern. */
export function formatCalendarDate(date: string, style: Pick<TimeStyle, 'language' | 'pattern'>): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return formatWithPattern(`${date}T00:00:00Z`, datePatternOf(style), 'UTC');
}

/** The clock of an instant, 24-hour: "23:51"; in the display zone unless `zone` is given. */
export function formatClock(iso: Date | string, zone: string): string {
  return formatWithPattern(iso, 'HH:mm', zone);
}

/**
 * A time in another zone than the display zone, labelled, with the display zone's equivalent when the
 * two differ: "22:30 EST (11:30 MYT)". Used for trading hours and a market's next opening.
 */
export function formatClockWithLocal(iso: Date | string, zone: string, displayZone: string): string {
  const own = `${formatClock(iso, zone)} ${timeZoneLabel(iso, zone)}`;
  if (zone === displayZone) return own;
  return `${own} (${formatClock(iso, displayZone)} ${timeZoneLabel(iso, displayZone)})`;
}

/** A full date and time in `zone`, labelled with that zone: "2026-11-22 09:30 EST". */
export function formatTimeInZone(iso: Date | string, style: TimeStyle, zone: string): string {
  const text = formatDate(iso, { language: style.language, pattern: style.pattern, timeZone: zone });
  return `${text} ${timeZoneLabel(iso, zone)}`;
}

/**
 * The zone a market's intraday chart is drawn in: the market's own clock for exchanges with sessions,
 * the display zone for markets that never close (crypto, forex keep UTC as their zone).
 */
export function chartZoneOf(marketZone: string, displayZone: string): string {
  return marketZone === 'UTC' || marketZone === 'Etc/UTC' ? displayZone : marketZone;
}

/**
 * The chart's crosshair and axis label of a bar whose seconds are already the wall time (drawn as if
 * UTC, see chart-bars.ts): the language's date pattern, with the clock for intraday bars.
 */
export function formatChartTime(
  wallSeconds: number,
  style: Pick<TimeStyle, 'language' | 'pattern'>,
  withClock: boolean,
): string {
  const instant = new Date(wallSeconds * 1000);
  const day = formatWithPattern(instant, datePatternOf(style), 'UTC');
  return withClock ? `${day} ${formatWithPattern(instant, 'HH:mm', 'UTC')}` : day;
}

/** A moment with its weekday, in `zone` and the language (BCP 47 tag), labelled: "Mon, 24 Nov, 09:30 EST". */
export function formatWeekdayTime(iso: Date | string, zone: string, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(typeof iso === 'string' ? new Date(iso) : iso);
}

/**
 * A market's moment (a next opening) in the market's own clock, followed by the display zone's
 * equivalent when the two differ: "Mon, 24 Nov, 09:30 EST (Mon, 24 Nov, 22:30 GMT+8)".
 */
export function formatMarketMoment(
  iso: Date | string,
  marketZone: string,
  displayZone: string,
  languageTag: string,
): string {
  const own = formatWeekdayTime(iso, marketZone, languageTag);
  if (marketZone === displayZone) return own;
  return `${own} (${formatWeekdayTime(iso, displayZone, languageTag)})`;
}
