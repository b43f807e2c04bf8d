// The deterministic price simulator: one step of one instrument. Pure: the caller passes the state,
// the instrument's parameters (including its market's phase and trading-day functions), the instant
// and the random generator (normally `rngForInstant(instrumentSeed, instant)`), and gets the next
// state and what happened. Same inputs, same outputs, on every machine.
//
// Model: a random walk with mean reversion toward a reference price, r = κ·Δt·(ref − p)/p + σ·√Δt·z,
// Δt in years of active trading time, z from `standardNormal`. The float move r·p (in price units) is
// divided by the tick at p and rounded stochastically to a whole number of ticks with the same
// generator, then the result is snapped onto the grid (bands can change the tick) and clamped to the
// grid prices inside the day's limits. Floats exist only inside this computation; every output price,
// volume and turnover is a bigint.
//
// Phases: `closed` produces nothing. `pre_open`, `auction` and `closing_auction` move an indicative
// (equilibrium) price but trade nothing: last, open, high, low and volume are unchanged, and the
// day's close stays the last continuous trade. The first continuous step after them walks on from
// the indicative price, so an opening auction sets the day's open. `continuous` trades: a volume in
// whole lots (none when the lots round to zero, and then the price waits too).
import {
  clampToBand,
  gridBand,
  isOnTickGrid,
  minimumPrice,
  tickCeil,
  tickFloor,
  type Price,
  type TickRules,
} from './price.ts';
import { standardNormal, stochasticRound, type Rng } from './random.ts';

export const ASSET_CLASSES = ['stock', 'index', 'crypto', 'forex'] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

/**
 * The phases the simulator tells apart: the markets module's phase names (markets/types.ts), so its
 * phase function can be passed as is. A lunch break is `closed`.
 */
export const SIM_PHASES = ['pre_open', 'auction', 'continuous', 'closing_auction', 'closed'] as const;
export type SimPhase = (typeof SIM_PHASES)[number];
export type PhaseAt = (instant: number) => SimPhase;
/** The trading day (YYYY-MM-DD) an instant belongs to, in the market's own calendar. */
export type TradingDayOf = (instant: number) => string;

export interface VolatilityProfile {
  /** Annualised volatility as a fraction (0.3 = 30 %). */
  annualVolatility: number;
  /** Mean-reversion speed κ per year: a gap to the reference halves in about ln 2 / κ years. */
  meanReversionPerYear: number;
  /** Active trading seconds in a year: the variance of a year is spread over them. */
  activeSecondsPerYear: number;
  /** Trading days in a year (daily backfill steps and the overnight gap). */
  tradingDaysPerYear: number;
}

const STOCK_YEAR_SECONDS = 252 * 6.5 * 3600;

/** Defaults by asset class: shares 30 %, indices 15 %, crypto 70 %, forex 8 % a year. */
export const VOLATILITY_BY_CLASS: Record<AssetClass, VolatilityProfile> = {
  stock: {
    annualVolatility: 0.3,
    meanReversionPerYear: 1,
    activeSecondsPerYear: STOCK_YEAR_SECONDS,
    tradingDaysPerYear: 252,
  },
  index: {
    annualVolatility: 0.15,
    meanReversionPerYear: 1,
    activeSecondsPerYear: STOCK_YEAR_SECONDS,
    tradingDaysPerYear: 252,
  },
  crypto: {
    annualVolatility: 0.7,
    meanReversionPerYear: 1,
    activeSecondsPerYear: 365 * 86_400,
    tradingDaysPerYear: 365,
  },
  forex: {
    annualVolatility: 0.08,
    meanReversionPerYear: 1,
    activeSecondsPerYear: 260 * 86_400,
    tradingDaysPerYear: 260,
  },
};

export interface InstrumentParams {
  code: string;
  assetClass: AssetClass;
  /** Digits of a Price (see price.ts). */
  priceDecimals: number;
  /** Digits of a volume: 0 for shares, e.g. 8 for crypto. Turnover has priceDecimals + quantityDecimals. */
  quantityDecimals: number;
  tickRules: TickRules;
  phaseAt: PhaseAt;
  tradingDayOf: TradingDayOf;
  /** The level the walk reverts to (normally the seeded instrument's reference price). */
  referencePrice: Price;
  /** Average volume of a trading day, in quantity units (0 for indices). */
  averageDailyVolume: bigint;
  /** Every trade's volume is a whole number of these (the board lot; 1 where fractional). */
  volumeLot: bigint;
  /** Continuous-trading seconds in a day, to spread the daily volume. */
  tradingSecondsPerDay: number;
  /** Overrides of the asset class's profile. */
  volatility?: Partial<VolatilityProfile>;
}

export interface SimState {
  /** Last traded price. */
  last: Price;
  /** Close of the previous trading day: the base of today's limits and change. */
  prevClose: Price;
  /** The trading day the day fields belong to; null before the first step. */
  tradingDay: string | null;
  open: Price | null;
  high: Price | null;
  low: Price | null;
  /** Volume and turnover of the trading day so far. */
  volume: bigint;
  turnover: bigint;
  /** The auction's equilibrium price while no continuous trade has followed it. */
  indicative: Price | null;
  /** Instant (ms) of the last step that moved the price; null before the first. */
  lastInstant: number | null;
}

export interface Trade {
  instant: number;
  price: Price;
  volume: bigint;
  /** price × volume at priceDecimals + quantityDecimals. */
  turnover: bigint;
}

export type TickEvent =
  { kind: 'none' } | { kind: 'indicative'; instant: number; price: Price } | ({ kind: 'trade' } & Trade);

