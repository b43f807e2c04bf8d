// Instrument search (public), the member's watchlist and search history (issue 4 §3). Names are in the
// caller's language: a member's stored language, else the accept-language header's (as news does).
import type { ParsedRequestOf } from '@saham/contract/call';
import type { Paged } from '@saham/contract/envelope';
import type * as calls from '@saham/contract/favorites';
import {
  MAX_FAVORITES,
  SEARCH_HISTORY_SIZE,
  type FavoriteState,
  type InstrumentItem,
  type SearchHistoryItem,
} from '@saham/contract/favorites';
import type { Language } from '@saham/domain/languages';
import { nameIn } from '@saham/domain/markets/instrument';
import type { MemberOnlyContext, MemberRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { toPaged } from '../../db/paging.ts';
import { readerLanguage } from '../notices/service.ts';
import { latestQuotesOf } from './quotes-join.ts';
import {
  countFavorites,
  deleteAllFavorites,
  deleteFavorites,
  deleteHistory,
  findFavoriteInstrumentIds,
  findFavoritePage,
  findHistory,
  findInstrumentBySymbol,
  insertFavorite,
  lockMember,
  searchInstrumentPage,
  upsertHistory,
  type HistoryRow,
  type InstrumentRow,
} from './repo.ts';

/** What a member typed, tidied: width-folded (full-width ＡＡＰＬ is AAPL), trimmed, single-spaced. */
function tidySearchText(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ');
}

/** What a search matches with: the tidied text, lower-cased. */
export function normalizeSearchText(text: string): string {
  return tidySearchText(text).toLowerCase();
}

async function toItems(
  context: MemberRequestContext,
  rows: readonly InstrumentRow[],
  favoriteIds: ReadonlySet<number>,
): Promise<InstrumentItem[]> {
  const [language, quotes] = await Promise.all([
    readerLanguage(context),
    latestQuotesOf(
      context.services,
      rows.map((row) => row.symbol),
    ),
  ]);
  return rows.map((row) => {
    const quote = quotes.get(row.symbol);
    return {
      symbol: row.symbol,
      market: row.market,
      code: row.code,
      name: nameIn(row.names, language),
      assetClass: row.assetClass,
      status: row.status,
      currency: row.currency,
      isFavorite: favoriteIds.has(row.id),
      last: quote?.last ?? null,
      change: quote?.change ?? null,
      changePercent: quote?.changePercent ?? null,
    };
  });
}

function memberIdOf(context: MemberRequestContext): number | null {
  const session = context.session;
  return session === null || session.isGuest ? null : session.memberId;
}

export async function searchInstruments(
  body: ParsedRequestOf<typeof calls.searchInstruments>,
  context: MemberRequestContext,
): Promise<Paged<InstrumentItem>> {
  const text = normalizeSearchText(body.q);
  if (text === '') return toPaged([], body.page, 0);
  const { db } = context.services;
  const { rows, total } = await searchInstrumentPage(db, text, body.page);
  const memberId = memberIdOf(context);
  const favoriteIds =
    memberId === null
      ? new Set<number>()
      : await findFavoriteInstrumentIds(
          db,
          memberId,
          rows.map((row) => row.id),
        );
  return toPaged(await toItems(context, rows, favoriteIds), body.page, total);
}

/** The instrument a member names, refused when unknown or unlisted. */
async function listedInstrument(context: MemberRequestContext, symbol: string): Promise<InstrumentRow> {
  const row = await findInstrumentBySymbol(context.services.db, symbol);
  if (!row || row.status === 'unlisted') return refuse('INSTRUMENT_NOT_FOUND');
  return row;
}

export async function addFavorite(
  body: ParsedRequestOf<typeof calls.addFavorite>,
  context: MemberOnlyContext,
): Promise<FavoriteState> {
  const instrument = await listedInstrument(context, body.symbol);
  const { memberId } = context.session;
  const { db, clock } = context.services;
  await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const isAlreadyThere = (await findFavoriteInstrumentIds(tx, memberId, [instrument.id])).size > 0;
    if (isAlreadyThere) return;
    if ((await countFavorites(tx, memberId)) >= MAX_FAVORITES)
      refuse('FAVORITES_LIMIT', { max: MAX_FAVORITES });
    await insertFavorite(tx, memberId, instrument.id, clock.now());
  });
  return { symbol: instrument.symbol, isFavorite: true };
}

