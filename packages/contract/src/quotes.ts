// Member calls of quotes (issue 4 §3): the index cards of spec §7 (`parameter/gszk`), quote lists per
// market tab, the quote detail with the instrument's profile, and candles by period and adjustment.
// Access is public: visitors read quotes too. Names are in the member's stored language or, without a
// member, the accept-language header's (the notices' fallback: that language, else English).
// Prices, volumes and turnovers are decimal strings; times are ISO 8601 UTC.
import { z } from 'zod';
import { ASSET_CLASSES, INSTRUMENT_STATUSES, MARKET_TABS, SECTORS } from '@saham/domain/markets/instrument';
import { MARKET_CODES, PHASES } from '@saham/domain/markets/types';
import { INDEX_QUOTE_TYPES } from '@saham/domain/prices/index-quote';
import { ADJUSTMENT_MODES } from '@saham/domain/prices/adjustment';
import type { InvestorClass } from '@saham/domain/prices/flows';
import { memberCall } from './call.ts';
import { isoTimeSchema, moneySchema, pageSchema, pagedSchema } from './envelope.ts';

const decimalSchema = moneySchema;
/** `MARKET:CODE`, e.g. `MY:1155`. */
const symbolSchema = z.string().trim().min(3).max(40);

/**
 * One index quote exactly as spec §7: the app derives gainValue, gain (2 decimals of prev_close), the
 * display time and the icon tag, and shows `details.ko_name` (the name in the reader's language),
 * falling back to the upper-cased code.
 */
export const indexQuoteSchema = z.object({
  code: z.string(),
  close: decimalSchema,
  prev_close: decimalSchema,
  details: z.object({ ko_name: z.string().nullable() }),
});
export type IndexQuote = z.infer<typeof indexQuoteSchema>;

export const indexQuotes = memberCall({
  path: 'parameter/gszk',
  summary: 'Index quotes of the domestic (Bursa) and US markets',
  description: 'gngs: the domestic (Bursa) indices; meiguo: the US indices.',
  access: 'public',
  request: z.object({ type: z.enum(INDEX_QUOTE_TYPES) }),
  response: z.array(indexQuoteSchema),
});

/** A market's phase now, or `suspended` for a suspended instrument. */
export const QUOTE_PHASES = [...PHASES, 'suspended'] as const;
export type QuotePhase = (typeof QUOTE_PHASES)[number];

