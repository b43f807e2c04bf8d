// History: the backfill at first start (every instrument without daily candles gets two years of
// daily candles and five trading days of minute candles from the simulator, ending in the state the
// live engine continues from, so the last backfilled close is its previous close) and the CSV import
// of real history for one instrument. Both write in bulk (unnest batches) and are idempotent per
// (instrument, time): a candle already stored for a time is replaced.
import type { SimState } from '@saham/domain/prices/simulator';
import type { MarketCode } from '@saham/domain/markets/types';
import { candlesTag, invalidateCached, QUOTES_TAG } from '../../cache/read-caches.ts';
import type { Db } from '../../db/client.ts';
import type { EngineInstrument } from './instrument-params.ts';
import type { History, PriceProvider } from './provider.ts';
import {
  bulkLoadCandles,
  deleteMinuteCandlesBetween,
  findInstrumentsWithHistory,
  findQuote,
  upsertDailyCandles,
  upsertMinuteCandles,
  upsertQuotes,
  type CandleWrite,
  type QuoteWrite,
} from './repo.ts';
import { candleWrite, quoteWrite, type LoadedMarket } from './store.ts';

const DAY = 86_400_000;
/** Calendar days of daily history: a little over two years. */
export const BACKFILL_CALENDAR_DAYS = 2 * 366 + 7;
export const BACKFILL_MINUTE_DAYS = 5;
/**
 * Rows gathered before a bulk write. Small enough that a batch dies young in V8's heap (20,000 rows
 * were promoted to the old generation and kept first-start memory above 500 MB, docs/decisions/0012).
 */
const FLUSH_ROWS = 5_000;

export interface HistoryLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** The trading days before the one `now` belongs to, back `calendarDays`, ascending. */
export function tradingDaysBefore(loaded: LoadedMarket, now: number, calendarDays: number): string[] {
  const today = loaded.clock.tradingDayOf(now);
  const start = Date.parse(`${today}T00:00:00Z`);
  const days: string[] = [];
  for (let back = calendarDays; back >= 1; back -= 1) {
    const date = new Date(start - back * DAY).toISOString().slice(0, 10);
    if (loaded.clock.isTradingDay(date)) days.push(date);
  }
  return days;
}

interface PendingWrites {
  minuteRanges: Map<number, { from: Date; to: Date }>;
  minutes: (CandleWrite & { start: Date })[];
  days: (CandleWrite & { tradingDay: string })[];
  quotes: QuoteWrite[];
}

function emptyWrites(): PendingWrites {
  return { minuteRanges: new Map(), minutes: [], days: [], quotes: [] };
}

/** Writes a backfill batch: the new candles in bulk, then the quotes the engine continues from. */
async function flush(db: Db, writes: PendingWrites): Promise<void> {
  if (writes.minutes.length + writes.days.length + writes.quotes.length === 0) return;
  // Minutes the live engine may already have stored for these instruments are replaced.
  for (const [instrumentId, range] of writes.minuteRanges) {
    await deleteMinuteCandlesBetween(db, instrumentId, range.from, range.to);
  }
  await bulkLoadCandles(db, writes.minutes, writes.days);
  await upsertQuotes(db, writes.quotes);
  await invalidateCached(db, tagsOf(writes));
}

/** The read-cache tags a batch of history writes changes (quotes, and each instrument's candles). */
function tagsOf(writes: PendingWrites): string[] {
  const ids = new Set([...writes.minutes, ...writes.days].map((row) => row.instrumentId));
  return [QUOTES_TAG, ...[...ids].map(candlesTag)];
}

function addHistory(writes: PendingWrites, instrument: EngineInstrument, history: History): void {
  const first = history.minutes[0];
  const last = history.minutes[history.minutes.length - 1];
  if (first !== undefined && last !== undefined) {
    writes.minuteRanges.set(instrument.id, { from: new Date(first.time), to: new Date(last.time) });
  }
  for (const candle of history.minutes) {
    writes.minutes.push({ ...candleWrite(instrument, candle), start: new Date(candle.time) });
  }
  for (const candle of history.days)
    writes.days.push({ ...candleWrite(instrument, candle), tradingDay: candle.date });
}

/** The saved state of a history's end: its last day closed, ready for the next trading day. */
function closingState(history: History): SimState | null {
  if (history.state !== null) return history.state;
  const last = history.days[history.days.length - 1];
  if (last === undefined) return null;
  return {
    last: last.close,
    prevClose: last.close,
    tradingDay: last.date,
    open: last.open,
    high: last.high,
    low: last.low,
    volume: last.volume,
    turnover: last.turnover,
    indicative: null,
    lastInstant: null,
  };
}

