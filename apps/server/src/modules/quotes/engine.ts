// The market engine job (issue 4 §2). Once a second of the services clock it steps every LISTED
// instrument whose market is in a session phase (closed markets, holidays, suspended and unlisted
// instruments never tick), keeps the state in memory, and per second writes, in one transaction:
// the changed latest quotes (one batched upsert), the one-minute candles whose minute has closed,
// and the daily candle of a trading day that has just rolled over (prev close = last close). Every
// trade is published through the real-time bus. On restart it resumes from the stored quotes, so the
// series stays continuous; the minute candle in progress is stored with each quote, so a restart
// mid-minute keeps that minute's open, high, low and volume (up to the last quote write).
//
// Exactly one engine ticks across processes: on PostgreSQL the leader holds a session advisory lock
// on a dedicated connection (jobs/leadership.ts; a process that does not get it retries every few
// seconds and takes over when the leader's connection goes); on PGlite the single process leads. At
// first start (leader), instruments without history are backfilled before ticking — in the
// background, after the server listens. The engine is the job jobs/market-engine.ts, started with the
// other jobs; MARKET_ENGINE=off (the test harness's default) starts nothing: tests call tickOnce.
import type { Tick } from '@saham/contract/realtime';
import { percentChange } from '@saham/domain/prices/index-quote';
import { applyTrade, type Candle, type DayCandle } from '@saham/domain/prices/candles';
import type { SimState } from '@saham/domain/prices/simulator';
import type { MarketCode, Phase } from '@saham/domain/markets/types';
import { candlesTag, invalidateCached, QUOTES_TAG } from '../../cache/read-caches.ts';
import type { Db } from '../../db/client.ts';
import type { Services } from '../../http/context.ts';
import { collectGarbage } from '../../runtime-settings.ts';
import { createLeadership, MARKET_ENGINE_LOCK_KEY, type Leadership } from '../../jobs/leadership.ts';
import { backfillMissing, type BackfillOutcome, type HistoryLogger } from './history.ts';
import { priceText, quantityText, PRICE_DECIMALS, type EngineInstrument } from './instrument-params.ts';
import { createSimulatorProvider, type PriceProvider } from './provider.ts';
import { runTickRoundHooks } from './tick-round-hooks.ts';
import {
  findAllQuotes,
  upsertDailyCandles,
  upsertMinuteCandles,
  upsertQuotes,
  type QuoteWrite,
} from './repo.ts';
import {
  candleWrite,
  dayCandleOfState,
  freshState,
  loadInstruments,
  loadMarkets,
  minuteCandleFromText,
  minuteCandleText,
  quoteWrite,
  stateFromQuote,
  type LoadedMarket,
} from './store.ts';

const MINUTE = 60_000;

export interface EngineOptions {
  provider?: PriceProvider;
  logger?: HistoryLogger & { error(details: object, message: string): void };
  /** How often a follower tries to become the leader (ms). */
  leaderRetryMs?: number;
  /** How often markets and instruments are reloaded (staff edits, new listings), ms of wall time. */
  reloadMs?: number;
  /** Backfill missing history when leadership is gained (default true). */
  backfill?: boolean;
  /** Publish trades through services.realtime (default true). */
  publish?: boolean;
  /**
   * Store the changed quotes at most this often (ms of engine time; 0 = every tick, the default).
   * Trades are pushed live every second either way; a minute's or a day's candles flush them too.
   */
  quoteWriteMs?: number;
  /** Told of every round the loop ran (its duration, and its error when it failed): the job's metric. */
  onRound?: (round: { seconds: number; error?: unknown }) => void;
}

interface Entry {
  instrument: EngineInstrument;
  state: SimState;
  /** The minute candle being built. */
  candle: Candle | null;
}

export interface TickOutcome {
  instant: number;
  stepped: number;
  trades: number;
  quotesWritten: number;
  minuteCandlesWritten: number;
  dayCandlesWritten: number;
}

