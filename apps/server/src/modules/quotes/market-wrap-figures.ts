// The figures of a market-wrap article (issue 16 §6, news/market-wrap.ts), read from the same stored
// quotes and with the same rules as the member's quote calls, so the article says what the index card
// (the market's first listed index), the breadth bar and the gainers and losers lists say at that moment.
import { and, asc, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Market } from '@saham/domain/markets/types';
import type { MarketWrapFigures, WrapMover, WrapPoint } from '@saham/domain/news/market-wrap';
import type { Db } from '../../db/client.ts';
import { instruments } from '../../db/schema-markets.ts';
import { quotes } from '../../db/schema-prices.ts';
import { breadthByMarket } from './summary.ts';
import { quoteColumns, toQuote } from './service.ts';

/** How many gainers and losers an article names. */
export const WRAP_MOVERS = 3;

const LAST = sql`coalesce(${quotes.last}, ${instruments.prevClose})`;
const PREV = sql`coalesce(${quotes.prevClose}, ${instruments.prevClose})`;
const CHANGE_RATIO = sql`((${LAST} - ${PREV}) / ${PREV})`;

async function movers(
  db: Db,
  market: Market,
  direction: 'up' | 'down',
): Promise<{ mover: WrapMover; symbol: string }[]> {
  const rows = await db
    .select(quoteColumns)
    .from(instruments)
    .leftJoin(quotes, eq(quotes.instrumentId, instruments.id))
    .where(
      and(
        eq(instruments.market, market.code),
        eq(instruments.status, 'listed'),
        eq(instruments.tab, 'listed'),
        ne(instruments.assetClass, 'index'),
        direction === 'up' ? gt(LAST, PREV) : lt(LAST, PREV),
      ),
    )
    .orderBy(
      direction === 'up' ? desc(CHANGE_RATIO) : asc(CHANGE_RATIO),
      asc(instruments.sortOrder),
      asc(instruments.id),
    )
    .limit(WRAP_MOVERS);
  return rows.map((row) => {
    const quote = toQuote(row, 'en', 'closed');
    const mover = { names: row.names, code: row.code, last: quote.last, changePercent: quote.changePercent };
    return { mover, symbol: row.symbol };
  });
}

/** The symbols an article relates to: its index, then its movers (the article's related instruments). */
export interface MarketWrapReading {
  figures: MarketWrapFigures;
  symbols: string[];
}

/**
 * A market's figures now, for a wrap of `point` at `at` on its local `date`; null when the market lists
 * no index, or its index has not traded that day (a server started during the break has only the
 * previous closes: a wrap of them would describe a session nobody saw).
 */
export async function readMarketWrapFigures(
  db: Db,
  market: Market,
  wrap: { date: string; point: WrapPoint; at: Date },
): Promise<MarketWrapReading | null> {
  const [indexRow] = await db
    .select(quoteColumns)
    .from(instruments)
    .leftJoin(quotes, eq(quotes.instrumentId, instruments.id))
    .where(
      and(
        eq(instruments.market, market.code),
        eq(instruments.assetClass, 'index'),
        eq(instruments.status, 'listed'),
      ),
    )
    .orderBy(asc(instruments.sortOrder), asc(instruments.id))
    .limit(1);
  if (indexRow === undefined || indexRow.tradingDay !== wrap.date) return null;
  const [breadth, gainers, losers] = await Promise.all([
    breadthByMarket(db),
    movers(db, market, 'up'),
    movers(db, market, 'down'),
  ]);
  const index = toQuote(indexRow, 'en', 'closed');
  const marketBreadth = breadth.get(market.code);
  const symbols = [indexRow.symbol, ...[...gainers, ...losers].map((item) => item.symbol)];
  return {
    figures: {
      marketNames: market.name,
      currency: market.currency,
      timezone: market.timezone,
      point: wrap.point,
      at: wrap.at,
      index: {
        names: indexRow.names,
        last: index.last,
        change: index.change,
        changePercent: index.changePercent,
      },
      advancers: marketBreadth?.advancers ?? 0,
      decliners: marketBreadth?.decliners ?? 0,
      unchanged: marketBreadth?.unchanged ?? 0,
      turnover: marketBreadth?.turnover ?? '0.00',
      gainers: gainers.map((item) => item.mover),
      losers: losers.map((item) => item.mover),
    },
    symbols,
  };
}
