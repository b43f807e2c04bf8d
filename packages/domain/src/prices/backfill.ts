// History for an instrument that has none: daily candles for the older trading days (one daily step
// of the same mean-reverting walk each), then for the last few days the live simulator itself,
// replayed minute by minute, whose trades make the minute candles and whose day roll-ups make those
// days' candles. The result ends in the simulator state the live engine continues from, so the last
// backfilled close is the live engine's previous close on the next trading day.
import { buildMinuteCandles, estimatedTurnover, rollUpDays, type Candle, type DayCandle } from './candles.ts';
import { gridBand, type Price } from './price.ts';
import {
  deriveSeed,
  mulberry32,
  rngForInstant,
  standardNormal,
  stochasticRound,
  type Rng,
} from './random.ts';
import {
  initialState,
  moveOnGrid,
  nextTick,
  OVERNIGHT_GAP_SHARE,
  profileOf,
  randomChange,
  type InstrumentParams,
  type PhaseAt,
  type SimState,
  type Trade,
} from './simulator.ts';

export interface BackfillRequest {
  params: InstrumentParams;
  /** The instrument's seed: `deriveSeed(globalSeed, code)`. */
  instrumentSeed: number;
  /** Trading days to fill, in ascending order. */
  tradingDays: readonly string[];
  /** How many of the last trading days also get minute candles. */
  minuteDays: number;
  /**
   * Minute starts (UTC ms, ascending) of the continuous-trading minutes of a trading day. They must
   * be continuous trading of that day (see `continuousMinutes`): the replay does not ask the calendar again.
   */
  continuousMinutesOf(day: string): readonly number[];
  /** Simulated trades per minute on minute days (default 4, evenly spaced). */
  tradesPerMinute?: number;
  /** Close before the first day (default: the reference price). */
  startPrice?: Price;
}

export interface Backfill {
  days: DayCandle[];
  minutes: Candle[];
  /** The simulator state after the last backfilled day. */
  state: SimState;
}

function dailyVolume(params: InstrumentParams, rng: Rng): bigint {
  if (params.averageDailyVolume === 0n) return 0n;
  const expected = (0.5 + rng.nextFloat()) * Number(params.averageDailyVolume);
  return BigInt(stochasticRound(expected / Number(params.volumeLot), rng)) * params.volumeLot;
}

/** One day of the walk as a single candle: gap to the open, a day's move to the close, wicks either side. */
export function simulateDay(params: InstrumentParams, prevClose: Price, date: string, rng: Rng): DayCandle {
  const profile = profileOf(params);
  const rules = params.tickRules;
  const band = gridBand(prevClose, rules);
  const daySeconds = profile.activeSecondsPerYear / profile.tradingDaysPerYear;
  const dayVariance = (profile.annualVolatility * profile.annualVolatility) / profile.tradingDaysPerYear;
  const gap = randomChange(
    prevClose,
    params.referencePrice,
    0,
    profile,
    rng,
    OVERNIGHT_GAP_SHARE ** 2 * dayVariance,
  );
  const open = moveOnGrid(prevClose, gap, rules, band, rng);
  const close = moveOnGrid(
    open,
    randomChange(open, params.referencePrice, daySeconds, profile, rng),
    rules,
    band,
    rng,
  );
  const wick = (): number => Math.abs(standardNormal(rng)) * 0.4 * Math.sqrt(dayVariance);
  const top = open > close ? open : close;
  const bottom = open < close ? open : close;
  const high = moveOnGrid(top, wick(), rules, band, rng);
  const low = moveOnGrid(bottom, -wick(), rules, band, rng);
  const volume = dailyVolume(params, rng);
  const candle = { open, high, low, close, volume };
  return { date, ...candle, turnover: estimatedTurnover(candle) };
}

function dayState(params: InstrumentParams, last: DayCandle | undefined, startPrice: Price): SimState {
  if (last === undefined) return initialState(params, startPrice);
  return {
    ...initialState(params, last.close),
    tradingDay: last.date,
    open: last.open,
    high: last.high,
    low: last.low,
    volume: last.volume,
    turnover: last.turnover,
  };
}

function simulateMinutes(
  request: BackfillRequest,
  day: string,
  start: SimState,
): { trades: Trade[]; state: SimState } {
  const perMinute = request.tradesPerMinute ?? 4;
  const spacing = Math.floor(60_000 / perMinute);
  const trades: Trade[] = [];
  let state = start;
  // The minutes are continuous trading of `day` by contract: skip the market's calendar lookups.
  const params: InstrumentParams = {
    ...request.params,
    phaseAt: () => 'continuous',
    tradingDayOf: () => day,
  };
  for (const minute of request.continuousMinutesOf(day)) {
    for (let index = 0; index < perMinute; index += 1) {
      const instant = minute + index * spacing;
      const step = nextTick(state, params, instant, rngForInstant(request.instrumentSeed, instant));
      state = step.state;
      if (step.event.kind === 'trade') trades.push(step.event);
    }
  }
  return { trades, state };
}

export function backfill(request: BackfillRequest): Backfill {
  const { params, tradingDays } = request;
  const minuteDays = Math.max(0, Math.min(request.minuteDays, tradingDays.length));
  const dailyCount = tradingDays.length - minuteDays;
  const days: DayCandle[] = [];
  let prevClose = request.startPrice ?? params.referencePrice;
  for (const date of tradingDays.slice(0, dailyCount)) {
    const candle = simulateDay(params, prevClose, date, mulberry32(deriveSeed(request.instrumentSeed, date)));
    days.push(candle);
    prevClose = candle.close;
  }
  let state = dayState(params, days[days.length - 1], prevClose);
  const minutes: Candle[] = [];
  for (const date of tradingDays.slice(dailyCount)) {
    const simulated = simulateMinutes(request, date, state);
    state = simulated.state;
    const dayMinutes = buildMinuteCandles(simulated.trades);
    minutes.push(...dayMinutes);
    days.push(...rollUpDays(dayMinutes, () => date));
  }
  return { days, minutes, state };
}

/** The minute starts in [from, to) whose phase is continuous: a `continuousMinutesOf` from a phase function. */
export function continuousMinutes(phaseAt: PhaseAt, from: number, to: number): number[] {
  const minutes: number[] = [];
  for (let instant = from; instant < to; instant += 60_000) {
    if (phaseAt(instant) === 'continuous') minutes.push(instant);
  }
  return minutes;
}
