// SQL of what a trade reads of instruments, their markets and holidays, and their latest prices.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Holiday } from '@saham/domain/markets/types';
import type { Db } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { instrumentTag, MARKETS_TAG, readCachesOf, readThrough } from '../../cache/read-caches.ts';
import { instruments, markets } from '../../db/schema-markets.ts';
import { marketHolidays } from '../../db/schema-funding.ts';
import { quotes } from '../../db/schema-prices.ts';
import type { InstrumentRow, PriceNow, TradeListing } from './rows.ts';

/** The listing query by symbol (`MARKET:CODE`) or by code: prepared, with three placeholders. */
function listingQuery(db: Db, isSymbol: boolean) {
  return preparedOn(db, isSymbol ? 'trade_listing_symbol' : 'trade_listing_code', (root, name) => {
    const code = sql.placeholder('code');
    const holidays = sql<
      Holiday[] | null
    >`(select json_agg(json_build_object('date', h.date::text, 'name', h.name)
      order by h.date) from ${marketHolidays} h where h.market = ${instruments.market}
      and h.date between ${sql.placeholder('holidaysFrom')}::date and ${sql.placeholder('holidaysTo')}::date)`;
    return root
      .select({ instrument: instruments, marketRow: markets, holidays })
      .from(instruments)
      .leftJoin(markets, eq(markets.code, instruments.market))
      .where(isSymbol ? eq(instruments.symbol, code) : eq(instruments.code, code))
      .orderBy(asc(instruments.id))
      .prepare(name);
  });
}

/**
 * The instruments `code` names (a symbol `MARKET:CODE`, or a code on any market), by id, with their
 * markets and holidays between the dates, through the read caches: dropped by any write of the
 * markets, their holidays or the instruments (`markets`, `instrument:<id>`).
 */
export async function readTradeListings(
  db: Db,
  code: string,
  holidaysFrom: string,
  holidaysTo: string,
): Promise<TradeListing[]> {
  const isSymbol = code.includes(':');
  const listings = await readThrough(
    readCachesOf(db),
    (caches) => caches.tradeListings,
    `${isSymbol ? 'symbol' : 'code'}|${code}|${holidaysFrom}|${holidaysTo}`,
    async () => {
      const rows = await listingQuery(db, isSymbol).execute({ code, holidaysFrom, holidaysTo });
      return rows.map(({ instrument, marketRow, holidays }) => ({
        instrument,
        marketRow,
        holidays: holidays ?? [],
      }));
    },
    (found) => [MARKETS_TAG, ...found.map(({ instrument }) => instrumentTag(instrument.id))],
  );
  return listings ?? [];
}

export async function findInstrumentBySymbol(db: Db, symbol: string): Promise<InstrumentRow | null> {
  const [row] = await db.select().from(instruments).where(eq(instruments.symbol, symbol)).limit(1);
  return row ?? null;
}

export async function findInstrumentsByCode(db: Db, code: string): Promise<InstrumentRow[]> {
  return db.select().from(instruments).where(eq(instruments.code, code)).orderBy(asc(instruments.id));
}

export async function findInstrumentsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, InstrumentRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(instruments)
    .where(inArray(instruments.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findPrice(db: Db, instrumentId: number): Promise<PriceNow | null> {
  const [row] = await db
    .select({ last: quotes.last, prevClose: quotes.prevClose })
    .from(quotes)
    .where(eq(quotes.instrumentId, instrumentId));
  return row ?? null;
}

export async function findPrices(db: Db, instrumentIds: readonly number[]): Promise<Map<number, string>> {
  if (instrumentIds.length === 0) return new Map();
  const rows = await db
    .select({ instrumentId: quotes.instrumentId, last: quotes.last })
    .from(quotes)
    .where(inArray(quotes.instrumentId, [...instrumentIds]));
  return new Map(rows.map((row) => [row.instrumentId, row.last]));
}
