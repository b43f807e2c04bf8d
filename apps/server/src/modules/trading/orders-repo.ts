// SQL of orders: writing, locking and settling them, the one-statement fills of an opening order and of
// a market order (trade_fill_market_order, migration 0022), members' order pages and the desk's book.
import { and, asc, count, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { Currency } from '@saham/domain/currencies';
import type { MarketCode } from '@saham/domain/markets/types';
import type { Direction } from '@saham/domain/trading/orders';
import type { Db } from '../../db/client.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { noteOrderSettled, noteOrderWritten, type PendingOrderFields } from './order-book.ts';
import { tradeFills, tradeOrders, tradePositions } from '../../db/schema-trading.ts';
import type { NewFill, NewOrder, NewPosition, OrderRow, PositionRow } from './rows.ts';

export async function insertOrder(db: Db, order: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(tradeOrders).values(order).returning();
  if (!row) throw new Error('order not written');
  // A pending limit order or queued close joins the desk's book once this commits.
  await noteOrderWritten(db, row);
  return row;
}

/** The order, its row locked until the transaction ends. */
export async function lockOrder(db: Db, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(tradeOrders).where(eq(tradeOrders.id, orderId)).for('update');
  return row ?? null;
}

/** Moves a pending order on; false when it had already left pending (someone else won). */
export async function settleOrder(
  db: Db,
  orderId: number,
  change: Partial<Pick<OrderRow, 'status' | 'fillPrice' | 'filledAt' | 'cancelledAt' | 'positionId'>>,
): Promise<boolean> {
  const rows = await db
    .update(tradeOrders)
    .set(change)
    .where(and(eq(tradeOrders.id, orderId), eq(tradeOrders.status, 'pending')))
    .returning({ id: tradeOrders.id });
  if (rows.length !== 1) return false;
  // It leaves the desk's book once this commits.
  await noteOrderSettled(db, orderId);
  return true;
}

/**
 * A pending opening order's fill, in ONE statement (data-modifying CTEs): opens the position, records
 * the fill and marks the order filled with that position (guarded: only while pending). Returns the
 * position. The caller holds the order's row lock and has checked it pending; should the order have
 * left pending anyway, it throws and the transaction rolls back. Replaces three round trips.
 */
export async function writeOpenFill(
  db: Db,
  orderId: number,
  position: NewPosition,
  fill: Omit<NewFill, 'positionId'>,
): Promise<PositionRow> {
  const openedId = sql`(select id from opened)`;
  const opened = db.insert(tradePositions).values(position).returning({ id: tradePositions.id });
  const filled = db.insert(tradeFills).values({ ...fill, positionId: openedId });
  const settled = db
    .update(tradeOrders)
    .set({ status: 'filled', fillPrice: fill.price, filledAt: fill.createdAt, positionId: openedId })
    .where(and(eq(tradeOrders.id, orderId), eq(tradeOrders.status, 'pending')))
    .returning({ id: tradeOrders.id });
  const result: unknown =
    await db.execute(sql`with opened as (${opened.getSQL()}), filled as (${filled.getSQL()}),
    settled as (${settled.getSQL()})
    select (select id from opened) as position_id, (select count(*) from settled)::int as settled`);
  const rows: unknown = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : null;
  const row: unknown = Array.isArray(rows) ? rows[0] : undefined;
  const positionId = Number(Reflect.get(row ?? {}, 'position_id'));
  if (!Number.isSafeInteger(positionId) || Number(Reflect.get(row ?? {}, 'settled')) !== 1)
    throw new Error(`order ${orderId} was not pending when filled`);
  // It leaves the desk's book once this commits.
  await noteOrderSettled(db, orderId);
  return {
    parentId: null,
    exitPrice: null,
    closeFeeMinor: null,
    closeTaxMinor: null,
    grossPnlMinor: null,
    isForcedClose: false,
    closedAt: null,
    ...position,
    id: positionId,
  };
}

/** A market order that fills at once, as `trade_fill_market_order` (migration 0022) writes it. */
export interface MarketFill {
  orderNo: string;
  positionNo: string;
  memberId: number;
  instrumentId: number;
  symbol: string;
  market: MarketCode;
  currency: Currency;
  direction: Direction;
  quantity: string;
  leverage: number;
  price: string;
  notionalMinor: bigint;
  marginMinor: bigint;
  feeMinor: bigint;
  taxMinor: bigint;
  createdAt: Date;
  lockedUntil: Date;
  /** The member's shard of the fees and taxes house accounts. */
  houseBucket: string;
}

/**
 * The filled order, its position, its fill and its margin, fee and tax entries in ONE statement
 * (on its own or in the caller's transaction, run through `runPostingStatement`). Returns the order and
 * the position as written; throws, writing nothing, when an entry was not written whole.
 */
export async function writeMarketFill(
  db: Db,
  fill: MarketFill,
): Promise<{ order: OrderRow; position: PositionRow }> {
  // One `trade_open` entry (migration 0023), whole: every account moved, every line and counter written.
  const expected = 1;
  const result: unknown = await db.execute(sql`select order_id::text as order_id,
    position_id::text as position_id, entry_count, whole_count from trade_fill_market_order(
    ${fill.orderNo}::text, ${fill.positionNo}::text, ${fill.memberId}::integer, ${fill.instrumentId}::integer,
    ${fill.symbol}::text, ${fill.market}::text, ${fill.currency}::text, ${fill.direction}::text,
    ${fill.quantity}::numeric, ${fill.leverage}::integer, ${fill.price}::numeric,
    ${fill.notionalMinor.toString()}::bigint, ${fill.marginMinor.toString()}::bigint,
    ${fill.feeMinor.toString()}::bigint, ${fill.taxMinor.toString()}::bigint,
    ${fill.createdAt.toISOString()}::timestamptz, ${fill.lockedUntil.toISOString()}::timestamptz,
    ${fill.houseBucket}::text)`);
  const rows: unknown = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : null;
  const row: unknown = Array.isArray(rows) ? rows[0] : undefined;
  const orderId = Number(Reflect.get(row ?? {}, 'order_id'));
  const positionId = Number(Reflect.get(row ?? {}, 'position_id'));
  const entries = Number(Reflect.get(row ?? {}, 'entry_count'));
  const whole = Number(Reflect.get(row ?? {}, 'whole_count'));
  if (
    !Number.isSafeInteger(orderId) ||
    !Number.isSafeInteger(positionId) ||
    entries !== expected ||
    whole !== expected
  )
    throw new Error(`market order fill was not written whole: ${JSON.stringify(row)}`);
  const common = {
    memberId: fill.memberId,
    instrumentId: fill.instrumentId,
    symbol: fill.symbol,
    market: fill.market,
    currency: fill.currency,
    direction: fill.direction,
    priceType: 'market' as const,
    quantity: fill.quantity,
    leverage: fill.leverage,
  };
  return {
    order: {
      ...common,
      id: orderId,
      orderNo: fill.orderNo,
      kind: 'open',
      price: null,
      status: 'filled',
      frozenMinor: 0n,
      positionId,
      fillPrice: fill.price,
      createdAt: fill.createdAt,
      filledAt: fill.createdAt,
      cancelledAt: null,
    },
    position: {
      ...common,
      id: positionId,
      positionNo: fill.positionNo,
      entryPrice: fill.price,
      marginMinor: fill.marginMinor,
      openFeeMinor: fill.feeMinor,
      openTaxMinor: fill.taxMinor,
      status: 'holding',
      openOrderId: orderId,
      parentId: null,
      openedAt: fill.createdAt,
      lockedUntil: fill.lockedUntil,
      exitPrice: null,
      closeFeeMinor: null,
      closeTaxMinor: null,
      grossPnlMinor: null,
      isForcedClose: false,
      closedAt: null,
    },
  };
}

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(tradeOrders).where(eq(tradeOrders.id, orderId));
  return row ?? null;
}

