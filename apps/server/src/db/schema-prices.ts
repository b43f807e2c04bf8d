// Stored prices (issue 4 §2): the latest quote of each instrument, one-minute candles and daily
// candles. Prices, volumes and turnovers are `numeric` (decimal strings at the boundary), never floats.
// Only these two candle sizes are stored: 5, 15 and 30 minutes are rolled up from the minutes, and
// week, month, six months and year from the days, on read, by the domain's roll-ups
// (packages/domain/src/prices/candles.ts), so a stored correction shows in every period at once.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { instruments } from './schema-markets.ts';

const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The latest quote per instrument, written by the market engine (batched, once a second) and read
 * by the quote calls. It is also the engine's saved state: a restart resumes the series from it.
 */
export const quotes = pgTable(
  'quotes',
  {
    instrumentId: integer('instrument_id')
      .primaryKey()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    last: numeric('last').notNull(),
    prevClose: numeric('prev_close').notNull(),
    /** Null before the trading day's first trade. */
    open: numeric('open'),
    high: numeric('high'),
    low: numeric('low'),
    volume: numeric('volume').notNull().default('0'),
    turnover: numeric('turnover').notNull().default('0'),
    /** The trading day the day fields belong to (YYYY-MM-DD in the market's calendar). */
    tradingDay: date('trading_day', { mode: 'string' }),
    /** The auction's indicative price while no continuous trade has followed it. */
    indicative: numeric('indicative'),
    /** The market phase at the last step: pre_open | auction | continuous | closing_auction | closed. */
    phase: text('phase').notNull(),
    /** The instant of the last step that moved the price (the engine's clock). */
    updatedAt: timeColumn('updated_at').notNull(),
    /**
     * The one-minute candle being built when the quote was stored, so a restart mid-minute keeps that
     * minute's open, high, low and volume: `<start ISO instant> <open> <high> <low> <close> <volume>
     * <turnover>` (decimals, space-separated; one text column keeps the engine's batched write light).
     * Null when no minute is open.
     */
    minuteCandle: text('minute_candle'),
  },
  (table) => [check('quotes_last_positive', sql`${table.last} > 0`)],
);

export const minuteCandles = pgTable(
  'candles_1m',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    /** The UTC instant the minute starts. */
    start: timeColumn('start').notNull(),
    open: numeric('open').notNull(),
    high: numeric('high').notNull(),
    low: numeric('low').notNull(),
    close: numeric('close').notNull(),
    volume: numeric('volume').notNull(),
    turnover: numeric('turnover').notNull(),
  },
  (table) => [primaryKey({ columns: [table.instrumentId, table.start] })],
);

export const dailyCandles = pgTable(
  'candles_1d',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    tradingDay: date('trading_day', { mode: 'string' }).notNull(),
    open: numeric('open').notNull(),
    high: numeric('high').notNull(),
    low: numeric('low').notNull(),
    close: numeric('close').notNull(),
    volume: numeric('volume').notNull(),
    turnover: numeric('turnover').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.instrumentId, table.tradingDay] }),
    index('candles_1d_day_idx').on(table.tradingDay),
  ],
);
