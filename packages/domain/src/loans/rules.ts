// Credit loan rules (issue 18 §1) shared by the server and the member app: the limit from the credit
// score bands (optionally capped by a share of net assets), what remains to borrow, daily interest to
// the sen, the due date and which days accrue interest or the overdue penalty, and how a repayment is
// split (penalty, then interest, then principal).
import { DECIMAL_FACTOR, divideRounded, formatDecimal, parseDecimal } from '../markets/decimal.ts';

export const DAYS_PER_YEAR = 365n;

export interface CreditBand {
  /** From this score up. */
  minScore: number;
  limitMinor: bigint;
}

/** A percent as typed ("6.8") scaled by 10^8, or null when it is not a non-negative decimal. */
export function parsePercent(text: string): bigint | null {
  const scaled = parseDecimal(text.trim());
  return scaled === null || scaled < 0n ? null : scaled;
}

/** A scaled percent without trailing zeros: 6.8, 18.25, 10. */
export function formatPercent(scaled: bigint): string {
  return formatDecimal(scaled)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

/** The daily rate of an annual percent, ÷ 365, shown with six decimals (rounded half up). */
export function dailyPercentText(annualScaled: bigint): string {
  const micro = divideRounded(annualScaled * 1_000_000n, DAYS_PER_YEAR * DECIMAL_FACTOR, 'half_up');
  const whole = micro / 1_000_000n;
  return `${whole}.${(micro % 1_000_000n).toString().padStart(6, '0')}`;
}

/**
 * One day's interest on `principalMinor` at `annualScaled` percent a year: principal × rate ÷ 100 ÷
 * 365, rounded half up to the minor unit (the sen) for that day. Each day is rounded on its own, as
 * each day is posted on its own: RM 5,000 at 6.8% is 93.15… sen → 93 sen a day, RM 13.02 over 14 days.
 */
export function dailyInterestMinor(principalMinor: bigint, annualScaled: bigint): bigint {
  if (principalMinor <= 0n || annualScaled <= 0n) return 0n;
  return divideRounded(principalMinor * annualScaled, 100n * DAYS_PER_YEAR * DECIMAL_FACTOR, 'half_up');
}

/** The limit of the highest band whose score the member reaches; 0 below every band. */
export function bandLimitMinor(creditScore: number, bands: readonly CreditBand[]): bigint {
  let best: CreditBand | null = null;
  for (const band of bands) {
    if (band.minScore <= creditScore && (best === null || band.minScore > best.minScore)) best = band;
  }
  return best?.limitMinor ?? 0n;
}

/** Bands staff may save: distinct scores, limits not negative and not falling as the score rises. */
export function areBandsValid(bands: readonly CreditBand[]): boolean {
  const sorted = [...bands].sort((a, b) => a.minScore - b.minScore);
  return sorted.every(
    (band, index) =>
      band.limitMinor >= 0n &&
      (index === 0 ||
        (band.minScore > (sorted[index - 1]?.minScore ?? -1) &&
          band.limitMinor >= (sorted[index - 1]?.limitMinor ?? 0n))),
  );
}

export interface LimitFacts {
  creditScore: number;
  bands: readonly CreditBand[];
  /** The member's own money: their balances less what they owe; used only when a cap is set. */
  netAssetsMinor: bigint;
  /** Percent (scaled 10^8) of net assets the limit may not exceed; null: no cap. */
  netAssetCapScaled: bigint | null;
}

/** The borrowing limit: the score band's limit, capped by the share of net assets when set (rounded down). */
export function borrowingLimitMinor(facts: LimitFacts): bigint {
  const bandLimit = bandLimitMinor(facts.creditScore, facts.bands);
  if (facts.netAssetCapScaled === null) return bandLimit;
  const netAssets = facts.netAssetsMinor > 0n ? facts.netAssetsMinor : 0n;
  const cap = divideRounded(netAssets * facts.netAssetCapScaled, 100n * DECIMAL_FACTOR, 'down');
  return cap < bandLimit ? cap : bandLimit;
}

/** What may still be borrowed: limit − principal owed − amounts under review, never below zero. */
export function remainingMinor(limitMinor: bigint, borrowedMinor: bigint): bigint {
  const remaining = limitMinor - borrowedMinor;
  return remaining > 0n ? remaining : 0n;
}

const DAY_MILLISECONDS = 86_400_000;

/** A YYYY-MM-DD date plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MILLISECONDS).toISOString().slice(0, 10);
}

/**
 * Approved on Malaysian date `approvedDate` for `termDays`: due at the end of approvedDate + termDays.
 * Days approvedDate … due − 1 accrue interest (termDays of them); a day from the due date on that
 * ends with the loan unpaid accrues the penalty rate instead, and the loan is overdue.
 */
export function dueDateOf(approvedDate: string, termDays: number): string {
  return addDays(approvedDate, termDays);
}

export type AccrualKind = 'interest' | 'penalty';

/**
 * Whether `day` is the last day of its month: once that day's accrual is recorded, the loan's unpaid
 * interest and penalty are added to its principal (capitalised, decision 0026).
 */
export function isMonthEnd(day: string): boolean {
  return addDays(day, 1).slice(0, 7) !== day.slice(0, 7);
}

export function accrualKindOn(day: string, dueDate: string): AccrualKind {
  return day < dueDate ? 'interest' : 'penalty';
}

export interface Owed {
  penaltyMinor: bigint;
  interestMinor: bigint;
  principalMinor: bigint;
}

export function totalOwedMinor(owed: Owed): bigint {
  return owed.penaltyMinor + owed.interestMinor + owed.principalMinor;
}

/**
 * Splits a repayment: the overdue penalty first, then interest, then principal (interest first, as
 * brokers charge). Null when it is more than is owed.
 */
export function allocateRepayment(owed: Owed, amountMinor: bigint): Owed | null {
  if (amountMinor > totalOwedMinor(owed)) return null;
  const penaltyMinor = amountMinor < owed.penaltyMinor ? amountMinor : owed.penaltyMinor;
  const afterPenalty = amountMinor - penaltyMinor;
  const interestMinor = afterPenalty < owed.interestMinor ? afterPenalty : owed.interestMinor;
  return { penaltyMinor, interestMinor, principalMinor: afterPenalty - interestMinor };
}
