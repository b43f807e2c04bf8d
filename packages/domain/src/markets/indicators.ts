// Chart indicators from candle closes, in exact decimals: simple moving averages (5/10/20/60), MACD
// (12, 26, 9) and RSI (14, Wilder's smoothing). Closes come in as decimal.ts's scaled bigints; every
// step is carried with EXTRA_DIGITS more decimals than that, and each result is rounded once, half
// away from zero, to the scale of decimal.ts (callers show it with the instrument's price decimals
// through roundToDecimals). An indicator is null where it has too few candles to be defined.
// Conventions, since apps differ: the EMAs of MACD start at the first close (as Chinese-language
// apps do, so the lines begin with the chart); the histogram is DIF − DEA (Appel's definition, as
// Western apps draw it, not 2 × (DIF − DEA)); RSI is 100 while prices only rise, 0 while they only
// fall and 50 while they do not move.
import { DECIMAL_FACTOR, DECIMAL_SCALE } from './decimal.ts';

export const MOVING_AVERAGE_LENGTHS = [5, 10, 20, 60] as const;
export type MovingAverageLength = (typeof MOVING_AVERAGE_LENGTHS)[number];

export const MACD_FAST = 12;
export const MACD_SLOW = 26;
export const MACD_SIGNAL = 9;
export const RSI_LENGTH = 14;

/** Decimals carried beyond DECIMAL_SCALE inside the EMAs and Wilder averages. */
const EXTRA_DIGITS = 10;
const EXTRA = 10n ** BigInt(EXTRA_DIGITS);

/** a ÷ b rounded half away from zero (b > 0). */
function divideHalfAway(a: bigint, b: bigint): bigint {
  const isNegative = a < 0n;
  const magnitude = isNegative ? -a : a;
  const quotient = magnitude / b;
  const rounded = (magnitude % b) * 2n >= b ? quotient + 1n : quotient;
  return isNegative ? -rounded : rounded;
}

/** A scaled decimal rounded half away from zero to `decimals` (≤ DECIMAL_SCALE) places, still scaled. */
export function roundToDecimals(scaled: bigint, decimals: number): bigint {
  const step = 10n ** BigInt(DECIMAL_SCALE - Math.max(0, Math.min(DECIMAL_SCALE, decimals)));
  return divideHalfAway(scaled, step) * step;
}

/** Simple moving average of `length` closes; null for the first length − 1. */
export function simpleMovingAverage(closes: readonly bigint[], length: number): (bigint | null)[] {
  const averages: (bigint | null)[] = [];
  let sum = 0n;
  closes.forEach((close, index) => {
    sum += close;
    const leaving = closes[index - length];
    if (leaving !== undefined) sum -= leaving;
    averages.push(index + 1 >= length ? divideHalfAway(sum, BigInt(length)) : null);
  });
  return averages;
}

/** EMA with α = 2 / (length + 1), started at the first value, in EXTRA-scaled units. */
function exponentialAverage(values: readonly bigint[], length: number): bigint[] {
  const averages: bigint[] = [];
  const divisor = BigInt(length + 1);
  for (const value of values) {
    const previous = averages[averages.length - 1];
    // EMA = previous + 2 × (value − previous) / (length + 1)
    averages.push(
      previous === undefined ? value : previous + divideHalfAway(2n * (value - previous), divisor),
    );
  }
  return averages;
}

export interface MacdPoint {
  /** EMA(12) − EMA(26) of the closes. */
  dif: bigint;
  /** EMA(9) of DIF (the signal line). */
  dea: bigint;
  /** DIF − DEA. */
  histogram: bigint;
}

/** MACD (12, 26, 9) at every close. */
export function macd(closes: readonly bigint[]): MacdPoint[] {
  const precise = closes.map((close) => close * EXTRA);
  const fast = exponentialAverage(precise, MACD_FAST);
  const slow = exponentialAverage(precise, MACD_SLOW);
  const difs = fast.map((value, index) => value - (slow[index] ?? value));
  const deas = exponentialAverage(difs, MACD_SIGNAL);
  return difs.map((dif, index) => {
    const dea = deas[index] ?? dif;
    return {
      dif: divideHalfAway(dif, EXTRA),
      dea: divideHalfAway(dea, EXTRA),
      histogram: divideHalfAway(dif - dea, EXTRA),
    };
  });
}

/** RSI(length) with Wilder's smoothing, 0–100 scaled like a price; null for the first `length` closes. */
export function relativeStrengthIndex(closes: readonly bigint[], length = RSI_LENGTH): (bigint | null)[] {
  const points: (bigint | null)[] = closes.map(() => null);
  let averageGain = 0n;
  let averageLoss = 0n;
  const span = BigInt(length);
  for (let index = 1; index < closes.length; index += 1) {
    const change = ((closes[index] ?? 0n) - (closes[index - 1] ?? 0n)) * EXTRA;
    const gain = change > 0n ? change : 0n;
    const loss = change < 0n ? -change : 0n;
    if (index <= length) {
      // The first averages are plain means of the first `length` changes.
      averageGain += gain;
      averageLoss += loss;
      if (index < length) continue;
      averageGain = divideHalfAway(averageGain, span);
      averageLoss = divideHalfAway(averageLoss, span);
    } else {
      averageGain = divideHalfAway(averageGain * (span - 1n) + gain, span);
      averageLoss = divideHalfAway(averageLoss * (span - 1n) + loss, span);
    }
    points[index] = rsiOf(averageGain, averageLoss);
  }
  return points;
}

/** 100 − 100 / (1 + gain / loss) = 100 × gain / (gain + loss), scaled. */
function rsiOf(averageGain: bigint, averageLoss: bigint): bigint {
  const total = averageGain + averageLoss;
  if (total === 0n) return 50n * DECIMAL_FACTOR;
  return divideHalfAway(100n * DECIMAL_FACTOR * averageGain, total);
}
