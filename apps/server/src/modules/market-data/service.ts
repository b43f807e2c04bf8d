// The member quote calls: index cards (parameter/gszk, spec §7), quote lists per market tab, the
// quote detail and candles. Quotes are read from the engine's stored latest quote (an instrument the
// engine has not stepped yet shows its reference close); the phase is the market's phase now.
// Candles: 1m from the stored minutes, 5/15/30m rolled up from them in the market's local time; 1d
// from the stored days plus today's candle from the quote, week/month/6 months/year rolled up from
// the days — every roll-up and adjustment is the domain's (prices/candles.ts, prices/adjustment.ts).
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ParsedRequestOf } from '@saham/contract/call';
import type { Paged } from '@saham/contract/envelope';
import type {
  CandlePeriod,
  CandleWire,
  IndexQuote,
  marketCandles,
  marketQuotes,
  Quote,
  QuoteDetail,
  QuotePhase,
} from '@saham/contract/quotes';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@saham/domain/languages';
import {
  marketCapAt,
  nameIn,
  pricingRules,
  type AssetClass,
  type InstrumentStatus,
  type Sector,
} from '@saham/domain/markets/instrument';
import { nextOpen, phaseAt } from '@saham/domain/markets/sessions';
import { priceLimits, tickSizeAt } from '@saham/domain/markets/ticks';
import { MARKET_CODES, type Market, type MarketCode, type Phase } from '@saham/domain/markets/types';
import {
  actionFactor,
  applyFactors,
  toCorporateAction,
  type AdjustmentFactor,
  type AdjustmentMode,
} from '@saham/domain/prices/adjustment';
import {
  rollUpIntraday,
  rollUpLong,
  type Candle,
  type DayCandle,
  type IntradayMinutes,
  type LongPeriod,
  type Ohlcv,
} from '@saham/domain/prices/candles';
import { isCalendarDate } from '@saham/domain/prices/csv';
import { percentChange } from '@saham/domain/prices/index-quote';
import type { Db } from '../../db/client.ts';
import { toPaged } from '../../db/paging.ts';
import { instruments } from '../../db/schema-markets.ts';
import { quotes } from '../../db/schema-prices.ts';
import type { MemberRequestContext, RequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { PAGE_SIZE } from '@saham/contract/envelope';
import { languageFromHeader } from '../notices/localized-text.ts';
import { findMemberLanguage } from '../notices/repo.ts';
import { findCorporateActions, findMarketHolidays, findMarketRows } from '../markets/repo.ts';
import { loadMarket, marketFromRow } from '../markets/service.ts';
import { createMarketClock, type MarketClock } from './market-clock.ts';
import {
  PRICE_DECIMALS,
  priceFromText,
  priceText,
  quantityDecimalsOf,
  quantityText,
} from './instrument-params.ts';
import { findClosesBefore, findDailyCandlesBefore, findMinuteCandlesBefore } from './repo.ts';
import { minuteCacheOf, type MinuteCache } from './read-cache.ts';
import { dayCandleFromRow, minuteCandleFromRow } from './store.ts';

const DAY = 86_400_000;
const AUCTION_PHASES: readonly Phase[] = ['pre_open', 'auction', 'closing_auction'];
/** Stored rows one candle call reads at most. */
const MAX_ROWS = 6_000;

async function readerLanguage(context: MemberRequestContext): Promise<Language> {
  const memberId = context.session?.memberId ?? null;
  if (memberId === null) return languageFromHeader(context.acceptLanguage);
  const stored = await findMemberLanguage(context.services.db, memberId);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Every market's phase now (holidays of the days around now are enough). */
async function marketPhasesNow(db: Db, now: Date): Promise<Map<string, Phase>> {
  const rows = await findMarketRows(db);
  const from = new Date(now.getTime() - DAY).toISOString().slice(0, 10);
  const to = new Date(now.getTime() + 2 * DAY).toISOString().slice(0, 10);
  const phases = new Map<string, Phase>();
  await Promise.all(
    rows.map(async (row) => {
      const holidays = await findMarketHolidays(db, row.code as MarketCode, from, to);
      phases.set(row.code, phaseAt(marketFromRow(row, holidays), now));
    }),
  );
  return phases;
}

const quoteColumns = {
  id: instruments.id,
  symbol: instruments.symbol,
  code: instruments.code,
  market: instruments.market,
  names: instruments.names,
  assetClass: instruments.assetClass,
  status: instruments.status,
  currency: instruments.currency,
  referenceClose: instruments.prevClose,
  last: quotes.last,
  prevClose: quotes.prevClose,
  open: quotes.open,
  high: quotes.high,
  low: quotes.low,
  volume: quotes.volume,
  turnover: quotes.turnover,
  indicative: quotes.indicative,
  tradingDay: quotes.tradingDay,
  updatedAt: quotes.updatedAt,
};

type QuoteJoinRow = {
  [K in keyof typeof quoteColumns]:
    (typeof quoteColumns)[K]['_']['data'] | (K extends keyof QuoteNullable ? null : never);
};
interface QuoteNullable {
  last: null;
  prevClose: null;
  open: null;
  high: null;
  low: null;
  volume: null;
  turnover: null;
  indicative: null;
  tradingDay: null;
  updatedAt: null;
}

function toQuote(row: QuoteJoinRow, language: Language, marketPhase: Phase): Quote {
  const last = row.last ?? row.referenceClose;
  const prevClose = row.prevClose ?? row.referenceClose;
  const phase: QuotePhase = row.status === 'suspended' ? 'suspended' : marketPhase;
  const isAuction = AUCTION_PHASES.includes(marketPhase);
  return {
    symbol: row.symbol,
    code: row.code,
    market: row.market as MarketCode,
    name: nameIn(row.names, language),
    assetClass: row.assetClass as AssetClass,
    status: row.status as InstrumentStatus,
    currency: row.currency,
    last,
    prevClose,
    change: priceText(priceFromText(last) - priceFromText(prevClose)),
    changePercent: percentChange(last, prevClose) ?? '0.00',
    open: row.open ?? null,
    high: row.high ?? null,
    low: row.low ?? null,
    volume: row.volume ?? '0',
    turnover: row.turnover ?? '0',
    indicative: isAuction ? (row.indicative ?? null) : null,
    phase,
    tradingDay: row.tradingDay ?? null,
    time: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

const MARKET_ORDER = sql.raw(
  `array_position(array[${MARKET_CODES.map((code) => `'${code}'`).join(',')}], instruments.market)`,
);
const LAST = sql`coalesce(${quotes.last}, ${instruments.prevClose})`;
const PREV = sql`coalesce(${quotes.prevClose}, ${instruments.prevClose})`;
const CHANGE_RATIO = sql`((${LAST} - ${PREV}) / ${PREV})`;

function orderOf(sort: ParsedRequestOf<typeof marketQuotes>['sort']): SQL[] {
  const byMarket = [MARKET_ORDER, asc(instruments.sortOrder), asc(instruments.id)];
  switch (sort) {
    case 'gainers':
      return [desc(CHANGE_RATIO), ...byMarket];
    case 'losers':
      return [asc(CHANGE_RATIO), ...byMarket];
    case 'turnover':
      return [desc(sql`coalesce(${quotes.turnover}, 0)`), ...byMarket];
    case 'default':
      return byMarket;
  }
}

export async function listQuotes(
  body: ParsedRequestOf<typeof marketQuotes>,
  context: MemberRequestContext,
): Promise<Paged<Quote>> {
  const { db, clock } = context.services;
  const now = clock.now();
  const [language, phases] = await Promise.all([readerLanguage(context), marketPhasesNow(db, now)]);
  const conditions: SQL[] = [
    inArray(instruments.status, ['listed', 'suspended']),
    ne(instruments.assetClass, 'index'),
  ];
  if (body.tab === 'auction') {
    const auctionMarkets = [...phases]
      .filter(([, phase]) => AUCTION_PHASES.includes(phase))
      .map(([code]) => code);
    if (auctionMarkets.length === 0) return toPaged([], body.page, 0);
    conditions.push(eq(instruments.tab, 'listed'), inArray(instruments.market, auctionMarkets));
  } else {
    conditions.push(eq(instruments.tab, body.tab));
  }
  if (body.market) conditions.push(eq(instruments.market, body.market));
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(quoteColumns)
      .from(instruments)
      .leftJoin(quotes, eq(quotes.instrumentId, instruments.id))
      .where(where)
      .orderBy(...orderOf(body.sort))
      .limit(PAGE_SIZE)
      .offset((body.page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(instruments).where(where),
  ]);
  return toPaged(
    rows.map((row) => toQuote(row, language, phases.get(row.market) ?? 'closed')),
    body.page,
    totalRow?.total ?? 0,
  );
}

/** parameter/gszk: the listed indices of Bursa (gngs) or the US (meiguo), exactly as spec §7. */
export async function listIndexQuotes(
  body: { type: 'gngs' | 'meiguo' },
  context: MemberRequestContext,
): Promise<IndexQuote[]> {
  const { db } = context.services;
  const market = body.type === 'gngs' ? 'MY' : 'US';
  const [language, rows] = await Promise.all([
    readerLanguage(context),
    db
      .select({
        code: instruments.code,
        names: instruments.names,
        referenceClose: instruments.prevClose,
        last: quotes.last,
        prevClose: quotes.prevClose,
      })
      .from(instruments)
      .leftJoin(quotes, eq(quotes.instrumentId, instruments.id))
      .where(
        and(
          eq(instruments.market, market),
          eq(instruments.assetClass, 'index'),
          eq(instruments.status, 'listed'),
        ),
      )
      .orderBy(asc(instruments.sortOrder), asc(instruments.id)),
  ]);
  return rows.map((row) => ({
    code: row.code,
    close: row.last ?? row.referenceClose,
    prev_close: row.prevClose ?? row.referenceClose,
    details: { ko_name: nameIn(row.names, language) },
  }));
}

type InstrumentRow = typeof instruments.$inferSelect;

/** A listed or suspended instrument by symbol; unknown or unlisted ones are refused. */
async function instrumentBySymbol(db: Db, symbol: string): Promise<InstrumentRow> {
  const rows = await db
    .select()
    .from(instruments)
    .where(and(eq(instruments.symbol, symbol.trim().toUpperCase()), ne(instruments.status, 'unlisted')))
    .limit(1);
  return rows[0] ?? refuse('PRODUCT_NOT_FOUND');
}

async function marketOf(context: RequestContext, row: InstrumentRow): Promise<Market> {
  return (await marketClockOf(context, row)).market;
}

/** The instrument's market and its calendar clock, cached until the next minute. */
async function marketClockOf(context: RequestContext, row: InstrumentRow): Promise<MarketClock> {
  const { db, clock } = context.services;
  const now = clock.now();
  return minuteCacheOf(context.services).get(`market|${row.market}`, now.getTime(), async () => {
    const market = await loadMarket(db, row.market as MarketCode, now);
    if (market === null) return refuse('PRODUCT_NOT_FOUND');
    return createMarketClock(market);
  });
}

export async function quoteDetail(
  body: { symbol: string },
  context: MemberRequestContext,
): Promise<QuoteDetail> {
  const { db, clock } = context.services;
  const row = await instrumentBySymbol(db, body.symbol);
  const now = clock.now();
  const [language, market, [joined]] = await Promise.all([
    readerLanguage(context),
    marketOf(context, row),
    db
      .select(quoteColumns)
      .from(instruments)
      .leftJoin(quotes, eq(quotes.instrumentId, instruments.id))
      .where(eq(instruments.id, row.id))
      .limit(1),
  ]);
  if (!joined) return refuse('PRODUCT_NOT_FOUND');
  const quote = toQuote(joined, language, phaseAt(market, now));
  const rules = pricingRules(market, row);
  const opening = nextOpen(market, now);
  return {
    ...quote,
    profile: {
      sector: row.sector as Sector | null,
      description: row.description,
      sharesOutstanding: row.sharesOutstanding,
      marketCap: marketCapAt(quote.last, row.sharesOutstanding),
      peRatio: row.peRatio,
      dividendYield: row.dividendYield,
    },
    lotSize: rules.lotSize,
    tickSize: tickSizeAt(rules, quote.last),
    priceLimits: priceLimits(rules, quote.prevClose),
    nextOpen: opening === null ? null : opening.toISOString(),
    timezone: market.timezone,
  };
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

interface CandleContext {
  cache: MinuteCache;
  now: number;
  quantityDecimals: number;
  clock: MarketClock;
  factors: AdjustmentFactor[];
  mode: AdjustmentMode;
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

/** The adjustment factors of the instrument's corporate actions up to today (reference close: the last stored close before the ex-date). */
async function factorsOf(db: Db, instrumentId: number, today: string): Promise<AdjustmentFactor[]> {
  const actions = ((await findCorporateActions(db, [instrumentId])).get(instrumentId) ?? []).filter(
    (action) => action.exDate <= today,
  );
  if (actions.length === 0) return [];
  const closes = await findClosesBefore(
    db,
    instrumentId,
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

async function intradayCandles(
  db: Db,
  instrumentId: number,
  minutes: IntradayMinutes,
  body: ParsedRequestOf<typeof marketCandles>,
  candleContext: CandleContext,
): Promise<{ candles: CandleWire[]; hasMore: boolean; tradingDay: string | null }> {
  let before = new Date('9999-12-31T00:00:00Z');
  if (body.before !== undefined) {
    const parsed = Date.parse(body.before);
    if (Number.isNaN(parsed) || parsed < 0 || parsed > before.getTime())
      return refuse('INVALID_INPUT', { field: 'before' });
    before = new Date(parsed);
  }
  // One bucket more than asked: the oldest may be cut by the row limit and is dropped.
  const wanted = Math.min(MAX_ROWS, (body.limit + 1) * minutes);
  // The stored minutes, converted once a minute (read cache).
  const cached = await candleContext.cache.get(
    `m|${instrumentId}|${before.getTime()}|${wanted}`,
    candleContext.now,
    async () => {
      const rows = await findMinuteCandlesBefore(db, instrumentId, before, wanted);
      return {
        count: rows.length,
        candles: rows.reverse().map((row) => minuteCandleFromRow(row, candleContext.quantityDecimals)),
      };
    },
  );
  const { clock } = candleContext;
  let stored: Candle[] = cached.candles;
  const latest = stored[stored.length - 1];
  const tradingDay = latest === undefined ? null : clock.tradingDayOf(latest.time);
  // Time-share: 1m without `before` is the latest trading day's minutes.
  if (minutes === 1 && body.before === undefined && tradingDay !== null) {
    stored = stored.filter((candle) => clock.tradingDayOf(candle.time) === tradingDay);
  }
  const adjusted = applyFactors(stored, candleContext.factors, candleContext.mode, (candle) =>
    clock.tradingDayOf(candle.time),
  );
  let rolled = minutes === 1 ? adjusted : rollUpIntraday(adjusted, minutes, clock.zone.offsetMinutesAt);
  const hasMore = cached.count === wanted;
  // The oldest bucket may be cut by the row limit: it is only complete on the next page.
  if (hasMore && minutes > 1) rolled = rolled.slice(1);
  return {
    candles: rolled
      .slice(-body.limit)
      .map((candle) =>
        wireOf(candle, new Date(candle.time).toISOString(), null, candleContext.quantityDecimals),
      ),
    hasMore,
    tradingDay,
  };
}

async function longCandles(
  db: Db,
  instrumentId: number,
  period: CandlePeriod,
  body: ParsedRequestOf<typeof marketCandles>,
  candleContext: CandleContext,
  todayCandle: DayCandle | null,
): Promise<{ candles: CandleWire[]; hasMore: boolean; tradingDay: string | null }> {
  if (body.before !== undefined && !isCalendarDate(body.before)) {
    return refuse('INVALID_INPUT', { field: 'before' });
  }
  const wanted = Math.min(MAX_ROWS, (body.limit + 1) * (DAYS_PER_CANDLE[period] ?? 1));
  const dayBefore = body.before ?? '9999-12-31';
  const cached = await candleContext.cache.get(
    `d|${instrumentId}|${dayBefore}|${wanted}`,
    candleContext.now,
    async () => {
      const rows = await findDailyCandlesBefore(db, instrumentId, dayBefore, wanted);
      return {
        count: rows.length,
        candles: rows.reverse().map((row) => dayCandleFromRow(row, candleContext.quantityDecimals)),
      };
    },
  );
  const days = [...cached.candles];
  const lastStored = days[days.length - 1];
  if (
    todayCandle !== null &&
    body.before === undefined &&
    (lastStored === undefined || lastStored.date < todayCandle.date)
  ) {
    days.push(todayCandle);
  }
  const adjusted = applyFactors(days, candleContext.factors, candleContext.mode, (candle) => candle.date);
  const longPeriod = LONG_PERIODS[period];
  let rolled = longPeriod === undefined ? adjusted : rollUpLong(adjusted, longPeriod);
  const hasMore = cached.count === wanted;
  if (hasMore && longPeriod !== undefined) rolled = rolled.slice(1);
  return {
    candles: rolled
      .slice(-body.limit)
      .map((candle) =>
        wireOf(candle, `${candle.date}T00:00:00.000Z`, candle.date, candleContext.quantityDecimals),
      ),
    hasMore,
    tradingDay: days[days.length - 1]?.date ?? null,
  };
}

export async function listCandles(
  body: ParsedRequestOf<typeof marketCandles>,
  context: MemberRequestContext,
): Promise<{
  symbol: string;
  period: CandlePeriod;
  adjust: AdjustmentMode;
  tradingDay: string | null;
  candles: CandleWire[];
  hasMore: boolean;
}> {
  const { db, clock: serviceClock } = context.services;
  const row = await instrumentBySymbol(db, body.symbol);
  const [clock, quoteRows] = await Promise.all([
    marketClockOf(context, row),
    db.select().from(quotes).where(eq(quotes.instrumentId, row.id)).limit(1),
  ]);
  const { market } = clock;
  const rules = pricingRules(market, row);
  const quantityDecimals = quantityDecimalsOf(rules.lotSize);
  const today = clock.tradingDayOf(serviceClock.now().getTime());
  const factors = body.adjust === 'none' ? [] : await factorsOf(db, row.id, today);
  const candleContext: CandleContext = {
    cache: minuteCacheOf(context.services),
    now: serviceClock.now().getTime(),
    quantityDecimals,
    clock,
    factors,
    mode: body.adjust,
  };
  const quote = quoteRows[0];
  const todayCandle =
    quote && quote.tradingDay !== null && quote.open !== null && quote.high !== null && quote.low !== null
      ? dayCandleFromRow(
          {
            instrumentId: row.id,
            tradingDay: quote.tradingDay,
            open: quote.open,
            high: quote.high,
            low: quote.low,
            close: quote.last,
            volume: quote.volume,
            turnover: quote.turnover,
          },
          quantityDecimals,
        )
      : null;
  const minutes = INTRADAY_MINUTES[body.period];
  const answer =
    minutes !== undefined
      ? await intradayCandles(db, row.id, minutes, body, candleContext)
      : await longCandles(db, row.id, body.period, body, candleContext, todayCandle);
  return { symbol: row.symbol, period: body.period, adjust: body.adjust, ...answer };
}