export interface BackfillOutcome {
  instruments: number;
  dailyCandles: number;
  minuteCandles: number;
  milliseconds: number;
}

/**
 * Fills the history of every given instrument that has no daily candle yet, logging progress every
 * 10 %. Returns what it wrote.
 */
export async function backfillMissing(options: {
  db: Db;
  provider: PriceProvider;
  markets: ReadonlyMap<MarketCode, LoadedMarket>;
  instruments: readonly EngineInstrument[];
  now: number;
  logger: HistoryLogger;
  calendarDays?: number;
  minuteDays?: number;
  /** Called between instruments; false stops early (shutdown). */
  shouldContinue?: () => boolean;
}): Promise<BackfillOutcome> {
  const started = Date.now();
  const { db, provider, markets, logger, now } = options;
  const withHistory = await findInstrumentsWithHistory(
    db,
    options.instruments.map((instrument) => instrument.id),
  );
  const missing = options.instruments.filter((instrument) => !withHistory.has(instrument.id));
  const outcome: BackfillOutcome = { instruments: 0, dailyCandles: 0, minuteCandles: 0, milliseconds: 0 };
  if (missing.length === 0) return outcome;
  logger.info({ instruments: missing.length }, 'price history: backfilling instruments without history');
  const daysByMarket = new Map<MarketCode, string[]>();
  let writes = emptyWrites();
  let nextReport = 10;
  for (const [index, instrument] of missing.entries()) {
    if (options.shouldContinue && !options.shouldContinue()) break;
    const loaded = markets.get(instrument.market);
    if (loaded === undefined) continue;
    let tradingDays = daysByMarket.get(instrument.market);
    if (tradingDays === undefined) {
      tradingDays = tradingDaysBefore(loaded, now, options.calendarDays ?? BACKFILL_CALENDAR_DAYS);
      daysByMarket.set(instrument.market, tradingDays);
    }
    const history = provider.history(instrument, {
      tradingDays,
      minuteDays: options.minuteDays ?? BACKFILL_MINUTE_DAYS,
      continuousMinutesOf: loaded.clock.continuousMinutesOf,
    });
    addHistory(writes, instrument, history);
    const state = closingState(history);
    if (state !== null) {
      writes.quotes.push(quoteWrite(instrument, state, loaded.clock.phaseAt(now), now));
    }
    outcome.instruments += 1;
    outcome.dailyCandles += history.days.length;
    outcome.minuteCandles += history.minutes.length;
    if (writes.minutes.length + writes.days.length >= FLUSH_ROWS) {
      await flush(db, writes);
      writes = emptyWrites();
    }
    const percent = Math.floor(((index + 1) * 100) / missing.length);
    if (percent >= nextReport) {
      logger.info(
        { percent, instruments: index + 1, of: missing.length },
        'price history: backfill progress',
      );
      nextReport = Math.floor(percent / 10) * 10 + 10;
    }
  }
  await flush(db, writes);
  outcome.milliseconds = Date.now() - started;
  logger.info({ ...outcome }, 'price history: backfill done');
  return outcome;
}

export interface ImportOutcome {
  kind: 'daily' | 'minute';
  rows: number;
  first: string | null;
  last: string | null;
}

/**
 * Loads history from a provider (normally the CSV one) for one instrument in one transaction. An
 * instrument without a quote gets one from the last daily close, so the engine continues from it.
 */
export async function importHistory(
  db: Db,
  provider: PriceProvider,
  instrument: EngineInstrument,
  phase: string,
  now: number,
): Promise<ImportOutcome> {
  const history = provider.history(instrument, {
    tradingDays: [],
    minuteDays: 0,
    continuousMinutesOf: () => [],
  });
  const writes = emptyWrites();
  addHistory(writes, instrument, history);
  await db.transaction(async (tx) => {
    await upsertMinuteCandles(tx, writes.minutes);
    await upsertDailyCandles(tx, writes.days);
    const state = closingState(history);
    if (state !== null && (await findQuote(tx, instrument.id)) === null) {
      await upsertQuotes(tx, [quoteWrite(instrument, state, phase, now)]);
    }
  });
  await invalidateCached(db, tagsOf(writes));
  if (history.minutes.length > 0) {
    const first = history.minutes[0];
    const last = history.minutes[history.minutes.length - 1];
    return {
      kind: 'minute',
      rows: history.minutes.length,
      first: first ? new Date(first.time).toISOString() : null,
      last: last ? new Date(last.time).toISOString() : null,
    };
  }
  return {
    kind: 'daily',
    rows: history.days.length,
    first: history.days[0]?.date ?? null,
    last: history.days[history.days.length - 1]?.date ?? null,
  };
}
