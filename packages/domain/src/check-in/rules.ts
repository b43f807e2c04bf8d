// Rules of the daily check-in (issue 18 §3), shared by the server and the member app. A day is a
// Malaysian calendar day (Asia/Kuala_Lumpur, UTC+8 all year): a check-in at 23:30 UTC counts for the
// next Malaysian day, so a streak never breaks at night. The streak counts consecutive Malaysian days;
// the bonus schedule gives the points of each day of the streak's cycle (day 7 double, say), starting
// again after its last day. Points expire a set number of months after they are granted, and are
// spent first-granted-first (the soonest to expire first).
import { malaysiaMoment } from '../malaysia-calendar.ts';

/** What a reward pays. Only a cash credit in MYR for now (a trading-fee voucher is not built yet). */
/**
 * `cash`: MYR credited to the available balance. `fee_voucher`: a brokerage credit in MYR with an
 * expiry, taken off the fees of the member's next trades in MYR until used up (decision 0025).
 */
export const CHECK_IN_REWARD_KINDS = ['cash', 'fee_voucher'] as const;
export type CheckInRewardKind = (typeof CHECK_IN_REWARD_KINDS)[number];

/** The default schedule: 10 points a day, 20 on the seventh day in a row. */
export const DEFAULT_CHECK_IN_SCHEDULE: readonly number[] = [10, 10, 10, 10, 10, 10, 20];
export const DEFAULT_POINTS_EXPIRY_MONTHS = 12;

const DAY_MILLISECONDS = 86_400_000;

/** The Malaysian calendar day of an instant, YYYY-MM-DD. */
export function malaysianDay(instant: Date): string {
  return malaysiaMoment(instant).date;
}

/** The day before a YYYY-MM-DD day. */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MILLISECONDS).toISOString().slice(0, 10);
}

/** The streak a check-in on `day` makes, given the streak of the member's check-in the day before. */
export function streakOn(day: string, last: { day: string; streak: number } | null): number {
  return last !== null && last.day === previousDay(day) ? last.streak + 1 : 1;
}

/** The streak shown on `today`: today's, else yesterday's (today is still open), else 0 (broken). */
export function currentStreak(today: string, last: { day: string; streak: number } | null): number {
  if (last === null) return 0;
  return last.day === today || last.day === previousDay(today) ? last.streak : 0;
}

/** Points of the `streak`-th consecutive day: the schedule's day, the cycle starting again after it. */
export function pointsForStreak(schedule: readonly number[], streak: number): number {
  if (schedule.length === 0 || streak < 1) throw new Error('a schedule and a streak of at least 1');
  const points = schedule[(streak - 1) % schedule.length];
  if (points === undefined) throw new Error('schedule index out of range');
  return points;
}

/** The instant points granted at `grantedAt` expire: the same moment `months` calendar months later. */
export function pointsExpiry(grantedAt: Date, months: number): Date {
  const expiry = new Date(grantedAt.getTime());
  const day = expiry.getUTCDate();
  expiry.setUTCDate(1);
  expiry.setUTCMonth(expiry.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0)).getUTCDate();
  expiry.setUTCDate(Math.min(day, lastDay));
  return expiry;
}

export interface PointsGrant {
  id: number;
  remaining: number;
  expiresAt: Date;
}

/**
 * How `points` are taken from the grants held: soonest to expire first (then the oldest grant); null
 * when the grants do not hold enough. Expired grants must not be passed in.
 */
export function spendPlan(
  grants: readonly PointsGrant[],
  points: number,
): { id: number; points: number }[] | null {
  const ordered = [...grants]
    .filter((grant) => grant.remaining > 0)
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  const plan: { id: number; points: number }[] = [];
  let left = points;
  for (const grant of ordered) {
    if (left === 0) break;
    const taken = Math.min(grant.remaining, left);
    plan.push({ id: grant.id, points: taken });
    left -= taken;
  }
  return left === 0 ? plan : null;
}

/** Days a fee voucher stays usable unless staff set otherwise (moomoo's and Tiger's coupons: 30). */
export const DEFAULT_FEE_VOUCHER_VALID_DAYS = 30;

export interface FeeVoucher {
  id: number;
  remainingMinor: bigint;
  expiresAt: Date;
}

/**
 * How a fee of `feeMinor` is covered by the vouchers held: soonest to expire first (then the oldest),
 * never more than the fee nor more than a voucher holds. Empty when nothing is covered. Expired
 * vouchers must not be passed in.
 */
export function voucherPlan(
  vouchers: readonly FeeVoucher[],
  feeMinor: bigint,
): { id: number; amountMinor: bigint }[] {
  const ordered = [...vouchers]
    .filter((voucher) => voucher.remainingMinor > 0n)
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  const plan: { id: number; amountMinor: bigint }[] = [];
  let left = feeMinor > 0n ? feeMinor : 0n;
  for (const voucher of ordered) {
    if (left === 0n) break;
    const taken = voucher.remainingMinor < left ? voucher.remainingMinor : left;
    plan.push({ id: voucher.id, amountMinor: taken });
    left -= taken;
  }
  return plan;
}

/** The days of a month (YYYY-MM), YYYY-MM-DD each. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number);
  if (year === undefined || monthNumber === undefined) throw new Error(`not a month: ${month}`);
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}

/** The month `by` months after (or before) a YYYY-MM month. */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (year === undefined || monthNumber === undefined) throw new Error(`not a month: ${month}`);
  const index = year * 12 + (monthNumber - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Cells before the 1st of a YYYY-MM month in a calendar whose weeks start on Monday. */
export function leadingBlanks(month: string): number {
  const weekday = new Date(`${month}-01T00:00:00Z`).getUTCDay();
  return (weekday + 6) % 7;
}
