// Price alerts (issue 16 §5): a member's condition on one instrument — the last price at or above a
// level, at or below a level, or the day's change (against the previous close) beyond ±N percent.
// Levels and percents are exact decimals (markets/decimal.ts, scaled by 10^8); a JavaScript number
// never holds one. The server's round check and the app's form both decide with these functions.
import { DECIMAL_FACTOR, parseDecimal } from '../markets/decimal.ts';

export const ALERT_KINDS = ['above', 'below', 'change'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** A member keeps at most this many active (not yet fired) alerts. */
export const MAX_ACTIVE_ALERTS = 50;
/** The largest daily-change percent an alert may watch for. */
export const MAX_CHANGE_PERCENT = '100';
/** A level has at most this many digits before the point. */
const MAX_LEVEL = 10n ** 12n * DECIMAL_FACTOR;

export interface AlertCondition {
  kind: AlertKind;
  /** A price level (above, below) or a percent (change), scaled by 10^8. */
  threshold: bigint;
}

/** The quote an alert is checked against, both scaled by 10^8. */
export interface AlertQuote {
  last: bigint;
  prevClose: bigint;
}

/**
 * The day's change as a percent of the previous close, in either direction, scaled by 10^8 and
 * rounded down: a change alert of N % has fired exactly when N ≤ this (N × prevClose ≤ |Δ| × 100).
 * Zero without a previous close.
 */
export function absoluteChangePercent(quote: AlertQuote): bigint {
  if (quote.prevClose <= 0n) return 0n;
  const move = quote.last >= quote.prevClose ? quote.last - quote.prevClose : quote.prevClose - quote.last;
  return (move * 100n * DECIMAL_FACTOR) / quote.prevClose;
}

/**
 * Whether the quote meets the alert's condition: the last price at or above the level (above), at or
 * below it (below), or the day's change at least the percent, up or down (change).
 */
export function isAlertMet(condition: AlertCondition, quote: AlertQuote): boolean {
  switch (condition.kind) {
    case 'above':
      return quote.last >= condition.threshold;
    case 'below':
      return quote.last <= condition.threshold;
    case 'change':
      return quote.prevClose > 0n && absoluteChangePercent(quote) >= condition.threshold;
  }
}

export type AlertInputProblem = 'level' | 'percent';

/**
 * The threshold a member typed, checked: a price level greater than zero with at most eight decimals
 * (and at most twelve digits before the point), or a percent greater than zero and at most 100.
 * Answers the scaled threshold, or which field is wrong.
 */
export function parseAlertThreshold(
  kind: AlertKind,
  text: string,
): { threshold: bigint } | { problem: AlertInputProblem } {
  const problem: AlertInputProblem = kind === 'change' ? 'percent' : 'level';
  const value = parseDecimal(text);
  if (value === null || value <= 0n) return { problem };
  const max = kind === 'change' ? (parseDecimal(MAX_CHANGE_PERCENT) ?? 0n) : MAX_LEVEL;
  if (kind === 'change' ? value > max : value >= max) return { problem };
  return { threshold: value };
}
