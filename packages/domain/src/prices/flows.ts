// Short-selling and investor-flow figures of an instrument's trading days, as a data provider would
// publish them. No real feed is connected yet, so the simulator's provider derives them from the
// simulator seed and the stored day candles: the same seed and candles always give the same figures.
// Rules: short-sold volume is never more than the day's volume; the net buying of local
// institutions, local retail and foreign investors sums to exactly zero (every share bought was sold
// by someone); figures lean with the day's move (foreigners buy on up days and short more on down
// days), as they do in published Bursa statistics. Integer maths only: volumes are bigints.
import type { Price } from './price.ts';
import { deriveSeed, mulberry32, type Rng } from './random.ts';

/** The part of a trading day the figures are derived from (a day candle). */
export interface FlowDay {
  /** The trading day, YYYY-MM-DD. */
  date: string;
  open: Price;
  close: Price;
  /** In quantity units (shares). */
  volume: bigint;
}

export const INVESTOR_CLASSES = ['localInstitutions', 'localRetail', 'foreign'] as const;
export type InvestorClass = (typeof INVESTOR_CLASSES)[number];

export interface DayFlows {
  date: string;
  volume: bigint;
  /** Shares sold short that day: 0 ≤ shortVolume ≤ volume. */
  shortVolume: bigint;
  /** shortVolume in basis points of volume (0–10,000), rounded down; 0 without volume. */
  shortShareBasisPoints: bigint;
  /** Shares bought minus shares sold, by investor class; the three sum to zero. */
  netVolume: Record<InvestorClass, bigint>;
}

const BASIS_POINTS = 10_000n;
/** Short selling is between 1 % and 18 % of a day's volume before the lean of the day's move. */
const SHORT_MIN_BASIS_POINTS = 100;
const SHORT_SPREAD_BASIS_POINTS = 1_700;
/** A down day adds up to this many basis points of short selling, an up day takes them off. */
const SHORT_MOVE_LEAN_BASIS_POINTS = 300;
/** Each non-retail class nets up to this share of the day's volume. */
const NET_SPREAD_BASIS_POINTS = 1_200;
/** The day's move leans the foreign side by this much. */
const FOREIGN_MOVE_LEAN_BASIS_POINTS = 400;

/** A uniform integer in [0, span). */
function uniformBelow(rng: Rng, span: number): number {
  return Math.floor(rng.nextFloat() * span);
}

/** -1 on a down day, 1 on an up day, 0 when the close is the open. */
function moveSign(day: FlowDay): -1 | 0 | 1 {
  if (day.close > day.open) return 1;
  if (day.close < day.open) return -1;
  return 0;
}

/** A signed share of the volume in basis points, centred on `lean`, within ±spread. */
function signedBasisPoints(rng: Rng, spread: number, lean: number): bigint {
  const value = uniformBelow(rng, 2 * spread + 1) - spread + lean;
  return BigInt(Math.max(-spread, Math.min(spread, value)));
}

/** The figures of one trading day. */
export function flowsOfDay(seed: number, symbol: string, day: FlowDay): DayFlows {
  const rng = mulberry32(deriveSeed(deriveSeed(seed, `flows|${symbol}`), day.date));
  const sign = moveSign(day);
  const volume = day.volume > 0n ? day.volume : 0n;
  const shortBasisPoints = Math.max(
    0,
    SHORT_MIN_BASIS_POINTS +
      uniformBelow(rng, SHORT_SPREAD_BASIS_POINTS) -
      sign * SHORT_MOVE_LEAN_BASIS_POINTS,
  );
  const shortVolume = (volume * BigInt(shortBasisPoints)) / BASIS_POINTS;
  const foreign =
    (volume * signedBasisPoints(rng, NET_SPREAD_BASIS_POINTS, sign * FOREIGN_MOVE_LEAN_BASIS_POINTS)) /
    BASIS_POINTS;
  const localInstitutions = (volume * signedBasisPoints(rng, NET_SPREAD_BASIS_POINTS, 0)) / BASIS_POINTS;
  return {
    date: day.date,
    volume,
    shortVolume,
    shortShareBasisPoints: volume === 0n ? 0n : (shortVolume * BASIS_POINTS) / volume,
    // Retail takes the other side of the other two, so the classes net to zero exactly.
    netVolume: { localInstitutions, localRetail: -(foreign + localInstitutions), foreign },
  };
}

/** The figures of each day, in the days' order. */
export function dailyFlows(seed: number, symbol: string, days: readonly FlowDay[]): DayFlows[] {
  return days.map((day) => flowsOfDay(seed, symbol, day));
}
