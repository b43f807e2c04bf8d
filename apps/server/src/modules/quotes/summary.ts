// market/summary (public): every market for the member's market summary screens (/home/index,
// /home/market, /home/indexList) — what it is doing now (open, pre-open, auction, closed, holiday),
// today's sessions and the next opening, breadth (advancers, decliners, unchanged) and turnover of
// its listed instruments, and its listed indices as quotes. Phases come from the market's calendar
// data (domain sessions), quotes from the engine's stored latest quotes.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { MarketState, MarketSummary, Quote } from '@saham/contract/quotes';
import type { Language } from '@saham/domain/languages';
import { nameIn } from '@saham/domain/markets/instrument';
import {
  isHoliday,
  marketMoment,
  nextOpen,
  phaseAt,
  rangesOfDate,
  zonedInstant,
} from '@saham/domain/markets/sessions';
import { type Market, MARKET_CODES, type Phase } from '@saham/domain/markets/types';
import type { Db } from '../../db/client.ts';
import { instruments } from '../../db/schema-markets.ts';
import { quotes } from '../../db/schema-prices.ts';
import type { MemberRequestContext } from '../../http/context.ts';
import { findMarketHolidays, findMarketRows, marketFromRow } from '../markets/service.ts';
import { readerLanguage } from '../notices/service.ts';
import { quoteColumns, toQuote } from './service.ts';

const DAY = 86_400_000;
/** Holidays this far ahead are enough for the next opening (domain nextOpen searches 60 days). */
const HOLIDAY_DAYS_AHEAD = 62;

/** What a market is doing, for the member: a holiday outranks "closed"; both auctions are "auction". */
export function marketStateOf(phase: Phase, isHolidayToday: boolean): MarketState {
  switch (phase) {
    case 'continuous':
      return 'open';
    case 'pre_open':
      return 'pre_open';
    case 'auction':
    case 'closing_auction':
      return 'auction';
    case 'closed':
      return isHolidayToday ? 'holiday' : 'closed';
    default: {
      const unknown: never = phase;
      return unknown;
    }
  }
}

interface Breadth {
  advancers: number;
  decliners: number;
  unchanged: number;
  turnover: string;
}

const LAST = sql`coalesce(${quotes.last}, ${instruments.prevClose})`;
const PREV = sql`coalesce(${quotes.prevClose}, ${instruments.prevClose})`;

/** Per market: listed instruments (not indices) up, down and flat against their previous close, and turnover. */
export async function breadthByMarket(db: Db): Promise<Map<string, Breadth>> {
  const rows = await db
    .select({
      market: instruments.market,
      advancers: sql<number>`count(*) filter (where ${LAST} > ${PREV})`.mapWith(Number),
      decliners: sql<number>`count(*) filter (where ${LAST} < ${PREV})`.mapWith(Number),
      unchanged: sql<number>`count(*) filter (where ${LAST} = ${PREV})`.mapWith(Number),
      turnover: sql<string>`round(coalesce(sum(${quotes.turnover}), 0), 2)::text`,
    })
    .from(instruments)
    .leftJoin(quotes, eq(quotes.instrumentId, instruments.id))
    .where(and(eq(instruments.status, 'listed'), ne(instruments.assetClass, 'index')))
    .groupBy(instruments.market);
  return new Map(rows.map(({ market, ...breadth }) => [market, breadth]));
}

const MARKET_ORDER = sql.raw(
  `array_position(array[${MARKET_CODES.map((code) => `'${code}'`).join(',')}], instruments.market)`,
);

async function listedIndexRows(db: Db) {
  return db
    .select(quoteColumns)
    .from(instruments)
    .leftJoin(quotes, eq(quotes.instrumentId, instruments.id))
    .where(and(eq(instruments.assetClass, 'index'), eq(instruments.status, 'listed')))
    .orderBy(MARKET_ORDER, asc(instruments.sortOrder), asc(instruments.id));
}

/** Today's sessions of a market (its local date), as UTC instants. */
function sessionsOn(market: Market, localDate: string): MarketSummary['sessions'] {
  return rangesOfDate(market, localDate).map((range) => ({
    phase: range.phase,
    start: zonedInstant(market.timezone, localDate, range.start).toISOString(),
    end: zonedInstant(market.timezone, localDate, range.end).toISOString(),
  }));
}

interface SummaryInputs {
  now: Date;
  language: Language;
  breadth: Map<string, Breadth>;
  indexRows: Awaited<ReturnType<typeof listedIndexRows>>;
}

function summaryOf(market: Market, { now, language, breadth, indexRows }: SummaryInputs): MarketSummary {
  const phase = phaseAt(market, now);
  const localDate = marketMoment(market, now).date;
  const holiday = isHoliday(market, localDate)
    ? (market.holidays.find((day) => day.date === localDate)?.name ?? null)
    : null;
  const opening = nextOpen(market, now);
  const indices: Quote[] = indexRows
    .filter((row) => row.market === market.code)
    .map((row) => toQuote(row, language, phase));
  const marketBreadth = breadth.get(market.code);
  return {
    market: market.code,
    name: nameIn(market.name, language),
    currency: market.currency,
    timezone: market.timezone,
    state: marketStateOf(phase, holiday !== null),
    phase,
    holiday,
    localDate,
    sessions: sessionsOn(market, localDate),
    nextOpen: opening === null ? null : opening.toISOString(),
    advancers: marketBreadth?.advancers ?? 0,
    decliners: marketBreadth?.decliners ?? 0,
    unchanged: marketBreadth?.unchanged ?? 0,
    turnover: marketBreadth?.turnover ?? '0.00',
    indices,
  };
}

export async function marketSummaries(
  _body: object,
  context: MemberRequestContext,
): Promise<{ asOf: string; markets: MarketSummary[] }> {
  const { db, clock } = context.services;
  const now = clock.now();
  const from = new Date(now.getTime() - 2 * DAY).toISOString().slice(0, 10);
  const to = new Date(now.getTime() + HOLIDAY_DAYS_AHEAD * DAY).toISOString().slice(0, 10);
  const [language, rows, breadth, indexRows] = await Promise.all([
    readerLanguage(context),
    findMarketRows(db),
    breadthByMarket(db),
    listedIndexRows(db),
  ]);
  const markets = await Promise.all(
    rows.map(async (row) => marketFromRow(row, await findMarketHolidays(db, row.code, from, to))),
  );
  markets.sort((a, b) => MARKET_CODES.indexOf(a.code) - MARKET_CODES.indexOf(b.code));
  const inputs: SummaryInputs = { now, language, breadth, indexRows };
  return { asOf: now.toISOString(), markets: markets.map((market) => summaryOf(market, inputs)) };
}
