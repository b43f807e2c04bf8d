// Reads and writes markets, their holidays (market_holidays, shared with the withdrawal calendar),
// instruments and corporate actions.
import { and, asc, count, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { CorporateAction, Instrument, InstrumentStatus } from '@saham/domain/markets/instrument';
import type { Holiday, LocalizedName, MarketCode } from '@saham/domain/markets/types';
import { searchAliasesOf } from '@saham/domain/markets/search-aliases';
import type { MarketSettings } from '@saham/contract/admin-markets';
import type { Db } from '../../db/client.ts';
import { instrumentTag, invalidateCached, MARKETS_TAG } from '../../cache/read-caches.ts';
import { corporateActions, instruments, markets } from '../../db/schema-markets.ts';
import { marketHolidays } from '../../db/schema-funding.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { containsPattern } from '../../db/sql-helpers.ts';

import type { CorporateActionRow, InstrumentRow, MarketRow } from './rows.ts';

export type { CorporateActionRow, InstrumentRow, MarketRow };

export async function findMarketRows(db: Db): Promise<MarketRow[]> {
  return db.select().from(markets);
}

export async function findMarketRow(db: Db, code: MarketCode): Promise<MarketRow | null> {
  const rows = await db.select().from(markets).where(eq(markets.code, code)).limit(1);
  return rows[0] ?? null;
}

export async function lockMarketRow(tx: Db, code: MarketCode): Promise<MarketRow | null> {
  const rows = await tx.select().from(markets).where(eq(markets.code, code)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function updateMarketRow(
  tx: Db,
  code: MarketCode,
  settings: MarketSettings,
  now: Date,
): Promise<void> {
  await tx
    .update(markets)
    .set({ ...settings, updatedAt: now })
    .where(eq(markets.code, code));
  await invalidateCached(tx, [MARKETS_TAG]);
}

export async function countInstrumentsByMarket(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ market: instruments.market, total: count() })
    .from(instruments)
    .groupBy(instruments.market);
  return new Map(rows.map((row) => [row.market, row.total]));
}

/** A market's holidays between two dates (inclusive), in date order. */
export async function findMarketHolidays(
  db: Db,
  code: MarketCode,
  from: string,
  to: string,
): Promise<Holiday[]> {
  return db
    .select({ date: marketHolidays.date, name: marketHolidays.name })
    .from(marketHolidays)
    .where(and(eq(marketHolidays.market, code), gte(marketHolidays.date, from), lte(marketHolidays.date, to)))
    .orderBy(asc(marketHolidays.date));
}

/** Which of some dates are holidays of a market. */
export async function findMarketHolidaysOn(
  db: Db,
  code: MarketCode,
  dates: readonly string[],
): Promise<Holiday[]> {
  if (dates.length === 0) return [];
  return db
    .select({ date: marketHolidays.date, name: marketHolidays.name })
    .from(marketHolidays)
    .where(and(eq(marketHolidays.market, code), inArray(marketHolidays.date, [...dates])));
}

export async function upsertMarketHoliday(tx: Db, code: MarketCode, holiday: Holiday): Promise<void> {
  await tx
    .insert(marketHolidays)
    .values({ market: code, ...holiday })
    .onConflictDoUpdate({
      target: [marketHolidays.market, marketHolidays.date],
      set: { name: holiday.name },
    });
  await invalidateCached(tx, [MARKETS_TAG]);
}

export async function deleteMarketHolidayRow(
  tx: Db,
  code: MarketCode,
  date: string,
): Promise<Holiday | null> {
  const rows = await tx
    .delete(marketHolidays)
    .where(and(eq(marketHolidays.market, code), eq(marketHolidays.date, date)))
    .returning({ date: marketHolidays.date, name: marketHolidays.name });
  await invalidateCached(tx, [MARKETS_TAG]);
  return rows[0] ?? null;
}

/** Lower-cased code, symbol, every name and the search aliases: what instrument search matches against. */
export function searchTextOf(code: string, symbol: string, names: LocalizedName): string {
  return [code, symbol, ...Object.values(names), ...searchAliasesOf(symbol)].join(' ').toLowerCase();
}

export interface InstrumentFilter {
  search?: string | undefined;
  market?: MarketCode | undefined;
  status?: InstrumentStatus | undefined;
}

function instrumentConditions(filter: InstrumentFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filter.search?.trim().toLowerCase();
  if (search) conditions.push(ilike(instruments.searchText, containsPattern(search)));
  if (filter.market) conditions.push(eq(instruments.market, filter.market));
  if (filter.status) conditions.push(eq(instruments.status, filter.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function findInstrumentPage(db: Db, filter: InstrumentFilter, page: number) {
  const where = instrumentConditions(filter);
  const rows = await db
    .select()
    .from(instruments)
    .where(where)
    .orderBy(asc(instruments.market), asc(instruments.sortOrder), asc(instruments.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [totalRow] = await db.select({ total: count() }).from(instruments).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findInstrumentRow(db: Db, id: number): Promise<InstrumentRow | null> {
  const rows = await db.select().from(instruments).where(eq(instruments.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function lockInstrumentRow(tx: Db, id: number): Promise<InstrumentRow | null> {
  const rows = await tx.select().from(instruments).where(eq(instruments.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function findInstrumentIdByCode(
  db: Db,
  market: MarketCode,
  code: string,
): Promise<number | null> {
  const rows = await db
    .select({ id: instruments.id })
    .from(instruments)
    .where(and(eq(instruments.market, market), eq(instruments.code, code)))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** Corporate actions of some instruments, by instrument id, in ex-date order. */
export async function findCorporateActions(
  db: Db,
  instrumentIds: readonly number[],
): Promise<Map<number, CorporateAction[]>> {
  const byInstrument = new Map<number, CorporateAction[]>();
  if (instrumentIds.length === 0) return byInstrument;
  const rows = await db
    .select()
    .from(corporateActions)
    .where(inArray(corporateActions.instrumentId, [...instrumentIds]))
    .orderBy(asc(corporateActions.exDate), asc(corporateActions.id));
  for (const row of rows) {
    const list = byInstrument.get(row.instrumentId) ?? [];
    list.push(toCorporateAction(row));
    byInstrument.set(row.instrumentId, list);
  }
  return byInstrument;
}

function toCorporateAction(row: CorporateActionRow): CorporateAction {
  if (row.kind === 'split') {
    return { kind: 'split', exDate: row.exDate, from: row.splitFrom ?? 1, to: row.splitTo ?? 1 };
  }
  return { kind: 'dividend', exDate: row.exDate, payDate: row.payDate, amount: row.amount ?? '0' };
}

export function corporateActionValues(
  instrumentId: number,
  action: CorporateAction,
): typeof corporateActions.$inferInsert {
  return action.kind === 'split'
    ? { instrumentId, kind: 'split', exDate: action.exDate, splitFrom: action.from, splitTo: action.to }
    : {
        instrumentId,
        kind: 'dividend',
        exDate: action.exDate,
        payDate: action.payDate,
        amount: action.amount,
      };
}

export async function replaceCorporateActions(
  tx: Db,
  instrumentId: number,
  actions: readonly CorporateAction[],
): Promise<void> {
  await tx.delete(corporateActions).where(eq(corporateActions.instrumentId, instrumentId));
  if (actions.length > 0) {
    await tx
      .insert(corporateActions)
      .values(actions.map((action) => corporateActionValues(instrumentId, action)));
  }
  await invalidateCached(tx, [instrumentTag(instrumentId)]);
}

export type InstrumentFields = Omit<Instrument, 'market' | 'code' | 'symbol' | 'corporateActions'>;

function instrumentColumns(fields: InstrumentFields, code: string, symbol: string) {
  return {
    names: fields.names,
    searchText: searchTextOf(code, symbol, fields.names),
    assetClass: fields.assetClass,
    tab: fields.tab,
    currency: fields.currency,
    lotSize: fields.lotSize,
    tickTable: fields.tickTable === null ? null : [...fields.tickTable],
    prevClose: fields.prevClose,
    sector: fields.profile.sector,
    description: fields.profile.description,
    sharesOutstanding: fields.profile.sharesOutstanding,
    peRatio: fields.profile.peRatio,
    dividendYield: fields.profile.dividendYield,
  };
}

/** Inserts instruments that are not there yet (by market and code); answers the new rows' ids by symbol. */
export async function insertInstruments(
  tx: Db,
  items: readonly (Instrument & { sortOrder: number })[],
  now: Date,
): Promise<Map<string, number>> {
  if (items.length === 0) return new Map();
  const rows = await tx
    .insert(instruments)
    .values(
      items.map((item) => ({
        ...instrumentColumns(item, item.code, item.symbol),
        market: item.market,
        code: item.code,
        symbol: item.symbol,
        sortOrder: item.sortOrder,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: instruments.id, symbol: instruments.symbol });
  // A new instrument may share a code another market's instrument is traded by.
  if (rows.length > 0) await invalidateCached(tx, [MARKETS_TAG]);
  return new Map(rows.map((row) => [row.symbol, row.id]));
}

/** The columns the start-up refresh compares with the seed (modules/markets/seed.ts). */
export async function findInstrumentsForRefresh(tx: Db) {
  return tx
    .select({
      id: instruments.id,
      code: instruments.code,
      symbol: instruments.symbol,
      names: instruments.names,
      searchText: instruments.searchText,
      sector: instruments.sector,
      description: instruments.description,
      sharesOutstanding: instruments.sharesOutstanding,
      peRatio: instruments.peRatio,
      dividendYield: instruments.dividendYield,
      createdAt: instruments.createdAt,
      updatedAt: instruments.updatedAt,
    })
    .from(instruments);
}

export type InstrumentRefresh = Partial<
  Pick<
    InstrumentRow,
    'names' | 'searchText' | 'sector' | 'description' | 'sharesOutstanding' | 'peRatio' | 'dividendYield'
  >
>;

/** Writes a start-up refresh; `updated_at` is left alone, so it still tells staff edits apart. */
export async function refreshInstrumentRow(tx: Db, id: number, changes: InstrumentRefresh): Promise<void> {
  await tx.update(instruments).set(changes).where(eq(instruments.id, id));
}

export async function nextSortOrder(tx: Db, market: MarketCode): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(instruments).where(eq(instruments.market, market));
  return (row?.total ?? 0) + 1;
}

export async function updateInstrumentRow(
  tx: Db,
  current: Pick<InstrumentRow, 'id' | 'code' | 'symbol'>,
  fields: InstrumentFields,
  now: Date,
): Promise<void> {
  await tx
    .update(instruments)
    .set({ ...instrumentColumns(fields, current.code, current.symbol), updatedAt: now })
    .where(eq(instruments.id, current.id));
  await invalidateCached(tx, [instrumentTag(current.id)]);
}

export async function updateInstrumentStatus(
  tx: Db,
  id: number,
  status: InstrumentStatus,
  reason: string,
  now: Date,
): Promise<void> {
  await tx
    .update(instruments)
    .set({ status, statusReason: reason, updatedAt: now })
    .where(eq(instruments.id, id));
  await invalidateCached(tx, [instrumentTag(id)]);
}
