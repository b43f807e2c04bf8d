// Tables of markets and instruments (issue 4 §1). A market's nested rules — sessions, half days,
// tick table, price-limit rule, fee schedule, lock rule — are JSON columns: each is small, always read
// and written whole with its market, validated by the domain (marketRulesProblem) before it is saved,
// and never queried by its contents, so separate tables would only add joins. Holidays are the
// exception: they are rows of market_holidays (schema-funding.ts), shared with the withdrawal calendar,
// because they are edited date by date, listed by year and grow every year. Instruments keep their
// fundamentals in columns (sortable, filterable); corporate actions are rows by ex-date, for the price
// engine's adjusted series and dividend payments.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@saham/domain/currencies';
import type {
  AssetClass,
  CorporateAction,
  InstrumentStatus,
  InstrumentTab,
  Sector,
} from '@saham/domain/markets/instrument';
import type {
  FeeRule,
  HalfDay,
  LocalizedName,
  LockRule,
  MarketCode,
  PriceLimitRule,
  SessionRange,
  TickBand,
} from '@saham/domain/markets/types';

const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const markets = pgTable(
  'markets',
  {
    /** MY | US | HK | JP | CN | CRYPTO | FX */
    code: text('code').$type<MarketCode>().primaryKey(),
    name: jsonb('name').$type<LocalizedName>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    timezone: text('timezone').notNull(),
    sessions: jsonb('sessions').$type<SessionRange[]>().notNull(),
    halfDays: jsonb('half_days').$type<HalfDay[]>().notNull(),
    lotSize: numeric('lot_size').notNull(),
    tickTable: jsonb('tick_table').$type<TickBand[]>().notNull(),
    priceLimit: jsonb('price_limit').$type<PriceLimitRule>().notNull(),
    fees: jsonb('fees').$type<FeeRule[]>().notNull(),
    lock: jsonb('lock').$type<LockRule>().notNull(),
    isShortSellingAllowed: boolean('is_short_selling_allowed').notNull(),
    maxLeverage: integer('max_leverage').notNull(),
    minOrderAmount: numeric('min_order_amount').notNull(),
    settlementDays: integer('settlement_days').notNull(),
    updatedAt: timeColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('markets_leverage_positive', sql`${table.maxLeverage} >= 1`),
    check('markets_lot_positive', sql`${table.lotSize} > 0`),
  ],
);

export const instruments = pgTable(
  'instruments',
  {
    id: serial('id').primaryKey(),
    market: text('market')
      .$type<MarketCode>()
      .notNull()
      .references(() => markets.code),
    code: text('code').notNull(),
    /** `${market}:${code}` */
    symbol: text('symbol').notNull().unique(),
    names: jsonb('names').$type<LocalizedName>().notNull(),
    /** Lower-cased code and names in every language, for search by any of them. */
    searchText: text('search_text').notNull(),
    /** stock | index | crypto | forex */
    assetClass: text('asset_class').$type<AssetClass>().notNull(),
    /** listed | otc | subscription | digital | forex (the market tab it is filed under) */
    tab: text('tab').$type<InstrumentTab>().notNull(),
    currency: text('currency').notNull(),
    lotSize: numeric('lot_size'),
    tickTable: jsonb('tick_table').$type<TickBand[]>(),
    prevClose: numeric('prev_close').notNull(),
    sector: text('sector').$type<Sector>(),
    description: text('description'),
    sharesOutstanding: numeric('shares_outstanding'),
    peRatio: numeric('pe_ratio'),
    dividendYield: numeric('dividend_yield'),
    /** listed | unlisted | suspended */
    status: text('status').$type<InstrumentStatus>().notNull().default('listed'),
    statusReason: text('status_reason'),
    /** Order within its market: the seed's order, new instruments last. */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timeColumn('created_at').notNull().defaultNow(),
    updatedAt: timeColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('instruments_market_code_idx').on(table.market, table.code),
    index('instruments_market_order_idx').on(table.market, table.sortOrder, table.id),
    index('instruments_tab_idx').on(table.tab, table.status),
    check('instruments_prev_close_positive', sql`${table.prevClose} > 0`),
  ],
);

export const corporateActions = pgTable(
  'corporate_actions',
  {
    id: serial('id').primaryKey(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    /** dividend | split */
    kind: text('kind').$type<CorporateAction['kind']>().notNull(),
    exDate: date('ex_date', { mode: 'string' }).notNull(),
    payDate: date('pay_date', { mode: 'string' }),
    /** Dividend per share in the instrument's currency. */
    amount: numeric('amount'),
    /** Split: `splitFrom` old shares become `splitTo` new ones. */
    splitFrom: integer('split_from'),
    splitTo: integer('split_to'),
  },
  (table) => [index('corporate_actions_instrument_idx').on(table.instrumentId, table.exDate)],
);