export interface MarketEngine {
  readonly isLeader: boolean;
  /** Loads markets, instruments and the stored state (done by the first tick when not called). */
  load(instant?: number): Promise<void>;
  /** One engine second at `instant` (ms). */
  tickOnce(instant: number): Promise<TickOutcome>;
  /** Backfills instruments without history (what the leader does at start); only `symbols` when given. */
  backfill(instant?: number, symbols?: readonly string[]): Promise<BackfillOutcome>;
  /** The in-memory state of an instrument (tests). */
  stateOf(symbol: string): SimState | null;
  /** Leadership, backfill and the one-second loop. */
  start(): void;
  stop(): Promise<void>;
  /** Resolves once a started engine has backfilled and is ticking (or has stopped). */
  readonly ready: Promise<void>;
}

const consoleLogger = {
  info: (details: object, message: string) => console.log(message, JSON.stringify(details)),
  warn: (details: object, message: string) => console.warn(message, JSON.stringify(details)),
  error: (details: object, message: string) => console.error(message, details),
};

function tickOf(entry: Entry, instant: number): Tick {
  const { state } = entry;
  const last = priceText(state.last);
  const prevClose = priceText(state.prevClose);
  return {
    symbol: entry.instrument.symbol,
    last,
    change: priceText(state.last - state.prevClose),
    changePercent: percentChange(last, prevClose) ?? '0.00',
    volume: quantityText(state.volume, entry.instrument.quantityDecimals),
    turnover: quantityText(state.turnover, PRICE_DECIMALS + entry.instrument.quantityDecimals),
    open: state.open === null ? null : priceText(state.open),
    high: state.high === null ? null : priceText(state.high),
    low: state.low === null ? null : priceText(state.low),
    prevClose,
    time: new Date(instant).toISOString(),
  };
}

type StoredQuote = Awaited<ReturnType<typeof findAllQuotes>>[number];

/**
 * The entries of the loaded instruments: one already in memory continues (with its listing's new
 * parameters); a new one resumes from its stored quote, or starts fresh.
 */
function buildEntries(
  instruments: readonly EngineInstrument[],
  previous: readonly Entry[],
  stored: ReadonlyMap<number, StoredQuote>,
): Entry[] {
  const kept = new Map(previous.map((entry) => [entry.instrument.id, entry]));
  return instruments.map((instrument) => {
    const entry = kept.get(instrument.id);
    if (entry) return { ...entry, instrument };
    const row = stored.get(instrument.id);
    return {
      instrument,
      state: row ? stateFromQuote(instrument, row) : freshState(instrument),
      // The minute in progress at the last stored quote: a restart mid-minute continues it, and
      // one whose minute has ended is stored as closed at the first tick.
      candle: row ? minuteCandleFromText(instrument, row.minuteCandle) : null,
    };
  });
}

interface ClosedCandle<C> {
  entry: Entry;
  candle: C;
}

/** One engine second in progress: the phases now and before, and what it has to store. */
interface EngineRound {
  instant: number;
  phases: ReadonlyMap<MarketCode, Phase>;
  /** The previous round's phases (empty before the first round). */
  lastPhases: ReadonlyMap<MarketCode, Phase>;
  quoteWrites: QuoteWrite[];
  closedMinutes: ClosedCandle<Candle>[];
  closedDays: ClosedCandle<DayCandle>[];
  /** Called with an entry that has just traded (to publish its tick). */
  onTrade(entry: Entry): void;
}

/**
 * Steps one instrument through one engine second: closes its minute candle when the minute has
 * ended, and its day candle when the trading day rolls over; steps the price when it trades now
 * (listed, its market in session, a newer instant); queues its quote when it changed or its market's
 * phase did. Answers whether it was stepped, and whether it traded.
 */
