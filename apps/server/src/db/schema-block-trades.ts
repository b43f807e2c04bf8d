// Tables of block trades (issue 5 §4): the block deals staff offer (an instrument at a fixed block
// price, a minimum of shares, a secret key, an open window and a lock) and the members' purchases.
// A purchase opens an ordinary trading position (trade_orders / trade_positions): this table links it
// to its deal. Quantities and prices are `numeric`; money is bigint minor units of the deal's currency.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { MarketCode } from '@saham/domain/markets/types';
import type { Currency } from '@saham/domain/currencies';

const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A block deal. The secret key is stored only as a hash; staff may set a new one, never read it. */
export const blockTradeDeals = pgTable(
  'block_trade_deals',
  {
    id: serial('id').primaryKey(),
    instrumentId: integer('instrument_id').notNull(),
    symbol: text('symbol').notNull(),
    market: text('market').$type<MarketCode>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    blockPrice: numeric('block_price').notNull(),
    minShares: numeric('min_shares').notNull(),
    secretKeyHash: text('secret_key_hash').notNull(),
    opensAt: timeColumn('opens_at').notNull(),
    closesAt: timeColumn('closes_at').notNull(),
    lockDays: integer('lock_days').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: timeColumn('created_at').notNull(),
    updatedAt: timeColumn('updated_at').notNull(),
  },
  (table) => [
    index('block_trade_deals_open_idx').on(table.isEnabled, table.closesAt, table.id),
    check('block_trade_deals_price_positive', sql`${table.blockPrice} > 0`),
    check('block_trade_deals_min_shares_positive', sql`${table.minShares} > 0`),
    check('block_trade_deals_lock_days_range', sql`${table.lockDays} between 0 and 3650`),
    check('block_trade_deals_window', sql`${table.closesAt} > ${table.opensAt}`),
  ],
);

/** A member's purchase of a block deal: the trading order it filled and the position it opened. */
export const blockTradeOrders = pgTable(
  'block_trade_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dealId: integer('deal_id').notNull(),
    memberId: integer('member_id').notNull(),
    tradeOrderId: bigint('trade_order_id', { mode: 'number' }).notNull().unique(),
    positionId: bigint('position_id', { mode: 'number' }).notNull(),
    orderNo: text('order_no').notNull(),
    symbol: text('symbol').notNull(),
    market: text('market').$type<MarketCode>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    price: numeric('price').notNull(),
    quantity: numeric('quantity').notNull(),
    marginMinor: bigint('margin_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'bigint' }).notNull(),
    lockedUntil: timeColumn('locked_until').notNull(),
    createdAt: timeColumn('created_at').notNull(),
  },
  (table) => [
    index('block_trade_orders_member_idx').on(table.memberId, table.id),
    index('block_trade_orders_deal_idx').on(table.dealId, table.id),
    check('block_trade_orders_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
