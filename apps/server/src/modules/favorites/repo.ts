// Reads and writes the watchlist (favorites) and the search history (search_history), and runs the
// instrument search over instruments.search_text (code, symbol, names in every language, aliases).
import { and, asc, count, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { MARKET_CODES } from '@saham/domain/markets/types';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { favorites, searchHistory } from '../../db/schema-favorites.ts';
import { instruments } from '../../db/schema-markets.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { containsPattern, escapeLike } from '../../db/sql-helpers.ts';

export type InstrumentRow = typeof instruments.$inferSelect;

/** Domestic market first, then the order of MARKET_CODES. */
const marketOrder = sql`case ${instruments.market} ${sql.join(
  MARKET_CODES.map((code, index) => sql`when ${code} then ${sql.raw(String(index))}`),
  sql` `,
)} else ${sql.raw(String(MARKET_CODES.length))} end`;

/**
 * 0 the exact code (or symbol), 1 a code starting with the text, 2 a word of a name or alias starting
 * with it, 3 the text anywhere. `text` is already lower-cased and trimmed.
 */
function searchRank(text: string): SQL {
  const prefix = `${escapeLike(text)}%`;
  return sql`case
    when lower(${instruments.code}) = ${text} or lower(${instruments.symbol}) = ${text} then 0
    when lower(${instruments.code}) like ${prefix} then 1
    when (' ' || ${instruments.searchText}) like ${`% ${prefix}`} then 2
    else 3 end`;
}

/** A page of instruments matching the text (lower-cased, trimmed, not empty), best match first; unlisted ones never. */
export async function searchInstrumentPage(
  db: Db,
  text: string,
  page: number,
): Promise<{ rows: InstrumentRow[]; total: number }> {
  const where = and(
    sql`${instruments.searchText} like ${containsPattern(text)}`,
    ne(instruments.status, 'unlisted'),
  );
  const rows = await db
    .select()
    .from(instruments)
    .where(where)
    .orderBy(searchRank(text), marketOrder, asc(instruments.sortOrder), asc(instruments.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [totalRow] = await db.select({ total: count() }).from(instruments).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findInstrumentBySymbol(db: Db, symbol: string): Promise<InstrumentRow | null> {
  const rows = await db.select().from(instruments).where(eq(instruments.symbol, symbol)).limit(1);
  return rows[0] ?? null;
}

/** Which of some instruments are in a member's watchlist. */
export async function findFavoriteInstrumentIds(
  db: Db,
  memberId: number,
  instrumentIds: readonly number[],
): Promise<Set<number>> {
  if (instrumentIds.length === 0) return new Set();
  const rows = await db
    .select({ instrumentId: favorites.instrumentId })
    .from(favorites)
    .where(and(eq(favorites.memberId, memberId), inArray(favorites.instrumentId, [...instrumentIds])));
  return new Set(rows.map((row) => row.instrumentId));
}

/** Serialises a member's watchlist changes (the limit is checked against a count). */
export async function lockMember(tx: Db, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

export async function countFavorites(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(favorites).where(eq(favorites.memberId, memberId));
  return row?.total ?? 0;
}

/** Adds a favourite; answers false when it was there already. */
export async function insertFavorite(
  tx: Db,
  memberId: number,
  instrumentId: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(favorites)
    .values({ memberId, instrumentId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: favorites.id });
  return rows.length > 0;
}

export async function deleteFavorites(db: Db, memberId: number, symbols: readonly string[]): Promise<number> {
  const ids = db
    .select({ id: instruments.id })
    .from(instruments)
    .where(inArray(instruments.symbol, [...symbols]));
  const rows = await db
    .delete(favorites)
    .where(and(eq(favorites.memberId, memberId), inArray(favorites.instrumentId, ids)))
    .returning({ id: favorites.id });
  return rows.length;
}

export async function deleteAllFavorites(db: Db, memberId: number): Promise<number> {
  const rows = await db
    .delete(favorites)
    .where(eq(favorites.memberId, memberId))
    .returning({ id: favorites.id });
  return rows.length;
}

/** A page of a member's favourites with their instruments, most recently added first. */
export async function findFavoritePage(
  db: Db,
  memberId: number,
  page: number,
): Promise<{ rows: InstrumentRow[]; total: number }> {
  const rows = await db
    .select({ instrument: instruments })
    .from(favorites)
    .innerJoin(instruments, eq(instruments.id, favorites.instrumentId))
    .where(eq(favorites.memberId, memberId))
    .orderBy(desc(favorites.createdAt), desc(favorites.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  return { rows: rows.map((row) => row.instrument), total: await countFavorites(db, memberId) };
}

export interface HistoryRow {
  id: number;
  query: string | null;
  instrument: InstrumentRow | null;
  lastUsedAt: Date;
}

/** A member's history, most recently used first. */
export async function findHistory(db: Db, memberId: number, limit: number): Promise<HistoryRow[]> {
  return db
    .select({
      id: searchHistory.id,
      query: searchHistory.query,
      instrument: instruments,
      lastUsedAt: searchHistory.lastUsedAt,
    })
    .from(searchHistory)
    .leftJoin(instruments, eq(instruments.id, searchHistory.instrumentId))
    .where(eq(searchHistory.memberId, memberId))
    .orderBy(desc(searchHistory.lastUsedAt), desc(searchHistory.id))
    .limit(limit);
}

export type HistoryEntry = { query: string; instrumentId: null } | { query: null; instrumentId: number };

/**
 * Records a search, or moves the same one (by `dedupeKey`) to the top, then keeps only the member's
 * newest `keep` rows.
 */
export async function upsertHistory(
  tx: Db,
  memberId: number,
  dedupeKey: string,
  entry: HistoryEntry,
  now: Date,
  keep: number,
): Promise<void> {
  await tx
    .insert(searchHistory)
    .values({ memberId, dedupeKey, ...entry, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [searchHistory.memberId, searchHistory.dedupeKey],
      set: { query: entry.query, lastUsedAt: now },
    });
  const newest = tx
    .select({ id: searchHistory.id })
    .from(searchHistory)
    .where(eq(searchHistory.memberId, memberId))
    .orderBy(desc(searchHistory.lastUsedAt), desc(searchHistory.id))
    .limit(keep);
  await tx
    .delete(searchHistory)
    .where(and(eq(searchHistory.memberId, memberId), notInArray(searchHistory.id, newest)));
}

export async function deleteHistory(db: Db, memberId: number): Promise<void> {
  await db.delete(searchHistory).where(eq(searchHistory.memberId, memberId));
}
