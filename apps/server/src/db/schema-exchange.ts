// Tables of currency exchange (issue 3): staff-set mid rates against the ringgit, spreads, and the
// members' exchanges with the rate each one used.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@saham/domain/currencies';

const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mid rate of each currency in ringgit per one unit (MYR itself is 1). Reference data, staff-edited. */
export const fxRates = pgTable(
  'fx_rates',
  {
    currency: text('currency').$type<Currency>().primaryKey(),
    midRate: numeric('mid_rate', { precision: 24, scale: 10 }).notNull(),
    updatedAt: timeColumn('updated_at').notNull().defaultNow(),
    updatedByStaffId: integer('updated_by_staff_id'),
  },
  (table) => [check('fx_rates_positive', sql`${table.midRate} > 0`)],
);

/**
 * The house's spread in basis points, per pair; the row ('*', '*') is the global spread used by
 * every pair without its own row.
 */
export const fxSpreads = pgTable(
  'fx_spreads',
  {
    fromCurrency: text('from_currency').$type<Currency | '*'>().notNull(),
    toCurrency: text('to_currency').$type<Currency | '*'>().notNull(),
    spreadBps: integer('spread_bps').notNull(),
    updatedAt: timeColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.fromCurrency, table.toCurrency] }),
    check('fx_spreads_range', sql`${table.spreadBps} >= 0 and ${table.spreadBps} < 5000`),
  ],
);

/** One row per exchange a member made, written with its journal entry in one transaction. */
export const exchanges = pgTable(
  'exchanges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id').notNull(),
    fromCurrency: text('from_currency').$type<Currency>().notNull(),
    toCurrency: text('to_currency').$type<Currency>().notNull(),
    fromAmountMinor: bigint('from_amount_minor', { mode: 'bigint' }).notNull(),
    toAmountMinor: bigint('to_amount_minor', { mode: 'bigint' }).notNull(),
    /** The quoted rate used: units of `to` per one unit of `from`, after the spread. */
    rate: numeric('rate', { precision: 30, scale: 10 }).notNull(),
    spreadBps: integer('spread_bps').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    createdAt: timeColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('exchanges_order_no_idx').on(table.orderNo),
    index('exchanges_member_idx').on(table.memberId, table.id),
  ],
);
