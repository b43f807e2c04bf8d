// Display formatting of times (spec §9): English always reads DD-MM-YYYY hh:mm AM/PM; every other
// language uses the site's configurable pattern. Pattern tokens: YYYY MM DD HH (00-23) hh (01-12)
// mm ss A (AM/PM); text inside [brackets] is copied as is.
import type { Language } from './languages.ts';

export const ENGLISH_DATE_PATTERN = 'DD-MM-YYYY hh:mm A';
export const DEFAULT_DATE_PATTERN = 'YYYY-MM-DD HH:mm';

const TOKEN_PATTERN = /\[([^\]]*)]|YYYY|MM|DD|HH|hh|mm|ss|A/g;

interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: number;
  minute: string;
  second: string;
}

/**
 * One formatter per zone (undefined: the runtime's own), made once: building an Intl.DateTimeFormat
 * costs far more than using one, and a screen of quotes formats a time per row on every tick.
 */
const formatters = new Map<string | undefined, Intl.DateTimeFormat>();

function formatterOf(timeZone: string | undefined): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(date: Date, timeZone: string | undefined): DateParts {
  const formatter = formatterOf(timeZone);
  const parts = new Map(formatter.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: (parts.get('year') ?? '').padStart(4, '0'),
    month: parts.get('month') ?? '',
    day: parts.get('day') ?? '',
    hour: Number(parts.get('hour') ?? '0') % 24,
    minute: parts.get('minute') ?? '',
    second: parts.get('second') ?? '',
  };
}

function toDate(value: Date | string): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a time: "${String(value)}"`);
  return date;
}

/** Formats a time with an explicit pattern; `timeZone` is an IANA name, the device's zone when omitted. */
export function formatWithPattern(value: Date | string, pattern: string, timeZone?: string): string {
  const parts = partsOf(toDate(value), timeZone);
  const twelveHour = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  return pattern.replace(TOKEN_PATTERN, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'YYYY':
        return parts.year;
      case 'MM':
        return parts.month;
      case 'DD':
        return parts.day;
      case 'HH':
        return String(parts.hour).padStart(2, '0');
      case 'hh':
        return String(twelveHour).padStart(2, '0');
      case 'mm':
        return parts.minute;
      case 'ss':
        return parts.second;
      default:
        return parts.hour < 12 ? 'AM' : 'PM';
    }
  });
}

export interface DateFormatOptions {
  language: Language | undefined;
  /** The site's pattern for languages other than English; DEFAULT_DATE_PATTERN when empty. */
  pattern?: string | undefined;
  timeZone?: string | undefined;
}

/** A time as the member's language shows it. Throws on something that is not a time. */
export function formatDate(value: Date | string, options: DateFormatOptions): string {
  const pattern =
    options.language === 'en' ? ENGLISH_DATE_PATTERN : options.pattern?.trim() || DEFAULT_DATE_PATTERN;
  return formatWithPattern(value, pattern, options.timeZone);
}