function stepEntry(
  provider: PriceProvider,
  round: EngineRound,
  entry: Entry,
): 'skipped' | 'stepped' | 'traded' {
  const { instrument } = entry;
  const { instant, lastPhases } = round;
  const phase = round.phases.get(instrument.market) ?? 'closed';
  if (entry.candle !== null && entry.candle.time + MINUTE <= instant) {
    round.closedMinutes.push({ entry, candle: entry.candle });
    entry.candle = null;
  }
  const phaseChanged = lastPhases.get(instrument.market) !== phase;
  const tradable = instrument.status === 'listed' && phase !== 'closed' && provider.step !== undefined;
  const isNewer = entry.state.lastInstant === null || entry.state.lastInstant < instant;
  if (!tradable || !isNewer || provider.step === undefined) {
    if (phaseChanged && lastPhases.size > 0)
      round.quoteWrites.push(quoteWrite(instrument, entry.state, phase, instant));
    return 'skipped';
  }
  const before = entry.state;
  const result = provider.step(instrument, before, instant);
  if (result.state.tradingDay !== before.tradingDay && before.tradingDay !== null) {
    const day = dayCandleOfState(before);
    if (day !== null) round.closedDays.push({ entry, candle: day });
    if (entry.candle !== null) {
      round.closedMinutes.push({ entry, candle: entry.candle });
      entry.candle = null;
    }
  }
  entry.state = result.state;
  const isTrade = result.event.kind === 'trade';
  if (result.event.kind === 'trade') {
    const candle = applyTrade(entry.candle, result.event);
    if (entry.candle !== null && candle.time !== entry.candle.time) {
      round.closedMinutes.push({ entry, candle: entry.candle });
    }
    entry.candle = candle;
    round.onTrade(entry);
  }
  if (result.state !== before || phaseChanged)
    round.quoteWrites.push(quoteWrite(instrument, entry.state, phase, instant));
  return isTrade ? 'traded' : 'stepped';
}

/**
 * Stores one round in one transaction — the quotes, the closed minute candles, the closed day
 * candles — then drops the cached reads they change (in every process).
 */
async function storeRound(
  db: Db,
  writes: QuoteWrite[],
  closedMinutes: readonly ClosedCandle<Candle>[],
  closedDays: readonly ClosedCandle<DayCandle>[],
): Promise<void> {
  if (writes.length + closedMinutes.length + closedDays.length === 0) return;
  await db.transaction(async (tx) => {
    await upsertQuotes(tx, writes);
    await upsertMinuteCandles(
      tx,
      closedMinutes.map(({ entry, candle }) => ({
        ...candleWrite(entry.instrument, candle),
        start: new Date(candle.time),
      })),
    );
    await upsertDailyCandles(
      tx,
      closedDays.map(({ entry, candle }) => ({
        ...candleWrite(entry.instrument, candle),
        tradingDay: candle.date,
      })),
    );
  });
  // Chart reads kept in memory drop what these writes change (in every process).
  await invalidateCached(db, [
    ...(writes.length > 0 ? [QUOTES_TAG] : []),
    ...new Set([...closedMinutes, ...closedDays].map(({ entry }) => candlesTag(entry.instrument.id))),
  ]);
}

interface EngineLoopOptions {
  clock: Services['clock'];
  leadership: Leadership;
  logger: { error(details: object, message: string): void };
  leaderRetryMs: number;
  /** Called when leadership is gained, before the first tick (backfill or load). */
  onLead(): Promise<void>;
  /** Whether the second at `instant` has not been ticked yet. */
  isDue(instant: number): boolean;
  tick(instant: number): Promise<void>;
}

/**
 * The one-second loop: tries to lead (retrying every `leaderRetryMs`), then ticks each new second of
 * the clock, scheduled at the start of the next one; a failed step is retried a second later.
 */