export interface StepResult {
  state: SimState;
  event: TickEvent;
}

/** No single step accounts for more than this many seconds of variance (gaps between sessions). */
export const MAX_STEP_SECONDS = 60;
/** The standard deviation of the overnight gap, as a fraction of one day's standard deviation. */
export const OVERNIGHT_GAP_SHARE = 0.3;

export function profileOf(params: InstrumentParams): VolatilityProfile {
  const profile = VOLATILITY_BY_CLASS[params.assetClass];
  return params.volatility === undefined ? profile : { ...profile, ...params.volatility };
}

/** The nearest grid price to `price`, halves up; never below the minimum price. */
export function snapToGrid(price: Price, rules: TickRules): Price {
  const floor = tickFloor(price, rules);
  if (floor >= price) return floor;
  const ceil = tickCeil(price, rules);
  return price - floor < ceil - price ? floor : ceil;
}

/** A state before the first step: last price and previous close both at `price` (snapped). */
export function initialState(params: InstrumentParams, price: Price = params.referencePrice): SimState {
  const last = snapToGrid(price, params.tickRules);
  return {
    last,
    prevClose: last,
    tradingDay: null,
    open: null,
    high: null,
    low: null,
    volume: 0n,
    turnover: 0n,
    indicative: null,
    lastInstant: null,
  };
}

/**
 * Moves `base` by the fraction `change` onto the grid: the move is rounded stochastically to whole
 * ticks of the band at `base`, snapped (a band edge may change the tick) and clamped into `band`.
 */
export function moveOnGrid(
  base: Price,
  change: number,
  rules: TickRules,
  band: { lower: Price; upper: Price | null },
  rng: Rng,
): Price {
  const tick = rules.tickAt(base);
  const ticks = (Number(base) * change) / Number(tick);
  const wholeTicks = ticks < 0 ? -stochasticRound(-ticks, rng) : stochasticRound(ticks, rng);
  let moved = base + BigInt(wholeTicks) * tick;
  if (moved < minimumPrice(rules)) moved = minimumPrice(rules);
  if (!isOnTickGrid(moved, rules)) moved = wholeTicks < 0 ? tickCeil(moved, rules) : tickFloor(moved, rules);
  return clampToBand(moved, band);
}

/** The random fractional change over `seconds` of active time, mean-reverting toward the reference. */
export function randomChange(
  base: Price,
  reference: Price,
  seconds: number,
  profile: VolatilityProfile,
  rng: Rng,
  extraVariance = 0,
): number {
  const years = seconds / profile.activeSecondsPerYear;
  const drift = (profile.meanReversionPerYear * years * Number(reference - base)) / Number(base);
  const variance = profile.annualVolatility * profile.annualVolatility * years + extraVariance;
  return drift + Math.sqrt(variance) * standardNormal(rng);
}

function rollDay(state: SimState, day: string): SimState {
  if (state.tradingDay === day) return state;
  return {
    ...state,
    prevClose: state.tradingDay === null ? state.prevClose : state.last,
    tradingDay: day,
    open: null,
    high: null,
    low: null,
    volume: 0n,
    turnover: 0n,
    indicative: null,
  };
}

function stepSeconds(state: SimState, instant: number): number {
  if (state.lastInstant === null) return 1;
  return Math.min(MAX_STEP_SECONDS, Math.max(0, (instant - state.lastInstant) / 1000));
}

function tradeVolume(params: InstrumentParams, seconds: number, rng: Rng): bigint {
  if (params.averageDailyVolume === 0n) return 0n;
  const expected = (Number(params.averageDailyVolume) * seconds) / params.tradingSecondsPerDay;
  const lots = stochasticRound(((0.5 + rng.nextFloat()) * expected) / Number(params.volumeLot), rng);
  return BigInt(lots) * params.volumeLot;
}

/** One step of the simulator at `instant`. */
export function nextTick(state: SimState, params: InstrumentParams, instant: number, rng: Rng): StepResult {
  const phase = params.phaseAt(instant);
  if (phase === 'closed') return { state, event: { kind: 'none' } };
  const day = params.tradingDayOf(instant);
  const isNewDay = state.tradingDay !== day;
  const current = rollDay(state, day);
  const profile = profileOf(params);
  const seconds = stepSeconds(current, instant);
  const gapVariance = isNewDay
    ? (OVERNIGHT_GAP_SHARE * OVERNIGHT_GAP_SHARE * profile.annualVolatility * profile.annualVolatility) /
      profile.tradingDaysPerYear
    : 0;
  const base = current.indicative ?? current.last;
  const change = randomChange(base, params.referencePrice, seconds, profile, rng, gapVariance);
  const band = gridBand(current.prevClose, params.tickRules);
  const price = moveOnGrid(base, change, params.tickRules, band, rng);
  if (phase !== 'continuous') {
    return {
      state: { ...current, indicative: price, lastInstant: instant },
      event: { kind: 'indicative', instant, price },
    };
  }
  const volume = tradeVolume(params, seconds, rng);
  if (volume === 0n && params.averageDailyVolume !== 0n) return { state: current, event: { kind: 'none' } };
  const turnover = price * volume;
  const next: SimState = {
    ...current,
    last: price,
    open: current.open ?? price,
    high: current.high === null || price > current.high ? price : current.high,
    low: current.low === null || price < current.low ? price : current.low,
    volume: current.volume + volume,
    turnover: current.turnover + turnover,
    indicative: null,
    lastInstant: instant,
  };
  return { state: next, event: { kind: 'trade', instant, price, volume, turnover } };
}