export const quoteSchema = z.object({
  symbol: z.string(),
  code: z.string(),
  market: z.enum(MARKET_CODES),
  /** The name in the reader's language (else English). */
  name: z.string(),
  assetClass: z.enum(ASSET_CLASSES),
  status: z.enum(INSTRUMENT_STATUSES),
  currency: z.string(),
  last: decimalSchema,
  prevClose: decimalSchema,
  /** last − prevClose. */
  change: decimalSchema,
  /** The change in percent of prevClose, two decimals, halves away from zero. */
  changePercent: decimalSchema,
  open: decimalSchema.nullable(),
  high: decimalSchema.nullable(),
  low: decimalSchema.nullable(),
  /** The trading day's volume (shares, or units of a coin) and turnover (quote currency). */
  volume: decimalSchema,
  turnover: decimalSchema,
  /** The call auction's indicative price while the market is in an auction phase; else null. */
  indicative: decimalSchema.nullable(),
  phase: z.enum(QUOTE_PHASES),
  /** The trading day of the day fields; null before the engine's first step. */
  tradingDay: z.string().nullable(),
  /** When the quote last moved. */
  time: isoTimeSchema.nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const QUOTE_SORTS = ['default', 'gainers', 'losers', 'turnover'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];

export const marketQuotes = memberCall({
  path: 'market/quotes',
  summary: 'Quotes of a market tab, ten a page',
  description:
    'The quotes of a market tab (apps/web/README.md, "Market tabs"), ten a page. `default` ' +
    "keeps the market's order (Bursa first); gainers and losers sort by change percent, " +
    'turnover by turnover. Prices move between one page and the next, so a ranking (gainers, ' +
    'losers, turnover) is taken once, at the first page: its answer names the `ranking`, and ' +
    'the next pages of the same list send it back to continue that order — no instrument shown ' +
    "twice or skipped. Each page's prices are fresh; an unknown or expired ranking (kept a few " +
    'minutes) is ranked again.',
  access: 'public',
  request: z.object({
    tab: z.enum(MARKET_TABS),
    market: z.enum(MARKET_CODES).optional(),
    sort: z.enum(QUOTE_SORTS).default('default'),
    page: pageSchema,
    ranking: z.string().max(64).optional(),
  }),
  response: pagedSchema(quoteSchema).extend({
    /** The ranking the next pages continue; null for the market's own order. */
    ranking: z.string().nullable(),
  }),
});

export const quoteDetailSchema = quoteSchema.extend({
  profile: z.object({
    sector: z.enum(SECTORS).nullable(),
    description: z.string().nullable(),
    sharesOutstanding: decimalSchema.nullable(),
    /** shares outstanding × last, whole units. */
    marketCap: decimalSchema.nullable(),
    peRatio: decimalSchema.nullable(),
    /** Percent a year. */
    dividendYield: decimalSchema.nullable(),
  }),
  lotSize: decimalSchema,
  /** The tick at the last price. */
  tickSize: decimalSchema,
  /** Today's limits around prevClose; null where the market has none. */
  priceLimits: z.object({ lower: decimalSchema, upper: decimalSchema }).nullable(),
  /** Now while the market is in a session phase, else when the next one starts; null when none within 60 days. */
  nextOpen: isoTimeSchema.nullable(),
  /** When continuous trading next starts (after a pre-open or auction); now while trading; null when none within 60 days. */
  tradingOpens: isoTimeSchema.nullable(),
  timezone: z.string(),
  /** The market's rules the order entry shows: whether members may sell short, and the leverage cap. */
  isShortSellingAllowed: z.boolean(),
  maxLeverage: z.number().int(),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

export const marketDetail = memberCall({
  path: 'market/detail',
  summary: "One instrument's quote and profile",
  description:
    "One instrument's quote and profile; an unknown or unlisted symbol is refused with " +
    'PRODUCT_NOT_FOUND.',
  access: 'public',
  request: z.object({ symbol: symbolSchema }),
  response: quoteDetailSchema,
});

export const CANDLE_PERIODS = ['1m', '5m', '15m', '30m', '1d', '1w', '1mo', '6mo', '1y'] as const;
export type CandlePeriod = (typeof CANDLE_PERIODS)[number];
export const INTRADAY_CANDLE_PERIODS: readonly CandlePeriod[] = ['1m', '5m', '15m', '30m'];
export const MAX_CANDLES = 500;
export const DEFAULT_CANDLES = 300;

export const candleSchema = z.object({
  /** Intraday: the bucket's start instant; longer periods: midnight UTC of `date`. */
  time: isoTimeSchema,
  /** The trading day (day candles) or the period's first calendar day (week, month, 6 months, year); null intraday. */
  date: z.string().nullable(),
  open: decimalSchema,
  high: decimalSchema,
  low: decimalSchema,
  close: decimalSchema,
  volume: decimalSchema,
  turnover: decimalSchema,
});
export type CandleWire = z.infer<typeof candleSchema>;

export const marketCandles = memberCall({
  path: 'market/candles',
  summary: 'Price candles of an instrument, for charts',
  description:
    'Candles oldest first, at most `limit` (≤ 500), ending before `before` (an ISO time for ' +
    'intraday periods, a YYYY-MM-DD date otherwise) to page back. The time-share chart (分时) is ' +
    "`1m` of the current or last trading day: `tradingDay` names it. The current day's candle " +
    'is built from the live quote. Adjustment: none (不复权), forward (前复权) or backward (后复权).',
  access: 'public',
  request: z.object({
    symbol: symbolSchema,
    period: z.enum(CANDLE_PERIODS),
    adjust: z.enum(ADJUSTMENT_MODES).default('none'),
    before: z.string().max(40).optional(),
    limit: z.number().int().min(1).max(MAX_CANDLES).default(DEFAULT_CANDLES),
  }),
  response: z.object({
    symbol: z.string(),
    period: z.enum(CANDLE_PERIODS),
    adjust: z.enum(ADJUSTMENT_MODES),
    /** The trading day of the latest candles (time-share). */
    tradingDay: z.string().nullable(),
    candles: z.array(candleSchema),
    /** Older candles exist: page back with before = the first candle's time (or date). */
    hasMore: z.boolean(),
  }),
});

/**
 * What a market is doing now, for the member: `open` (continuous trading), `pre_open` (orders in, no
 * matching), `auction` (opening or closing call auction), `closed`, or `holiday` (a market holiday
 * today).
 */
export const MARKET_STATES = ['open', 'pre_open', 'auction', 'closed', 'holiday'] as const;
export type MarketState = (typeof MARKET_STATES)[number];

export const marketSummarySchema = z.object({
  market: z.enum(MARKET_CODES),
  /** The market's name in the reader's language (else English). */
  name: z.string(),
  currency: z.string(),
  timezone: z.string(),
  state: z.enum(MARKET_STATES),
  phase: z.enum(PHASES),
  /** The holiday's name when today (the market's local date) is one; else null. */
  holiday: z.string().nullable(),
  /** The market's local date now (YYYY-MM-DD). */
  localDate: z.string(),
  /** Today's session ranges (local date of the market), in time order; empty on a holiday or weekend. */
  sessions: z.array(z.object({ phase: z.enum(PHASES), start: isoTimeSchema, end: isoTimeSchema })),
  /** Now while a session phase is on, else when the next one starts; null when none within 60 days. */
  nextOpen: isoTimeSchema.nullable(),
  /** Listed instruments (indices excepted) above, below and at their previous close. */
  advancers: z.number().int(),
  decliners: z.number().int(),
  unchanged: z.number().int(),
  /** The sum of those instruments' turnover of their latest trading day, in the market's currency. */
  turnover: decimalSchema,
  /** The market's listed indices. */
  indices: z.array(quoteSchema),
});
export type MarketSummary = z.infer<typeof marketSummarySchema>;

export const marketSummary = memberCall({
  path: 'market/summary',
  summary: "Every market's phase, sessions, breadth and indices",
  description:
    "Every market in the app's order (Bursa first) with its phase, today's sessions, breadth " +
    "and indices. `asOf` is the server's time of the answer: countdowns to an opening run on " +
    "the server's clock.",
  access: 'public',
  request: z.object({}),
  response: z.object({ asOf: isoTimeSchema, markets: z.array(marketSummarySchema) }),
});

/** Trading days market/flows answers by default and at most. */
export const DEFAULT_FLOW_DAYS = 10;
export const MAX_FLOW_DAYS = 60;

const netBuyingSchema = z.object({ volume: decimalSchema, value: decimalSchema });

export const dayFlowsSchema = z.object({
  /** The trading day, YYYY-MM-DD. */
  date: z.string(),
  volume: decimalSchema,
  /** Shares sold short that day (≤ volume) and their share of the volume in percent, two decimals. */
  shortVolume: decimalSchema,
  shortPercent: decimalSchema,
  /**
   * Net buying (bought − sold; negative = net selling) by investor class: shares, and shares × close.
   * Every class is always present: an object with one property per class, not a record, so that the
   * OpenAPI document defines each required property (a record's enum keys are lost on the way).
   */
  net: z.object({
    localInstitutions: netBuyingSchema,
    localRetail: netBuyingSchema,
    foreign: netBuyingSchema,
  } satisfies Record<InvestorClass, typeof netBuyingSchema>),
});
export type DayFlowsWire = z.infer<typeof dayFlowsSchema>;

export const marketFlows = memberCall({
  path: 'market/flows',
  summary: 'Short selling and investor net buying of a stock by day',
  description:
    "Short selling and investor net buying of a stock's latest completed trading days, newest " +
    'first (empty for indices, crypto and forex). Provider data: until a real feed is ' +
    "connected, the simulator's provider derives them from its seed and the stored day candles " +
    '(packages/domain/src/prices/flows.ts), so the same seed always answers the same figures.',
  access: 'public',
  request: z.object({
    symbol: symbolSchema,
    days: z.number().int().min(1).max(MAX_FLOW_DAYS).default(DEFAULT_FLOW_DAYS),
  }),
  response: z.object({
    symbol: z.string(),
    currency: z.string(),
    /** Who supplies the figures: `simulator` until a real feed is connected. */
    source: z.enum(['simulator', 'feed']),
    days: z.array(dayFlowsSchema),
  }),
});