function createEngineLoop(options: EngineLoopOptions): { start(): void; stop(): Promise<void> } {
  const { leadership } = options;
  let isRunning = false;
  let timer: NodeJS.Timeout | null = null;
  let loop: Promise<void> = Promise.resolve();

  function schedule(delay: number): void {
    if (!isRunning) return;
    timer = setTimeout(() => {
      loop = step().catch((error: unknown) => {
        options.logger.error({ err: error }, 'market engine: step failed');
        schedule(1000);
      });
    }, delay);
  }

  async function step(): Promise<void> {
    if (!isRunning) return;
    if (!leadership.isLeader) {
      if (!(await leadership.tryLead())) {
        schedule(options.leaderRetryMs);
        return;
      }
      await options.onLead();
    }
    const now = options.clock.now().getTime();
    const instant = now - (now % 1000);
    if (options.isDue(instant) && isRunning && leadership.isLeader) await options.tick(instant);
    const after = options.clock.now().getTime();
    schedule(Math.max(1, 1000 - (after % 1000)));
  }

  return {
    start() {
      if (isRunning) return;
      isRunning = true;
      schedule(0);
    },
    async stop() {
      isRunning = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await loop.catch(() => {});
    },
  };
}

export function createMarketEngine(services: Services, options: EngineOptions = {}): MarketEngine {
  const provider = options.provider ?? createSimulatorProvider();
  const logger = options.logger ?? consoleLogger;
  const seed = services.config.marketSeed;
  const reloadMs = options.reloadMs ?? 30_000;
  const databaseUrl =
    services.dbKind === 'postgres' ? (services.realtime.databaseUrl ?? services.config.databaseUrl) : null;
  let markets = new Map<MarketCode, LoadedMarket>();
  let entries: Entry[] = [];
  const entriesBySymbol = new Map<string, Entry>();
  const entriesById = new Map<number, Entry>();

  /**
   * The quotes about to be stored, each with its instrument's minute candle in progress now (made
   * at write time, not at every tick): a restart continues that minute from the database.
   */
  function withMinuteCandles(writes: QuoteWrite[]): QuoteWrite[] {
    for (const write of writes) {
      const entry = entriesById.get(write.instrumentId);
      write.minuteCandle =
        entry === undefined || entry.candle === null
          ? null
          : minuteCandleText(entry.instrument, entry.candle);
    }
    return writes;
  }
  /** Wall time of the last load. */
  let loadedAt: number | null = null;
  let lastPhases = new Map<MarketCode, Phase>();
  const leadership = createLeadership({
    databaseUrl,
    lockKey: MARKET_ENGINE_LOCK_KEY,
    name: 'market engine',
    logger,
  });
  let isStopped = false;
  let lastTick = 0;
  /** Quotes changed since the last write, by instrument id (the latest wins). */
  const pendingQuotes = new Map<number, QuoteWrite>();
  let lastQuoteWrite = 0;
  const quoteWriteMs = options.quoteWriteMs ?? 0;
  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  async function load(instant = services.clock.now().getTime()): Promise<void> {
    markets = await loadMarkets(services.db, instant);
    const instruments = await loadInstruments(services.db, markets, seed);
    const stored = new Map((await findAllQuotes(services.db)).map((row) => [row.instrumentId, row]));
    entries = buildEntries(instruments, entries, stored);
    entriesBySymbol.clear();
    entriesById.clear();
    for (const entry of entries) {
      entriesBySymbol.set(entry.instrument.symbol, entry);
      entriesById.set(entry.instrument.id, entry);
    }
    loadedAt = Date.now();
  }

  function publishTick(entry: Entry, instant: number): void {
    if (options.publish === false) return;
    try {
      services.realtime.publishTick(tickOf(entry, instant));
    } catch (error) {
      logger.error({ err: error, symbol: entry.instrument.symbol }, 'market engine: tick not published');
    }
  }

  async function tickOnce(instant: number): Promise<TickOutcome> {
    if (loadedAt === null || Date.now() - loadedAt >= reloadMs) await load(instant);
    const phases = new Map<MarketCode, Phase>();
    for (const [code, loaded] of markets) phases.set(code, loaded.clock.phaseAt(instant));
    const round: EngineRound = {
      instant,
      phases,
      lastPhases,
      quoteWrites: [],
      closedMinutes: [],
      closedDays: [],
      onTrade: (entry) => {
        publishTick(entry, instant);
      },
    };
    let stepped = 0;
    let trades = 0;
    for (const entry of entries) {
      const stepOutcome = stepEntry(provider, round, entry);
      if (stepOutcome !== 'skipped') stepped += 1;
      if (stepOutcome === 'traded') trades += 1;
    }
    const { quoteWrites, closedMinutes, closedDays } = round;
    lastPhases = phases;
    for (const write of quoteWrites) pendingQuotes.set(write.instrumentId, write);
    const isQuoteWriteDue = instant - lastQuoteWrite >= quoteWriteMs || instant < lastQuoteWrite;
    const writes =
      isQuoteWriteDue || closedMinutes.length + closedDays.length > 0
        ? withMinuteCandles([...pendingQuotes.values()])
        : [];
    if (writes.length > 0) {
      pendingQuotes.clear();
      lastQuoteWrite = instant;
    }
    await storeRound(services.db, writes, closedMinutes, closedDays);
    lastTick = instant;
    await runTickRoundHooks(services, {
      instant,
      phases,
      stateOf: (symbol) => entriesBySymbol.get(symbol)?.state ?? null,
    });
    return {
      instant,
      stepped,
      trades,
      quotesWritten: writes.length,
      minuteCandlesWritten: closedMinutes.length,
      dayCandlesWritten: closedDays.length,
    };
  }

  async function backfill(
    instant = services.clock.now().getTime(),
    symbols?: readonly string[],
  ): Promise<BackfillOutcome> {
    await load(instant);
    const outcome = await backfillMissing({
      db: services.db,
      provider,
      markets,
      instruments: entries
        .map((entry) => entry.instrument)
        .filter((instrument) => symbols === undefined || symbols.includes(instrument.symbol)),
      now: instant,
      logger,
      shouldContinue: () => !isStopped,
    });
    // The engine continues from the backfilled states.
    entries = [];
    await load(instant);
    // Years of generated candles are garbage now: collected at once, as before the server listens,
    // rather than in pauses spread over the requests that follow.
    if (outcome.dailyCandles + outcome.minuteCandles > 0) collectGarbage();
    return outcome;
  }

  async function observedTick(instant: number): Promise<void> {
    const startedAt = performance.now();
    const seconds = () => (performance.now() - startedAt) / 1000;
    try {
      await tickOnce(instant);
    } catch (error) {
      options.onRound?.({ seconds: seconds(), error });
      throw error;
    }
    options.onRound?.({ seconds: seconds() });
  }

  const engineLoop = createEngineLoop({
    clock: services.clock,
    leadership,
    logger,
    leaderRetryMs: options.leaderRetryMs ?? 5_000,
    async onLead() {
      logger.info({ databaseUrl: databaseUrl === null ? 'pglite' : 'postgres' }, 'market engine: leading');
      entries = [];
      if (options.backfill !== false) await backfill();
      else await load();
      resolveReady();
    },
    isDue: (instant) => instant > lastTick,
    tick: observedTick,
  });

  return {
    get isLeader() {
      return leadership.isLeader;
    },
    ready,
    load,
    tickOnce,
    backfill,
    stateOf: (symbol) => entriesBySymbol.get(symbol)?.state ?? null,
    start() {
      engineLoop.start();
    },
    async stop() {
      isStopped = true;
      await engineLoop.stop();
      // The quotes not stored yet are written before the database closes.
      if (pendingQuotes.size > 0) {
        await upsertQuotes(services.db, withMinuteCandles([...pendingQuotes.values()]))
          .then(() => invalidateCached(services.db, [QUOTES_TAG]))
          .catch((error: unknown) => logger.error({ err: error }, 'market engine: last quotes not stored'));
        pendingQuotes.clear();
      }
      await leadership.release();
      resolveReady();
    },
  };
}
