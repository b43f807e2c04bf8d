// Tables of trading (issue 5): orders (opening orders and queued closes), positions and fills.
// Quantities and prices are `numeric` (decimal strings); money is bigint minor units of the market's
// currency. Every state change is a guarded update (`… where status = 'pending'`), so a fill, a
// cancel and a close each happen once however many requests or engine rounds race for them.
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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderKind, OrderStatus, PositionStatus } from '@saham/contract/trading';
import type { Currency } from '@saham/domain/currencies';
import type { MarketCode } from '@saham/domain/markets/types';
import type { Direction, PriceType } from '@saham/domain/trading/orders';

const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An order. `kind` open: a member's buy (long or short), market (filled at once) or limit (pending,
 * its margin, fee and tax frozen, until a tick reaches the limit or it is cancelled). `kind` close: a
 * close asked for while the market was shut, pending until the next session opens (withdrawable).
 * Status: pending → filled | cancelled.
 */
export const tradeOrders = pgTable(
  'trade_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: integer('member_id').notNull(),
    instrumentId: integer('instrument_id').notNull(),
    symbol: text('symbol').notNull(),
    market: text('market').$type<MarketCode>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** open | close */
    kind: text('kind').$type<OrderKind>().notNull(),
    /** long | short */
    direction: text('direction').$type<Direction>().notNull(),
    /** limit | market */
    priceType: text('price_type').$type<PriceType>().notNull(),
    /** The limit price; null for market orders and queued closes. */
    price: numeric('price'),
    quantity: numeric('quantity').notNull(),
    leverage: integer('leverage').notNull(),
    /** pending | filled | cancelled */
    status: text('status').$type<OrderStatus>().notNull(),
    /** Held in the member's frozen bucket while pending (margin + fee + tax at the limit price). */
    frozenMinor: bigint('frozen_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The position a close order closes, or the position an open order's fill opened. */
    positionId: bigint('position_id', { mode: 'number' }),
    fillPrice: numeric('fill_price'),
    createdAt: timeColumn('created_at').notNull(),
    filledAt: timeColumn('filled_at'),
    cancelledAt: timeColumn('cancelled_at'),
  },
  (table) => [
    index('trade_orders_member_idx').on(table.memberId, table.status, table.id),
    // The engine's round reads pending orders by instrument.
    index('trade_orders_pending_idx')
      .on(table.instrumentId, table.id)
      .where(sql`${table.status} = 'pending'`),
    check('trade_orders_quantity_positive', sql`${table.quantity} > 0`),
    check('trade_orders_leverage_positive', sql`${table.leverage} >= 1`),
  ],
);

/**
 * A position: opened by a fill, holding until closed. A partial close splits off a closed position
 * of the closed quantity (with its share of margin and opening charges); the rest keeps holding.
 * Status: holding → preparing_to_close (a queued close) → closed; back to holding if withdrawn.
 */
export const tradePositions = pgTable(
  'trade_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    positionNo: text('position_no').notNull().unique(),
    memberId: integer('member_id').notNull(),
    instrumentId: integer('instrument_id').notNull(),
    symbol: text('symbol').notNull(),
    market: text('market').$type<MarketCode>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    direction: text('direction').$type<Direction>().notNull(),
    priceType: text('price_type').$type<PriceType>().notNull(),
    leverage: integer('leverage').notNull(),
    quantity: numeric('quantity').notNull(),
    entryPrice: numeric('entry_price').notNull(),
    /** Margin still held in the member's margin bucket for this position. */
    marginMinor: bigint('margin_minor', { mode: 'bigint' }).notNull(),
    openFeeMinor: bigint('open_fee_minor', { mode: 'bigint' }).notNull(),
    openTaxMinor: bigint('open_tax_minor', { mode: 'bigint' }).notNull(),
    /** holding | preparing_to_close | closed */
    status: text('status').$type<PositionStatus>().notNull(),
    /** The order whose fill opened it. */
    openOrderId: bigint('open_order_id', { mode: 'number' }).notNull(),
    /** For a piece split off by a partial close: the position it came from. */
    parentId: bigint('parent_id', { mode: 'number' }),
    openedAt: timeColumn('opened_at').notNull(),
    lockedUntil: timeColumn('locked_until').notNull(),
    exitPrice: numeric('exit_price'),
    closeFeeMinor: bigint('close_fee_minor', { mode: 'bigint' }),
    closeTaxMinor: bigint('close_tax_minor', { mode: 'bigint' }),
    /** Gross P&L posted at close (before charges). */
    grossPnlMinor: bigint('gross_pnl_minor', { mode: 'bigint' }),
    isForcedClose: boolean('is_forced_close').notNull().default(false),
    closedAt: timeColumn('closed_at'),
  },
  (table) => [
    index('trade_positions_member_idx').on(table.memberId, table.status, table.id),
    index('trade_positions_open_idx')
      .on(table.instrumentId, table.id)
      .where(sql`${table.status} <> 'closed'`),
    check('trade_positions_quantity_positive', sql`${table.quantity} > 0`),
    check('trade_positions_margin_non_negative', sql`${table.marginMinor} >= 0`),
  ],
);

/** One execution: an opening fill of an order, or a close of (part of) a position. */
export const tradeFills = pgTable(
  'trade_fills',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    /** open | close */
    kind: text('kind').$type<OrderKind>().notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    positionId: bigint('position_id', { mode: 'number' }).notNull(),
    price: numeric('price').notNull(),
    quantity: numeric('quantity').notNull(),
    notionalMinor: bigint('notional_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'bigint' }).notNull(),
    grossPnlMinor: bigint('gross_pnl_minor', { mode: 'bigint' }),
    createdAt: timeColumn('created_at').notNull(),
  },
  (table) => [
    // An order fills once: a second fill of the same order fails here whatever raced.
    uniqueIndex('trade_fills_order_idx').on(table.orderId, table.kind),
    index('trade_fills_position_idx').on(table.positionId),
  ],
);

/** Per-member trading permissions staff grant (issue 5 §5): margin trading (leverage above 1×). */
export const memberTradingSettings = pgTable('member_trading_settings', {
  memberId: integer('member_id').primaryKey(),
  isMarginEnabled: boolean('is_margin_enabled').notNull().default(false),
  updatedAt: timeColumn('updated_at').notNull().defaultNow(),
});

/**
 * The dealing desk's settings (one row, id 1): the spread market orders fill at, in basis points of
 * the price, and the maintenance margin (percent of a position's margin left when it is force-closed).
 */
export const tradingSettings = pgTable(
  'trading_settings',
  {
    id: integer('id').primaryKey(),
    marketSpreadBps: integer('market_spread_bps').notNull().default(0),
    maintenanceMarginPercent: integer('maintenance_margin_percent').notNull().default(50),
    updatedAt: timeColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('trading_settings_single_row', sql`${table.id} = 1`),
    check('trading_settings_spread_range', sql`${table.marketSpreadBps} between 0 and 1000`),
    check('trading_settings_maintenance_range', sql`${table.maintenanceMarginPercent} between 0 and 100`),
  ],
);