export async function findOrderPage(
  db: Db,
  memberId: number,
  status: 'pending' | 'filled' | 'cancelled' | 'all',
  page: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    eq(tradeOrders.memberId, memberId),
    status === 'all' ? undefined : eq(tradeOrders.status, status),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(tradeOrders)
      .where(where)
      .orderBy(desc(tradeOrders.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(tradeOrders).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

const bookFields = {
  id: tradeOrders.id,
  instrumentId: tradeOrders.instrumentId,
  symbol: tradeOrders.symbol,
  market: tradeOrders.market,
  kind: tradeOrders.kind,
  direction: tradeOrders.direction,
  priceType: tradeOrders.priceType,
  price: tradeOrders.price,
  status: tradeOrders.status,
};

/** The highest order id (0 without orders). */
export async function findMaxOrderId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(tradeOrders.id) }).from(tradeOrders);
  return Number(row?.id ?? 0);
}

/** Every pending order, as the desk's book keeps it (a build of the book). */
export async function findPendingBookRows(db: Db): Promise<PendingOrderFields[]> {
  return db.select(bookFields).from(tradeOrders).where(eq(tradeOrders.status, 'pending'));
}

/** The orders of any status written after order `afterId` (a round's catch-up of the book). */
export async function findOrdersWrittenAfter(db: Db, afterId: number): Promise<PendingOrderFields[]> {
  return db
    .select(bookFields)
    .from(tradeOrders)
    .where(gt(tradeOrders.id, afterId))
    .orderBy(asc(tradeOrders.id));
}
