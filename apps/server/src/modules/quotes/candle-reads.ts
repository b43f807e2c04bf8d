// market/candles from memory. A chart read is served without touching the database once warm:
// - the instrument (its row and corporate actions) by symbol, and its latest quote, are kept in the
//   process's read caches (cache/read-caches.ts) under `instrument:<id>` (staff edits drop it) and
//   `quotes` (every quote write of the engine, the backfill and an import drops them);
// - the derived series of the stored candles — read, converted, adjusted (with the adjustment factors
//   computed once), rolled up and serialised to the wire's JSON, one string per candle — is kept per
//   call (symbol, period, adjustment, page, limit) under `candles:<id>`, which is dropped only when a
//   candle of that instrument is written (a minute or a day closes, a backfill, an import);
// - the answer is put together as JSON text and sent as is (no per-request conversion, adjustment,
//   decimal formatting, validation or JSON encoding of hundreds of candles).
// What changes every second — today's day candle from the latest quote — is added per request: the
// series keeps its last rolled candle as numbers, so today's is merged into its week, month, half-year
// or year exactly as a roll-up of every day would. The answer made from a series and a quote row is
// kept on the series, so the requests until the next quote write send that same text.
// Candles: 1m from the stored minutes, 5/15/30m rolled up from them in the market's local time; 1d
// from the stored days plus today's candle from the quote, week/month/6 months/year rolled up from
// the days — every roll-up and adjustment is the domain's (prices/candles.ts, prices/adjustment.ts).
import { and, eq, ne } from 'drizzle-orm';
import type { ParsedRequestOf } from '@saham/contract/call';
import type { CandlePeriod, CandleWire, marketCandles } from '@saham/contract/quotes';
import type { CorporateAction as RecordedAction } from '@saham/domain/markets/instrument';
import type { MarketCode } from '@saham/domain/markets/types';
import {
  actionFactor,
  applyFactors,
  toCorporateAction,
  type AdjustmentFactor,
  type AdjustmentMode,
} from '@saham/domain/prices/adjustment';
import {
  combine,
  periodStart,
  rollUpIntraday,
  rollUpLong,
  type Candle,
  type DayCandle,
  type IntradayMinutes,
  type LongPeriod,
  type Ohlcv,
} from '@saham/domain/prices/candles';
import { isCalendarDate } from '@saham/domain/prices/csv';
import {
  candlesTag,
  instrumentTag,
  QUOTES_TAG,
  readCachesOf,
  readThrough,
  type ReadCaches,
} from '../../cache/read-caches.ts';
import type { Db } from '../../db/client.ts';
import { instruments } from '../../db/schema-markets.ts';
import type { MemberRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { findCorporateActions } from '../markets/service.ts';
import type { MarketClock } from './market-clock.ts';
import {
  PRICE_DECIMALS,
  priceFromText,
  priceText,
  quantityDecimalsOf,
  quantityText,
} from './instrument-params.ts';
import {
  findClosesBefore,
  findDailyCandlesBefore,
  findMinuteCandlesBefore,
  findQuote,
  type QuoteRow,
} from './repo.ts';
import { marketClockOf } from './service.ts';
import { dayCandleFromRow, minuteCandleFromRow } from './store.ts';

/** Stored rows one candle call reads at most. */
const MAX_ROWS = 6_000;

/** What market/candles needs of an instrument. */
export interface CandleInstrument {
  kind: 'instrument';
  id: number;
  symbol: string;
  market: MarketCode;
  lotSize: string | null;
  actions: RecordedAction[];
  /** The actions as text: adjusted series are kept per set of actions. */
  actionsKey: string;
}

export type MarketRead = CandleInstrument | { kind: 'quote'; row: QuoteRow };

/** A derived series of stored candles, ready for the wire. */
export interface CandleSeries {
  /** The market calendar it was derived with (a staff edit of the market makes a new one). */
  clock: MarketClock;
  /** Each candle's wire JSON, oldest first, already cut to the page. */
  parts: string[];
  /** `parts` joined (intraday answers are the series alone). */
  joined: string;
  /** Long periods: the last rolled candle, adjusted, that today's day candle may extend. */
  last: DayCandle | null;
  /** Long periods: the last stored trading day. */
  lastStoredDate: string | null;
  factors: AdjustmentFactor[];
  hasMore: boolean;
  tradingDay: string | null;
  /**
   * The last answer made from this series, with the quote it merged (null: none) and the quantity
   * decimals it was written with: the same quote row gives the same answer, so requests between two
   * quote writes share one text instead of each joining hundreds of candles again.
   */
  answer?: { quote: QuoteRow | null; quantityDecimals: number; json: string };
}

export interface CandlesAnswer {
  symbol: string;
  period: CandlePeriod;
  adjust: AdjustmentMode;
  tradingDay: string | null;
  candles: CandleWire[];
  hasMore: boolean;
}

const INTRADAY_MINUTES: Partial<Record<CandlePeriod, IntradayMinutes>> = {
  '1m': 1,
  '5m': 5,
  '15m': 15,
  '30m': 30,
};
const LONG_PERIODS: Partial<Record<CandlePeriod, LongPeriod>> = {
  '1w': 'week',
  '1mo': 'month',
  '6mo': 'halfYear',
  '1y': 'year',
};
/** Calendar days a candle of the period spans at most (stored day rows per candle). */
const DAYS_PER_CANDLE: Partial<Record<CandlePeriod, number>> = {
  '1d': 1,
  '1w': 7,
  '1mo': 31,
  '6mo': 184,
  '1y': 366,
};

type CandlesBody = ParsedRequestOf<typeof marketCandles>;

/** A listed or suspended instrument by symbol, with its corporate actions; unknown or unlisted ones are refused. */
async function candleInstrument(
  db: Db,
  caches: ReadCaches | null,
  symbol: string,
): Promise<CandleInstrument> {
  const normalized = symbol.trim().toUpperCase();
  const found = await readThrough<MarketRead>(
    caches,
    (stores) => stores.marketReads,
    `instrument|${normalized}`,
    async () => {
      const [row] = await db
        .select({
          id: instruments.id,
          symbol: instruments.symbol,
          market: instruments.market,
          lotSize: instruments.lotSize,
        })
        .from(instruments)
        .where(and(eq(instruments.symbol, normalized), ne(instruments.status, 'unlisted')))
        .limit(1);
      if (!row) return null;
      const actions = (await findCorporateActions(db, [row.id])).get(row.id) ?? [];
      return { kind: 'instrument', ...row, actions, actionsKey: JSON.stringify(actions) };
    },
    (read) => (read.kind === 'instrument' ? [instrumentTag(read.id)] : []),
  );
  return found?.kind === 'instrument' ? found : refuse('PRODUCT_NOT_FOUND');
}

/** An instrument's latest quote through the read caches (dropped by every quote write). */
export async function latestQuote(
  db: Db,
  caches: ReadCaches | null,
  instrumentId: number,
): Promise<QuoteRow | null> {
  const found = await readThrough<MarketRead>(
    caches,
    (stores) => stores.marketReads,
    `quote|${instrumentId}`,
    async () => {
      const row = await findQuote(db, instrumentId);
      return row === null ? null : { kind: 'quote', row };
    },
    () => [QUOTES_TAG, instrumentTag(instrumentId)],
  );
  return found?.kind === 'quote' ? found.row : null;
}

function wireOf(candle: Ohlcv, time: string, date: string | null, quantityDecimals: number): CandleWire {
  return {
    time,
    date,
    open: priceText(candle.open),
    high: priceText(candle.high),
    low: priceText(candle.low),
    close: priceText(candle.close),
    volume: quantityText(candle.volume, quantityDecimals),
    turnover: quantityText(candle.turnover, PRICE_DECIMALS + quantityDecimals),
  };
}

const dayWire = (candle: DayCandle, quantityDecimals: number) =>
  wireOf(candle, `${candle.date}T00:00:00.000Z`, candle.date, quantityDecimals);

/** The adjustment factors of the instrument's corporate actions up to today (reference close: the last stored close before the ex-date). */
async function factorsOf(db: Db, instrument: CandleInstrument, today: string): Promise<AdjustmentFactor[]> {
  const actions = instrument.actions.filter((action) => action.exDate <= today);
  if (actions.length === 0) return [];
  const closes = await findClosesBefore(
    db,
    instrument.id,
    actions.map((action) => action.exDate),
  );
  const factors: AdjustmentFactor[] = [];
  for (const action of actions) {
    const close = closes.get(action.exDate);
    const converted = toCorporateAction(action, PRICE_DECIMALS);
    if (close === undefined || converted === null) continue;
    try {
      factors.push(actionFactor(converted, priceFromText(close)));
    } catch {
      // An impossible action (a dividend not below the close) adjusts nothing.
    }
  }
  return factors;
}

interface SeriesInput {
  db: Db;
  instrument: CandleInstrument;
  body: CandlesBody;
  clock: MarketClock;
  quantityDecimals: number;
  today: string;
}

function parseBefore(body: CandlesBody): Date {
  const latest = new Date('9999-12-31T00:00:00Z');
  if (body.before === undefined) return latest;
  const parsed = Date.parse(body.before);
  if (Number.isNaN(parsed) || parsed < 0 || parsed > latest.getTime())
    return refuse('INVALID_INPUT', { field: 'before' });
  return new Date(parsed);
}

async function intradaySeries(input: SeriesInput, minutes: IntradayMinutes): Promise<CandleSeries> {
  const { db, instrument, body, clock, quantityDecimals } = input;
  const before = parseBefore(body);
  // One bucket more than asked: the oldest may be cut by the row limit and is dropped.
  const wanted = Math.min(MAX_ROWS, (body.limit + 1) * minutes);
  const [rows, factors] = await Promise.all([
    findMinuteCandlesBefore(db, instrument.id, before, wanted),
    body.adjust === 'none' ? [] : factorsOf(db, instrument, input.today),
  ]);
  let stored: Candle[] = rows.reverse().map((row) => minuteCandleFromRow(row, quantityDecimals));
  const latest = stored[stored.length - 1];
  const tradingDay = latest === undefined ? null : clock.tradingDayOf(latest.time);
  // Time-share: 1m without `before` is the latest trading day's minutes.
  if (minutes === 1 && body.before === undefined && tradingDay !== null) {
    stored = stored.filter((candle) => clock.tradingDayOf(candle.time) === tradingDay);
  }
  const adjusted = applyFactors(stored, factors, body.adjust, (candle) => clock.tradingDayOf(candle.time));
  let rolled = minutes === 1 ? adjusted : rollUpIntraday(adjusted, minutes, clock.zone.offsetMinutesAt);
  const hasMore = rows.length === wanted;
  // The oldest bucket may be cut by the row limit: it is only complete on the next page.
  if (hasMore && minutes > 1) rolled = rolled.slice(1);
  const parts = rolled
    .slice(-body.limit)
    .map((candle) =>
      JSON.stringify(wireOf(candle, new Date(candle.time).toISOString(), null, quantityDecimals)),
    );
  return {
    clock,
    parts,
    joined: parts.join(','),
    last: null,
    lastStoredDate: null,
    factors,
    hasMore,
    tradingDay,
  };
}

async function longSeries(input: SeriesInput, period: CandlePeriod): Promise<CandleSeries> {
  const { db, instrument, body, clock, quantityDecimals } = input;
  if (body.before !== undefined && !isCalendarDate(body.before)) {
    return refuse('INVALID_INPUT', { field: 'before' });
  }
  const wanted = Math.min(MAX_ROWS, (body.limit + 1) * (DAYS_PER_CANDLE[period] ?? 1));
  const [rows, factors] = await Promise.all([
    findDailyCandlesBefore(db, instrument.id, body.before ?? '9999-12-31', wanted),
    body.adjust === 'none' ? [] : factorsOf(db, instrument, input.today),
  ]);
  const days = rows.reverse().map((row) => dayCandleFromRow(row, quantityDecimals));
  const adjusted = applyFactors(days, factors, body.adjust, (candle) => candle.date);
  const longPeriod = LONG_PERIODS[period];
  let rolled = longPeriod === undefined ? adjusted : rollUpLong(adjusted, longPeriod);
  const hasMore = rows.length === wanted;
  if (hasMore && longPeriod !== undefined) rolled = rolled.slice(1);
  // Today's candle may still be added: keep one candle more than the page.
  const kept = rolled.slice(-(body.limit + 1));
  const parts = kept.map((candle) => JSON.stringify(dayWire(candle, quantityDecimals)));
  const lastStoredDate = days[days.length - 1]?.date ?? null;
  return {
    clock,
    parts,
    joined: parts.slice(-body.limit).join(','),
    last: kept[kept.length - 1] ?? null,
    lastStoredDate,
    factors,
    hasMore,
    tradingDay: lastStoredDate,
  };
}

/** Today's day candle so far, from the latest quote; null before its first trade. */
function todayCandleOf(
  quote: QuoteRow | null,
  instrumentId: number,
  quantityDecimals: number,
): DayCandle | null {
  if (!quote || quote.tradingDay === null || quote.open === null || quote.high === null || quote.low === null)
    return null;
  return dayCandleFromRow(
    {
      instrumentId,
      tradingDay: quote.tradingDay,
      open: quote.open,
      high: quote.high,
      low: quote.low,
      close: quote.last,
      volume: quote.volume,
      turnover: quote.turnover,
    },
    quantityDecimals,
  );
}

/** The series' candles with today's day candle merged in or appended, cut to the page. */
function withToday(
  series: CandleSeries,
  today: DayCandle,
  body: CandlesBody,
  quantityDecimals: number,
): { joined: string; tradingDay: string } {
  const [adjusted = today] = applyFactors([today], series.factors, body.adjust, (candle) => candle.date);
  const longPeriod = LONG_PERIODS[body.period];
  let parts: string[];
  if (longPeriod === undefined) {
    parts = [...series.parts, JSON.stringify(dayWire(adjusted, quantityDecimals))];
  } else {
    const start = periodStart(adjusted.date, longPeriod);
    parts =
      series.last !== null && series.last.date === start
        ? [
            ...series.parts.slice(0, -1),
            JSON.stringify(dayWire(combine(series.last, adjusted), quantityDecimals)),
          ]
        : [...series.parts, JSON.stringify(dayWire({ ...adjusted, date: start }, quantityDecimals))];
  }
  return { joined: parts.slice(-body.limit).join(','), tradingDay: today.date };
}

/** The market/candles answer as JSON text (what `listCandles` answers, serialised). */
export async function candlesJson(body: CandlesBody, context: MemberRequestContext): Promise<string> {
  const { db, clock: serviceClock } = context.services;
  const caches = readCachesOf(db);
  const instrument = await candleInstrument(db, caches, body.symbol);
  const clock = await marketClockOf(context, instrument.market);
  const quantityDecimals = quantityDecimalsOf(instrument.lotSize ?? clock.market.lotSize);
  const today = clock.tradingDayOf(serviceClock.now().getTime());
  const minutes = INTRADAY_MINUTES[body.period];
  const isLong = minutes === undefined;
  const [series, quote] = await Promise.all([
    derivedSeries(caches, { db, instrument, body, clock, quantityDecimals, today }, minutes),
    isLong && body.before === undefined ? latestQuote(db, caches, instrument.id) : null,
  ]);
  const made = series.answer;
  if (made !== undefined && made.quote === quote && made.quantityDecimals === quantityDecimals) {
    return made.json;
  }
  let { joined, tradingDay } = series;
  const todayCandle = todayCandleOf(quote, instrument.id, quantityDecimals);
  if (
    isLong &&
    todayCandle !== null &&
    (series.lastStoredDate === null || series.lastStoredDate < todayCandle.date)
  ) {
    ({ joined, tradingDay } = withToday(series, todayCandle, body, quantityDecimals));
  }
  const json =
    `{"symbol":${JSON.stringify(instrument.symbol)},"period":${JSON.stringify(body.period)},` +
    `"adjust":${JSON.stringify(body.adjust)},"tradingDay":${JSON.stringify(tradingDay)},` +
    `"candles":[${joined}],"hasMore":${series.hasMore}}`;
  series.answer = { quote, quantityDecimals, json };
  return json;
}

async function derivedSeries(
  caches: ReadCaches | null,
  input: SeriesInput,
  minutes: IntradayMinutes | undefined,
): Promise<CandleSeries> {
  const { instrument, body } = input;
  const load = () =>
    minutes === undefined ? longSeries(input, body.period) : intradaySeries(input, minutes);
  if (caches === null) return load();
  // Adjusted series depend on the corporate actions and on which ex-dates have passed.
  const adjustment =
    body.adjust === 'none' ? 'none' : `${body.adjust}|${input.today}|${instrument.actionsKey}`;
  const key = `${instrument.id}|${body.period}|${body.before ?? ''}|${body.limit}|${adjustment}`;
  const stale = caches.candleSeries.get(key);
  if (stale !== undefined && stale.clock !== input.clock) caches.candleSeries.delete(key);
  const series = await caches.read(caches.candleSeries, key, load, () => [candlesTag(instrument.id)]);
  return series ?? load();
}

/** The market/candles answer (tests and callers that want objects). */
export async function listCandles(body: CandlesBody, context: MemberRequestContext): Promise<CandlesAnswer> {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the text is candlesJson's own serialisation of a CandlesAnswer
  return JSON.parse(await candlesJson(body, context)) as CandlesAnswer;
}
