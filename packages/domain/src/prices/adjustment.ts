// Corporate actions and adjusted price series, with the Chinese-market conventions:
//   none      (不复权) the prices as traded.
//   forward   (前复权) the latest prices stay as traded; every price before an ex-date is scaled down
//             so the chart has no drop on the ex-date (a 2:1 split halves all pre-split prices).
//   backward  (后复权) the earliest prices stay as traded; every price from an ex-date on is scaled up
//             (after a 2:1 split, post-split prices are doubled).
// An ex-date's factor is proportional (the method data vendors use, so several actions multiply):
// with C the close of the last trading day before the ex-date, D the cash dividend per share before
// the split and n:d the split (n new shares for every d old ones), the ex-reference price is
// (C − D)·d/n and the factor f = C / ((C − D)·d/n) = C·n / ((C − D)·d).
// forward price = P × ∏ 1/f over ex-dates after the candle's day;
// backward price = P × ∏ f over ex-dates on or before the candle's day.
// Factors are exact fractions of bigints; each adjusted price is rounded once, half up, back to the
// instrument's price scale (an adjusted price is not a tradable price, so it is not put on the tick
// grid). Volume and turnover are not adjusted. An action whose ex-date has no candle before it or
// is after the last candle is outside the series and is ignored.
import type { Candle, DayCandle, Ohlcv } from './candles.ts';
import { parsePrice, type Price } from './price.ts';

export interface CorporateAction {
  /** The first trading day without the entitlement (YYYY-MM-DD). */
  exDate: string;
  /** Cash dividend per share held before the ex-date, at the instrument's price scale. */
  cashDividend?: Price;
  /** n new shares for every d old shares: a 2:1 split is { numerator: 2n, denominator: 1n }. */
  split?: { numerator: bigint; denominator: bigint };
}

/** An action as instrument data records it (markets/instrument.ts): decimal-string dividends, `from` → `to` splits. */
export type RecordedAction =
  | { kind: 'dividend'; exDate: string; amount: string }
  | { kind: 'split'; exDate: string; from: number; to: number };

/** The recorded action at the instrument's price scale; null when the dividend is not a decimal at that scale. */
export function toCorporateAction(action: RecordedAction, priceDecimals: number): CorporateAction | null {
  switch (action.kind) {
    case 'dividend': {
      const cashDividend = parsePrice(action.amount, priceDecimals);
      return cashDividend === null ? null : { exDate: action.exDate, cashDividend };
    }
    case 'split':
      return {
        exDate: action.exDate,
        split: { numerator: BigInt(action.to), denominator: BigInt(action.from) },
      };
    default: {
      const unknown: never = action;
      throw new Error(`unknown corporate action ${JSON.stringify(unknown)}`);
    }
  }
}

export const ADJUSTMENT_MODES = ['none', 'forward', 'backward'] as const;
export type AdjustmentMode = (typeof ADJUSTMENT_MODES)[number];

/** f = numerator / denominator for the ex-date. */
export interface AdjustmentFactor {
  exDate: string;
  numerator: bigint;
  denominator: bigint;
}

/** The factor of one action given the close before its ex-date. Throws when the action is impossible. */
export function actionFactor(action: CorporateAction, referenceClose: Price): AdjustmentFactor {
  const dividend = action.cashDividend ?? 0n;
  const splitNumerator = action.split?.numerator ?? 1n;
  const splitDenominator = action.split?.denominator ?? 1n;
  if (dividend < 0n || splitNumerator <= 0n || splitDenominator <= 0n) {
    throw new RangeError(`corporate action on ${action.exDate} has a negative dividend or an empty split`);
  }
  if (dividend >= referenceClose) {
    throw new RangeError(`dividend on ${action.exDate} is not below the previous close`);
  }
  return {
    exDate: action.exDate,
    numerator: referenceClose * splitNumerator,
    denominator: (referenceClose - dividend) * splitDenominator,
  };
}

/** The factors of the actions inside a daily series (candles in date order). */
export function adjustmentFactors(
  candles: readonly DayCandle[],
  actions: readonly CorporateAction[],
): AdjustmentFactor[] {
  const first = candles[0];
  const last = candles[candles.length - 1];
  if (first === undefined || last === undefined) return [];
  const sorted = [...actions].sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0));
  const factors: AdjustmentFactor[] = [];
  let index = 0;
  for (const action of sorted) {
    if (action.exDate <= first.date || action.exDate > last.date) continue;
    while (index + 1 < candles.length && (candles[index + 1]?.date ?? '') < action.exDate) index += 1;
    const reference = candles[index];
    if (reference !== undefined) factors.push(actionFactor(action, reference.close));
  }
  return factors;
}

/** P × numerator / denominator, rounded half up (prices are positive). */
export function scalePrice(price: Price, numerator: bigint, denominator: bigint): Price {
  return (2n * price * numerator + denominator) / (2n * denominator);
}

function scaled<C extends Ohlcv>(candle: C, numerator: bigint, denominator: bigint): C {
  if (numerator === denominator) return candle;
  return {
    ...candle,
    open: scalePrice(candle.open, numerator, denominator),
    high: scalePrice(candle.high, numerator, denominator),
    low: scalePrice(candle.low, numerator, denominator),
    close: scalePrice(candle.close, numerator, denominator),
  };
}

/** Applies factors to candles in time order; `dayOf` gives a candle's trading day. */
export function applyFactors<C extends Ohlcv>(
  candles: readonly C[],
  factors: readonly AdjustmentFactor[],
  mode: AdjustmentMode,
  dayOf: (candle: C) => string,
): C[] {
  switch (mode) {
    case 'none':
      return [...candles];
    case 'forward':
      return candles.map((candle) => {
        const day = dayOf(candle);
        let numerator = 1n;
        let denominator = 1n;
        for (const factor of factors) {
          if (factor.exDate > day) {
            numerator *= factor.denominator;
            denominator *= factor.numerator;
          }
        }
        return scaled(candle, numerator, denominator);
      });
    case 'backward':
      return candles.map((candle) => {
        const day = dayOf(candle);
        let numerator = 1n;
        let denominator = 1n;
        for (const factor of factors) {
          if (factor.exDate <= day) {
            numerator *= factor.numerator;
            denominator *= factor.denominator;
          }
        }
        return scaled(candle, numerator, denominator);
      });
    default: {
      const unknown: never = mode;
      throw new Error(`unknown adjustment ${String(unknown)}`);
    }
  }
}

/** A daily series adjusted for its corporate actions. */
export function adjust(
  candles: readonly DayCandle[],
  actions: readonly CorporateAction[],
  mode: AdjustmentMode,
): DayCandle[] {
  return applyFactors(candles, adjustmentFactors(candles, actions), mode, (candle) => candle.date);
}

/** Intraday candles adjusted with the factors of the daily series they belong to. */
export function adjustIntraday(
  candles: readonly Candle[],
  factors: readonly AdjustmentFactor[],
  mode: AdjustmentMode,
  tradingDayOf: (instant: number) => string,
): Candle[] {
  return applyFactors(candles, factors, mode, (candle) => tradingDayOf(candle.time));
}
