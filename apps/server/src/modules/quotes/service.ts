// The member quote calls: index cards (parameter/gszk, spec §7), quote lists per market tab and the
// quote detail (candles: candle-reads.ts). Quotes are read from the engine's stored latest quote (an
// instrument the engine has not stepped yet shows its reference close); the phase is the market's
// phase now.
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ParsedRequestOf } from '@saham/contract/call';
import type { Paged } from '@saham/contract/envelope';
import type { IndexQuote, marketQuotes, Quote, QuoteDetail, QuotePhase } from '@saham/contract/quotes';
import type { Language } from '@saham/domain/languages';
import { marketCapAt, nameIn, pricingRules } from '@saham/domain/markets/instrument';
import { nextOpen, phaseAt } from '@saham/domain/markets/sessions';
import { describedIn } from '@saham/domain/markets/instrument-descriptions';
import { priceLimits, tickSizeAt } from '@saham/domain/markets/ticks';
import { MARKET_CODES, type Market, type MarketCode, type Phase } from '@saham/domain/markets/types';
import { percentChange } from '@saham/domain/prices/index-quote';
import type { Db } from '../../db/client.ts';
import { PAGE_LIMIT, toPaged } from '../../db/paging.ts';
import { instruments } from '../../db/schema-markets.ts';
import { quotes } from '../../db/schema-prices.ts';
import { fxRates } from '../../db/schema-exchange.ts';
import type { MemberRequestContext, RequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { PAGE_SIZE } from '@saham/contract/envelope';
import { readerLanguage } from '../notices/service.ts';
import { loadMarket, loadMarkets } from '../markets/service.ts';
import { createMarketClock, type MarketClock } from './market-clock.ts';
import { priceFromText, priceText } from './instrument-params.ts';
import { minuteCacheOf } from './read-cache.ts';
import { findRanking, keepRanking } from './rankings.ts';

const AUCTION_PHASES: readonly Phase[] = ['pre_open', 'auction', 'closing_auction'];

/** Every market's phase now. */
async function marketPhasesNow(db: Db, now: Date): Promise<Map<MarketCode, Phase>> {
  return new Map((await loadMarkets(db, now)).map((market) => [market.code, phaseAt(market, now)]));
}

export const quoteColumns = {
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

export function toQuote(row: QuoteJoinRow, language: Language, marketPhase: Phase): Quote {
  const last = row.last ?? row.referenceClose;
  const prevClose = row.prevClose ?? row.referenceClose;
  const phase: QuotePhase = row.status === 'suspended' ? 'suspended' : marketPhase;
  const isAuction = AUCTION_PHASES.includes(marketPhase);
  return {
    symbol: row.symbol,
    code: row.code,
    market: row.market,
    name: nameIn(row.names, language),
    assetClass: row.assetClass,
    status: row.status,
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
/**
 * The day's turnover in ringgit (fx_rates: ringgit per unit of the instrument's currency), so that a
 * list spanning markets (the listed tab without a market, forex pairs) compares like with like.
 */
const TURNOVER_MYR = sql`(coalesce(${quotes.turnover}, 0) * coalesce((select ${fxRates.midRate} from ${fxRates} where ${fxRates.currency} = ${instruments.currency}), 1))`;

function orderOf(sort: ParsedRequestOf<typeof marketQuotes>['sort']): SQL[] {
  const byMarket = [MARKET_ORDER, asc(instruments.sortOrder), asc(instruments.id)];
  switch (sort) {
    case 'gainers':
      return [desc(CHANGE_RATIO), ...byMarket];
    case 'losers':
      return [asc(CHANGE_RATIO), ...byMarket];
    case 'turnover':
      return [desc(TURNOVER_MYR), ...byMarket];
    case 'default':
      return byMarket;
  }
}

export async function listQuotes(
  body: ParsedRequestOf<typeof marketQuotes>,
  context: MemberRequestContext,
): Promise<Paged<Quote> & { ranking: string | null }> {
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
    if (auctionMarkets.length === 0) return { ...toPaged([], body.page, 0), ranking: null };
    conditions.push(eq(instruments.tab, 'listed'), inArray(instruments.market, auctionMarkets));
  } else {
    conditions.push(eq(instruments.tab, body.tab));
  }
  if (body.market) conditions.push(eq(instruments.market, body.market));
  const where = and(...conditions);
  const toQuotes = (rows: readonly QuoteJoinRow[]) =>
    rows.map((row) => toQuote(row, language, phases.get(row.market) ?? 'closed'));
  if (body.sort === 'default') {
    const [rows, [totalRow]] = await Promise.all([
      db
        .select(quoteColumns)
        .from(instruments)
        .leftJoin(quotes, eq(quotes.instrumentId, instruments.id))
        .where(where)
        .orderBy(...orderOf(body.sort))
        .limit(PAGE_LIMIT)
        .offset((body.page - 1) * PAGE_SIZE),
      db.select({ total: count() }).from(instruments).where(where),
    ]);
    return { ...toPaged(toQuotes(rows), body.page, totalRow?.total ?? 0), ranking: null };
  }
  // A ranking: the ids of the whole list in order (a tab holds hundreds of instruments at most),
  // taken at the first page and continued by the next ones. The page that takes the ranking is cut
  // from the very rows it ranked: read again, prices that moved in between would show it out of order.
  const list = [body.tab, body.market ?? '', body.sort].join(' ');
  const pageStart = (body.page - 1) * PAGE_SIZE;
  const kept = findRanking(body.ranking, list);
  if (kept === null) {
    const ranked = await db
      .select(quoteColumns)
      .from(instruments)
      .leftJoin(quotes, eq(quotes.instrumentId, instruments.id))
      .where(where)
      .orderBy(...orderOf(body.sort));
    const ranking = keepRanking(
      list,
      ranked.map((row) => row.id),
    );
    const pageRows = ranked.slice(pageStart, pageStart + PAGE_SIZE);
    return { ...toPaged(toQuotes(pageRows), body.page, ranked.length), ranking };
  }
  const pageIds = kept.slice(pageStart, pageStart + PAGE_SIZE);
  const rows =
    pageIds.length === 0
      ? []
      : await db
          .select(quoteColumns)
          .from(instruments)
          .leftJoin(quotes, eq(quotes.instrumentId, instruments.id))
          .where(inArray(instruments.id, pageIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
  return { ...toPaged(toQuotes(ordered), body.page, kept.length), ranking: body.ranking ?? null };
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
  return (await marketClockOf(context, row.market)).market;
}

/** The last clock made for each market, by services: an unchanged market keeps its clock object. */
const clocksByServices = new WeakMap<object, Map<string, { text: string; clock: MarketClock }>>();

/**
 * A market and its calendar clock, read again at the next minute. The same object comes back while
 * the market (settings and holidays) is unchanged, so what is derived with it (cached candle series,
 * candle-reads.ts) stays valid.
 */
export async function marketClockOf(context: RequestContext, code: MarketCode): Promise<MarketClock> {
  const { db, clock } = context.services;
  const now = clock.now();
  return minuteCacheOf(context.services).get(`market|${code}`, now.getTime(), async () => {
    const market = await loadMarket(db, code, now);
    if (market === null) return refuse('PRODUCT_NOT_FOUND');
    let clocks = clocksByServices.get(context.services);
    if (clocks === undefined) {
      clocks = new Map();
      clocksByServices.set(context.services, clocks);
    }
    const text = JSON.stringify(market);
    const previous = clocks.get(code);
    if (previous !== undefined && previous.text === text) return previous.clock;
    const made = createMarketClock(market);
    clocks.set(code, { text, clock: made });
    return made;
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
  const trading = nextOpen(market, now, ['continuous']);
  return {
    ...quote,
    profile: {
      sector: row.sector,
      description: describedIn(row.symbol, row.description, language),
      sharesOutstanding: row.sharesOutstanding,
      marketCap: marketCapAt(quote.last, row.sharesOutstanding),
      peRatio: row.peRatio,
      dividendYield: row.dividendYield,
    },
    lotSize: rules.lotSize,
    tickSize: tickSizeAt(rules, quote.last),
    priceLimits: priceLimits(rules, quote.prevClose),
    nextOpen: opening === null ? null : opening.toISOString(),
    tradingOpens: trading === null ? null : trading.toISOString(),
    timezone: market.timezone,
    isShortSellingAllowed: market.isShortSellingAllowed,
    maxLeverage: market.maxLeverage,
  };
}

// For other modules, which never import this module's repositories (eslint.config.js).
export { findClosesOnOrBefore, findLatestQuotesBySymbols } from './repo.ts';
