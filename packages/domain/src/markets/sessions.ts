// When a market trades: the phase at an instant, trading days, the next opening and the end of a
// lock period. Local times come from the market's own IANA timezone through Intl, so daylight saving
// (New York for US shares and forex) is handled by the platform's time-zone data.
import type {
  IsoWeekday,
  LockRule,
  Market,
  MarketRules,
  Phase,
  SessionPhase,
  SessionRange,
} from './types.ts';

const MINUTE_MILLISECONDS = 60_000;
const DAY_MILLISECONDS = 86_400_000;
/** Far enough to cross any run of holidays and weekends; beyond it a market is treated as never opening. */
const SEARCH_DAYS = 60;

export type SessionCalendar = Pick<MarketRules, 'timezone' | 'sessions' | 'holidays' | 'halfDays'>;

export interface MarketMoment {
  /** YYYY-MM-DD in the market's timezone. */
  date: string;
  isoWeekday: IsoWeekday;
  /** Minutes since local midnight. */
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the timezone. */
export function isValidTimezone(timezone: string): boolean {
  try {
    formatterOf(timezone);
    return true;
  } catch {
    return false;
  }
}

interface LocalFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function formattedFields(timezone: string, instant: Date): LocalFields {
  const fields: Record<string, number> = {};
  for (const part of formatterOf(timezone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/**
 * Every zone's offset is a whole number of quarter hours and changes only at a quarter-hour instant,
 * so one offset holds for a whole UTC quarter hour: it is read once per zone and quarter hour
 * (`formatToParts` is slow) and the fields are then plain UTC arithmetic.
 */
const OFFSET_SLOT_MILLISECONDS = 15 * 60_000;
/** Offsets by zone and slot; bounded (cleared when full), since lock ends and next opens ask ahead. */
const offsets = new Map<string, number>();
const MAX_OFFSETS = 4_096;

function offsetOf(timezone: string, instant: Date): number {
  const slot = Math.floor(instant.getTime() / OFFSET_SLOT_MILLISECONDS);
  const key = `${timezone} ${slot}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const start = new Date(slot * OFFSET_SLOT_MILLISECONDS);
  const fields = formattedFields(timezone, start);
  const offsetMilliseconds =
    Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second) -
    start.getTime();
  if (offsets.size >= MAX_OFFSETS) offsets.clear();
  offsets.set(key, offsetMilliseconds);
  return offsetMilliseconds;
}

function localFields(timezone: string, instant: Date): LocalFields {
  const local = new Date(instant.getTime() + offsetOf(timezone, instant));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

function isoWeekdayOfDate(date: string): IsoWeekday {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- 0 becomes 7 and the other weekdays are 1 to 6 already
  return (weekday === 0 ? 7 : weekday) as IsoWeekday;
}

function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MILLISECONDS)
    .toISOString()
    .slice(0, 10);
}

/** The market's local date, weekday and minute of the day at an instant. */
export function marketMoment(calendar: Pick<MarketRules, 'timezone'>, instant: Date): MarketMoment {
  const fields = localFields(calendar.timezone, instant);
  const date = `${String(fields.year).padStart(4, '0')}-${String(fields.month).padStart(2, '0')}-${String(fields.day).padStart(2, '0')}`;
  return { date, isoWeekday: isoWeekdayOfDate(date), minute: fields.hour * 60 + fields.minute };
}

/** "09:30" → 570; "24:00" → 1440. */
export function minuteOfDay(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** The UTC instant of a local date and minute of the day in a timezone (the earlier one in a repeated hour). */
export function zonedInstant(timezone: string, date: string, minute: number): Date {
  const wallClock = new Date(`${date}T00:00:00Z`).getTime() + minute * MINUTE_MILLISECONDS;
  const offsetAt = (utc: number) => {
    const fields = localFields(timezone, new Date(utc));
    const asUtc = Date.UTC(
      fields.year,
      fields.month - 1,
      fields.day,
      fields.hour,
      fields.minute,
      fields.second,
    );
    return asUtc - Math.floor(utc / 1000) * 1000;
  };
  let guess = wallClock - offsetAt(wallClock);
  const corrected = wallClock - offsetAt(guess);
  if (corrected !== guess) guess = corrected;
  return new Date(guess);
}

export function isHoliday(calendar: SessionCalendar, date: string): boolean {
  return calendar.holidays.some((holiday) => holiday.date === date);
}

/** A weekday with sessions that is not a holiday. */
export function isTradingDay(calendar: SessionCalendar, date: string): boolean {
  if (isHoliday(calendar, date)) return false;
  const weekday = isoWeekdayOfDate(date);
  return calendar.sessions.some((range) => range.days.includes(weekday));
}

export interface DayRange {
  phase: SessionPhase;
  start: number;
  end: number;
}

/** The ranges of one local date in minutes, in time order, cut short on a half day; none on a holiday. */
export function rangesOfDate(calendar: SessionCalendar, date: string): DayRange[] {
  if (isHoliday(calendar, date)) return [];
  const weekday = isoWeekdayOfDate(date);
  const halfDay = calendar.halfDays.find((day) => day.date === date);
  const closesAt = halfDay ? minuteOfDay(halfDay.closesAt) : 24 * 60;
  return calendar.sessions
    .filter((range: SessionRange) => range.days.includes(weekday))
    .map((range) => ({ phase: range.phase, start: minuteOfDay(range.start), end: minuteOfDay(range.end) }))
    .filter((range) => range.start < closesAt)
    .map((range) => ({ ...range, end: Math.min(range.end, closesAt) }))
    .sort((a, b) => a.start - b.start);
}

/** The phase at an instant: the session range covering the local minute, else closed. */
export function phaseAt(calendar: SessionCalendar, instant: Date): Phase {
  const moment = marketMoment(calendar, instant);
  const range = rangesOfDate(calendar, moment.date).find(
    (candidate) => candidate.start <= moment.minute && moment.minute < candidate.end,
  );
  return range?.phase ?? 'closed';
}

/** Whether orders match continuously at the instant. */
export function isContinuousTrading(calendar: SessionCalendar, instant: Date): boolean {
  return phaseAt(calendar, instant) === 'continuous';
}

/**
 * The first instant at or after `instant` in one of `phases` (any session phase by default): the
 * instant itself when such a phase is on, else the start of the next one. Null when none comes within
 * sixty days.
 */
export function nextOpen(
  calendar: SessionCalendar,
  instant: Date,
  phases: readonly SessionPhase[] = ['pre_open', 'auction', 'continuous', 'closing_auction'],
): Date | null {
  const today = marketMoment(calendar, instant).date;
  for (let offset = 0; offset <= SEARCH_DAYS; offset += 1) {
    const date = addDays(today, offset);
    for (const range of rangesOfDate(calendar, date)) {
      if (!phases.includes(range.phase)) continue;
      const start = zonedInstant(calendar.timezone, date, range.start);
      const end = zonedInstant(calendar.timezone, date, range.end);
      if (end.getTime() <= instant.getTime()) continue;
      return start.getTime() <= instant.getTime() ? instant : start;
    }
  }
  return null;
}

/** The local date `count` trading days after `date`. */
export function addTradingDays(calendar: SessionCalendar, date: string, count: number): string {
  let current = date;
  let remaining = count;
  for (let guard = 0; remaining > 0 && guard < 3660; guard += 1) {
    current = addDays(current, 1);
    if (isTradingDay(calendar, current)) remaining -= 1;
  }
  return current;
}

/**
 * When a position opened at `openedAt` may be sold: with T+N days, the first opening on the Nth
 * trading day after the trade date; with N minutes, N minutes later; with no lock, at once.
 */
export function lockedUntil(calendar: SessionCalendar & { lock: LockRule }, openedAt: Date): Date {
  const lock = calendar.lock;
  if (lock.kind === 'none') return openedAt;
  if (lock.kind === 'minutes') return new Date(openedAt.getTime() + lock.minutes * MINUTE_MILLISECONDS);
  if (lock.days === 0) return openedAt;
  const unlockDate = addTradingDays(calendar, marketMoment(calendar, openedAt).date, lock.days);
  const startOfDay = zonedInstant(calendar.timezone, unlockDate, 0);
  return nextOpen(calendar, startOfDay) ?? startOfDay;
}

/** Whether a position opened at `openedAt` is still locked at `now`. */
export function isLocked(
  market: Pick<Market, keyof SessionCalendar | 'lock'>,
  openedAt: Date,
  now: Date,
): boolean {
  return now.getTime() < lockedUntil(market, openedAt).getTime();
}
