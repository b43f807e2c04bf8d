// Securities lending rules (issue 18 §2), decided alike by the server and the member app:
// - eligibility: only fully paid (leverage 1) long shares of a holding (not closing) whose lock has
//   ended may be lent;
// - the rebate: each calendar day a loan is out at the day's end (lent on day L, ended on day E: the
//   days L … E−1, in the market's zone) earns value × annual rate ÷ 365 × the member's share, the value
//   being quantity × the close of the latest market day on or before that day (a weekend or holiday
//   reuses the last close). 365, not 360: ringgit money-market convention (Actual/365, as Bursa's
//   SBL fees and moomoo Malaysia's interest), so a full year at 2% pays exactly 2%.
// - rounding: the exact daily amounts are carried; a day credits the sen the running total crossed
//   (floor of the running total minus what was credited before). So no day's rounding is lost: a loan's
//   total is the exact total rounded down to the sen (1,000 shares at RM 10.00, 2% a year, 50/50, 40
//   days: RM 10,000 × 2% × 40 ÷ 365 × 50% = RM 10.9589… → RM 10.95). Rounding down keeps the broker
//   from paying a fraction it has not earned.
import { decimal, DECIMAL_FACTOR } from '../markets/decimal.ts';

export const LENDING_STATUSES = ['active', 'ended'] as const;
export type LendingStatus = (typeof LENDING_STATUSES)[number];

/** recall: the member recalled; sale: the position was sold or closed; term: the term ran out. */
export const LENDING_END_REASONS = ['recall', 'sale', 'term'] as const;
export type LendingEndReason = (typeof LENDING_END_REASONS)[number];

/** The day count of a year for the rebate. */
export const REBATE_DAYS_A_YEAR = 365n;

const PERCENT = 100n;

/**
 * The denominator of the exact rebate numerators: minor units × (rate scaled) × (share scaled) ÷ this
 * gives minor units. Rates and shares are percents scaled by 10^8 (markets/decimal.ts).
 */
export const REBATE_DENOMINATOR = REBATE_DAYS_A_YEAR * PERCENT * DECIMAL_FACTOR * PERCENT * DECIMAL_FACTOR;

export interface LendablePosition {
  status: string;
  direction: string;
  leverage: number;
  lockedUntil: Date;
}

/** Whether shares of the position may be lent at `now`. */
export function isLendable(position: LendablePosition, now: Date): boolean {
  return (
    position.status === 'holding' &&
    position.direction === 'long' &&
    position.leverage === 1 &&
    now.getTime() >= position.lockedUntil.getTime()
  );
}

/** A rate or share in percent, checked: a decimal from 0 to 100. Null when not. */
export function percentOf(text: string): bigint | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,8})?$/.test(trimmed)) return null;
  const scaled = decimal(trimmed);
  return scaled > PERCENT * DECIMAL_FACTOR ? null : scaled;
}

/** annualRate × memberShare ÷ 100: the member's yearly rate in percent, scaled by 10^8 (rounded down). */
export function memberRateScaled(annualRate: string, memberShare: string): bigint {
  return (decimal(annualRate) * decimal(memberShare)) / (PERCENT * DECIMAL_FACTOR);
}

/** One day's exact member rebate on `valueMinor`, as a numerator over REBATE_DENOMINATOR. */
export function dailyRebateNumerator(valueMinor: bigint, annualRate: string, memberShare: string): bigint {
  return valueMinor * decimal(annualRate) * decimal(memberShare);
}

export interface RebateStep {
  /** Whole minor units this day credits. */
  creditedMinor: bigint;
  /** The sub-minor remainder carried to the next day (a numerator over REBATE_DENOMINATOR). */
  carry: bigint;
}

/** Adds one day's exact rebate to the carried remainder and credits the whole minor units it makes. */
export function accrueDay(carry: bigint, dayNumerator: bigint): RebateStep {
  const running = carry + dayNumerator;
  return { creditedMinor: running / REBATE_DENOMINATOR, carry: running % REBATE_DENOMINATOR };
}

/** The calendar dates `from` … `to` inclusive (YYYY-MM-DD); empty when `to` is before `from`. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  const day = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`).getTime();
  while (day.getTime() <= end) {
    dates.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return dates;
}

/** The date before `date` (YYYY-MM-DD). */
export function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** The date `days` after `date` (YYYY-MM-DD). */
export function daysAfter(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
