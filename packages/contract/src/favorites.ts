// Member calls of instrument search, the watchlist (favourites) and the search history (issue 4 §3,
// spec §2 "watchlist (select all, delete); search with history"). Anyone may search; the watchlist
// and the history are a member's own (visitors are refused with LOGIN_REQUIRED).
import { z } from 'zod';
import { ASSET_CLASSES, INSTRUMENT_STATUSES } from '@saham/domain/markets/instrument';
import { MARKET_CODES } from '@saham/domain/markets/types';
import { memberCall } from './call.ts';
import { isoTimeSchema, nullSchema, pageSchema, pagedSchema, emptySchema } from './envelope.ts';

/** A member keeps at most this many favourites (FAVORITES_LIMIT beyond). */
export const MAX_FAVORITES = 200;
/** The search history keeps a member's latest this many distinct searches. */
export const SEARCH_HISTORY_SIZE = 20;
/** Longest search text accepted. */
export const MAX_SEARCH_LENGTH = 50;

const symbolSchema = z.string().trim().min(1).max(40);

/** An instrument as lists show it: identity, its name in the caller's language, and its latest quote. */
export const instrumentItemSchema = z.object({
  /** `${market}:${code}`, e.g. MY:1155. */
  symbol: z.string(),
  market: z.enum(MARKET_CODES),
  code: z.string(),
  name: z.string(),
  assetClass: z.enum(ASSET_CLASSES),
  status: z.enum(INSTRUMENT_STATUSES),
  currency: z.string(),
  /** Whether it is in the caller's watchlist (always false for visitors). */
  isFavorite: z.boolean(),
  /** Latest price, change against the previous close and that change in percent (decimal strings); null without a quote. */
  last: z.string().nullable(),
  change: z.string().nullable(),
  changePercent: z.string().nullable(),
});
export type InstrumentItem = z.infer<typeof instrumentItemSchema>;

export const searchInstruments = memberCall({
  path: 'market/search',
  summary: 'Search instruments by code or name',
  description:
    'Instruments whose code, name in any language (zh, ch, en, ml, ja, ko) or short name ' +
    'contains the text, ignoring case and surrounding spaces: the exact code first, then codes ' +
    'starting with it, then names with a word starting with it, then the rest. Unlisted ' +
    'instruments are never found. Empty text finds nothing.',
  access: 'public',
  request: z.object({ q: z.string().max(MAX_SEARCH_LENGTH), page: pageSchema }),
  response: pagedSchema(instrumentItemSchema),
});

export const favoriteStateSchema = z.object({ symbol: z.string(), isFavorite: z.boolean() });
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

export const addFavorite = memberCall({
  path: 'favorite/add',
  summary: 'Add an instrument to the watchlist',
  description: 'Adds an instrument to the watchlist; adding one already there changes nothing.',
  access: 'member',
  request: z.object({ symbol: symbolSchema }),
  response: favoriteStateSchema,
});

export const removeFavorites = memberCall({
  path: 'favorite/remove',
  summary: 'Remove instruments from the watchlist',
  description:
    'Removes instruments from the watchlist: the given symbols (those not in it are ignored), ' +
    'or with `all: true` every favourite, loaded on the screen or not ("select all" and ' +
    'delete).',
  access: 'member',
  request: z.union([
    z.object({ symbols: z.array(symbolSchema).min(1).max(MAX_FAVORITES) }).strict(),
    z.object({ all: z.literal(true) }).strict(),
  ]),
  response: z.object({ removed: z.number().int() }),
});

export const listFavorites = memberCall({
  path: 'favorite/list',
  summary: 'The watchlist with quotes, ten a page',
  description: 'The watchlist, most recently added first, ten a page.',
  access: 'member',
  request: z.object({ page: pageSchema }),
  response: pagedSchema(instrumentItemSchema),
});

export const checkFavorite = memberCall({
  path: 'favorite/check',
  summary: 'Whether an instrument is in the watchlist',
  description: 'Whether an instrument is in the watchlist (the star on the stock detail screen).',
  access: 'member',
  request: z.object({ symbol: symbolSchema }),
  response: favoriteStateSchema,
});

export const searchHistoryItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('query'), id: z.number().int(), query: z.string(), usedAt: isoTimeSchema }),
  z.object({
    kind: z.literal('instrument'),
    id: z.number().int(),
    symbol: z.string(),
    code: z.string(),
    name: z.string(),
    market: z.enum(MARKET_CODES),
    usedAt: isoTimeSchema,
  }),
]);
export type SearchHistoryItem = z.infer<typeof searchHistoryItemSchema>;

export const searchHistory = memberCall({
  path: 'search/history',
  summary: "The member's latest searches",
  description: "The member's latest distinct searches, most recent first (at most SEARCH_HISTORY_SIZE).",
  access: 'member',
  request: emptySchema,
  response: z.array(searchHistoryItemSchema),
});

export const addSearchHistory = memberCall({
  path: 'search/historyAdd',
  summary: 'Record a search in the search history',
  description:
    'Records a search: the text submitted (`q`) or the instrument opened from the results ' +
    '(`symbol`), exactly one of them. The same search again moves to the top; the oldest beyond ' +
    'the size are dropped.',
  access: 'member',
  request: z.object({
    q: z.string().max(MAX_SEARCH_LENGTH).optional(),
    symbol: symbolSchema.optional(),
  }),
  response: nullSchema,
});

export const clearSearchHistory = memberCall({
  path: 'search/historyClear',
  summary: 'Clear the search history',
  description: "Clears the member's search history.",
  access: 'member',
  request: emptySchema,
  response: nullSchema,
});
