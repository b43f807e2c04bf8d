// Where prices come from (ARCHITECTURE, Markets): a provider steps an instrument live and/or gives an
// instrument's history. The simulator does both, deterministically from MARKET_SEED; the CSV provider
// gives the history in a file (daily or minute candles, packages/domain/README.md "Price history CSV")
// and is loaded with `npm run import:history -- <symbol> <file>`. A connector to a real feed would be
// a third provider behind the same interface.
import { backfill } from '@saham/domain/prices/backfill';
import type { Candle, DayCandle } from '@saham/domain/prices/candles';
import { parseDailyCsv, parseMinuteCsv, type CsvError } from '@saham/domain/prices/csv';
import { rngForInstant } from '@saham/domain/prices/random';
import { nextTick, type SimState, type StepResult } from '@saham/domain/prices/simulator';
import { PRICE_DECIMALS, type EngineInstrument } from './instrument-params.ts';

export interface HistoryRequest {
  /** Trading days to cover, ascending. */
  tradingDays: readonly string[];
  /** How many of the last days also get one-minute candles. */
  minuteDays: number;
  continuousMinutesOf: (day: string) => readonly number[];
}

export interface History {
  days: DayCandle[];
  minutes: Candle[];
  /** Where a live provider continues from (the state after the last day), when it has one. */
  state: SimState | null;
}

export interface PriceProvider {
  readonly name: string;
  /** The instrument's next state at an instant (live providers only). */
  step?(instrument: EngineInstrument, state: SimState, instant: number): StepResult;
  /** An instrument's history. */
  history(instrument: EngineInstrument, request: HistoryRequest): History;
}

/** The deterministic simulator: same MARKET_SEED, same series (each instrument seeded by its symbol). */
export function createSimulatorProvider(): PriceProvider {
  return {
    name: 'simulator',
    step: (instrument, state, instant) =>
      nextTick(state, instrument.params, instant, rngForInstant(instrument.seed, instant)),
    history: (instrument, request) => {
      const filled = backfill({
        params: instrument.params,
        instrumentSeed: instrument.seed,
        tradingDays: request.tradingDays,
        minuteDays: request.minuteDays,
        continuousMinutesOf: request.continuousMinutesOf,
      });
      return { days: filled.days, minutes: filled.minutes, state: filled.state };
    },
  };
}

export class CsvHistoryError extends Error {
  readonly errors: CsvError[];
  constructor(errors: CsvError[]) {
    super(
      `the CSV file has errors: ${errors
        .map((error) => `line ${error.line} ${error.code}${error.column ? ` (${error.column})` : ''}`)
        .join('; ')}`,
    );
    this.errors = errors;
  }
}

/** A daily file starts with `date,`, a minute file with `datetime,`. */
export function csvKindOf(text: string): 'daily' | 'minute' {
  return text.replace(/^\uFEFF/, '').startsWith('datetime,') ? 'minute' : 'daily';
}

/** History from a CSV file's text: strict, every problem reported with its line (CsvHistoryError). */
export function createCsvProvider(text: string): PriceProvider {
  return {
    name: 'csv',
    history: (instrument) => {
      const options = { priceDecimals: PRICE_DECIMALS, quantityDecimals: instrument.quantityDecimals };
      if (csvKindOf(text) === 'minute') {
        const parsed = parseMinuteCsv(text, options);
        if (!parsed.ok) throw new CsvHistoryError(parsed.errors);
        return { days: [], minutes: parsed.candles, state: null };
      }
      const parsed = parseDailyCsv(text, options);
      if (!parsed.ok) throw new CsvHistoryError(parsed.errors);
      return { days: parsed.candles, minutes: [], state: null };
    },
  };
}