export async function removeFavorites(
  body: ParsedRequestOf<typeof calls.removeFavorites>,
  context: MemberOnlyContext,
): Promise<{ removed: number }> {
  const { db } = context.services;
  const { memberId } = context.session;
  const removed =
    'all' in body
      ? await deleteAllFavorites(db, memberId)
      : await deleteFavorites(db, memberId, body.symbols);
  return { removed };
}

export async function listFavorites(
  body: ParsedRequestOf<typeof calls.listFavorites>,
  context: MemberOnlyContext,
): Promise<Paged<InstrumentItem>> {
  const { rows, total } = await findFavoritePage(context.services.db, context.session.memberId, body.page);
  const everyOne = new Set(rows.map((row) => row.id));
  return toPaged(await toItems(context, rows, everyOne), body.page, total);
}

export async function checkFavorite(
  body: ParsedRequestOf<typeof calls.checkFavorite>,
  context: MemberOnlyContext,
): Promise<FavoriteState> {
  const row = await findInstrumentBySymbol(context.services.db, body.symbol);
  if (!row) return refuse('INSTRUMENT_NOT_FOUND');
  const found = await findFavoriteInstrumentIds(context.services.db, context.session.memberId, [row.id]);
  return { symbol: row.symbol, isFavorite: found.has(row.id) };
}

function toHistoryItem(row: HistoryRow, language: Language): SearchHistoryItem | null {
  const usedAt = row.lastUsedAt.toISOString();
  if (row.query !== null) return { kind: 'query', id: row.id, query: row.query, usedAt };
  const instrument = row.instrument;
  if (!instrument) return null;
  return {
    kind: 'instrument',
    id: row.id,
    symbol: instrument.symbol,
    code: instrument.code,
    name: nameIn(instrument.names, language),
    market: instrument.market,
    usedAt,
  };
}

export async function listSearchHistory(
  _body: Record<string, never>,
  context: MemberOnlyContext,
): Promise<SearchHistoryItem[]> {
  const [language, rows] = await Promise.all([
    readerLanguage(context),
    findHistory(context.services.db, context.session.memberId, SEARCH_HISTORY_SIZE),
  ]);
  return rows.flatMap((row) => toHistoryItem(row, language) ?? []);
}

export async function addSearchHistory(
  body: ParsedRequestOf<typeof calls.addSearchHistory>,
  context: MemberOnlyContext,
): Promise<null> {
  const query = tidySearchText(body.q ?? '');
  if ((query === '') === (body.symbol === undefined)) refuse('INVALID_INPUT', { field: 'q' });
  const { memberId } = context.session;
  const { db, clock } = context.services;
  const instrument = body.symbol === undefined ? null : await listedInstrument(context, body.symbol);
  await db.transaction(async (tx) => {
    if (instrument === null) {
      const key = `q:${normalizeSearchText(query)}`;
      await upsertHistory(tx, memberId, key, { query, instrumentId: null }, clock.now(), SEARCH_HISTORY_SIZE);
    } else {
      const entry = { query: null, instrumentId: instrument.id };
      await upsertHistory(tx, memberId, `i:${instrument.id}`, entry, clock.now(), SEARCH_HISTORY_SIZE);
    }
  });
  return null;
}

export async function clearSearchHistory(
  _body: Record<string, never>,
  context: MemberOnlyContext,
): Promise<null> {
  await deleteHistory(context.services.db, context.session.memberId);
  return null;
}
