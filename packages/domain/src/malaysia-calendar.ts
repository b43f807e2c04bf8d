// Malaysia time (UTC+8, no daylight saving) for funding rules: the local date and time of an
// instant, whether it falls inside a weekly time window, and settlement dates counted in working
// days that skip weekends and market holidays.
const MALAYSIA_OFFSET_MILLISECONDS = 8 * 3_600_000;
const DAY_MILLISECONDS = 86_400_000;

export interface LocalMoment {
  /** YYYY-MM-DD in Malaysia. */
  date: string;
  /** HH:MM:SS in Malaysia. */
  time: string;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  isoWeekday: number;
}

export function malaysiaMoment(instant: Date): LocalMoment {
  const local = new Date(instant.getTime() + MALAYSIA_OFFSET_MILLISECONDS);
  const iso = local.toISOString();
  const weekday = local.getUTCDay();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19), isoWeekday: weekday === 0 ? 7 : weekday };
}

export interface WeeklyWindow {
  /** ISO weekdays on which the window is open. */
  days: readonly number[];
  /** HH:MM:SS, inclusive. */
  start: string;
  /** HH:MM:SS, inclusive. */
  end: string;
}

/** ISO weekdays of the working week: Monday to Friday. */
export const WORKING_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

/**
 * Whether `date` (YYYY-MM-DD, Malaysia) is a working day: one of `weekdays` (Monday to Friday unless
 * a window says otherwise) and not a market holiday. The one rule of the withdrawal and deposit
 * windows and of settlement dates (spec §9).
 */
export function isWorkingDay(
  date: string,
  holidays: ReadonlySet<string>,
  weekdays: readonly number[] = WORKING_WEEKDAYS,
): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekdays.includes(weekday === 0 ? 7 : weekday) && !holidays.has(date);
}

/** Whether the instant is inside the window: a working day among its days, between its times. */
export function isInsideWindow(instant: Date, window: WeeklyWindow, holidays: ReadonlySet<string>): boolean {
  const moment = malaysiaMoment(instant);
  if (!isWorkingDay(moment.date, holidays, window.days)) return false;
  return moment.time >= window.start && moment.time <= window.end;
}

/** The window as the refusal shows it: hh:mm:ss-hh:mm:ss. */
export function windowText(window: Pick<WeeklyWindow, 'start' | 'end'>): string {
  return `${window.start}-${window.end}`;
}

export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** The date `workingDays` working days after `fromDate` (YYYY-MM-DD), skipping weekends and holidays. */
export function addWorkingDays(fromDate: string, workingDays: number, holidays: ReadonlySet<string>): string {
  let current = new Date(`${fromDate}T00:00:00Z`).getTime();
  let remaining = workingDays;
  while (remaining > 0) {
    current += DAY_MILLISECONDS;
    if (isWorkingDay(new Date(current).toISOString().slice(0, 10), holidays)) remaining -= 1;
  }
  return new Date(current).toISOString().slice(0, 10);
}
