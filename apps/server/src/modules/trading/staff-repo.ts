// SQL of the back office's trading pages: orders and positions searched with their members' accounts,
// the rows behind the totals and the exposure (few columns, all matching rows), the desk's settings
// row with its time, and a member's trading permissions.
import { and, count, desc, eq, gte, ilike, lt, ne, type SQL } from 'drizzle-orm';
import type { OrderKind, OrderStatus, PositionStatus } from '@saham/contract/trading';
import type { MarketCode } from '@saham/domain/markets/types';
import type { Direction } from '@saham/domain/trading/orders';
import type { Db } from '../../db/client.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { members } from '../../db/schema.ts';
import { quotes } from '../../db/schema-prices.ts';
import {
  memberTradingSettings,
  tradeOrders,
  tradePositions,
  tradingSettings,
} from '../../db/schema-trading.ts';
import { containsPattern } from '../../db/sql-helpers.ts';
import type { OrderRow, PositionRow } from './rows.ts';

/** A search of the book; `Status` is an order's or a position's state, by what is searched. */
export interface SearchFilter<Status extends OrderStatus | PositionStatus> {
  account?: string | undefined;
  symbol?: string | undefined;
  market?: MarketCode | undefined;
  direction?: Direction | undefined;
  status?: Status | undefined;
  kind?: OrderKind | undefined;
  /** Inclusive start and exclusive end of the time range. */
  from?: Date | undefined;
  until?: Date | undefined;
}

function orderWhere(filter: SearchFilter<OrderStatus>): SQL | undefined {
  return and(
    filter.account ? ilike(members.account, containsPattern(filter.account)) : undefined,
    filter.symbol ? ilike(tradeOrders.symbol, containsPattern(filter.symbol)) : undefined,
    filter.market ? eq(tradeOrders.market, filter.market) : undefined,
    filter.direction ? eq(tradeOrders.direction, filter.direction) : undefined,
    filter.status ? eq(tradeOrders.status, filter.status) : undefined,
    filter.kind ? eq(tradeOrders.kind, filter.kind) : undefined,
    filter.from ? gte(tradeOrders.createdAt, filter.from) : undefined,
    filter.until ? lt(tradeOrders.createdAt, filter.until) : undefined,
  );
}

function positionWhere(filter: SearchFilter<PositionStatus>): SQL | undefined {
  return and(
    filter.account ? ilike(members.account, containsPattern(filter.account)) : undefined,
    filter.symbol ? ilike(tradePositions.symbol, containsPattern(filter.symbol)) : undefined,
    filter.market ? eq(tradePositions.market, filter.market) : undefined,
    filter.direction ? eq(tradePositions.direction, filter.direction) : undefined,
    filter.status ? eq(tradePositions.status, filter.status) : undefined,
    filter.from ? gte(tradePositions.openedAt, filter.from) : undefined,
    filter.until ? lt(tradePositions.openedAt, filter.until) : undefined,
  );
}

export type OrderWithAccount = OrderRow & { memberAccount: string };
export type PositionWithAccount = PositionRow & { memberAccount: string };

export async function findOrderPage(db: Db, filter: SearchFilter<OrderStatus>, page: number) {
  const where = orderWhere(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: tradeOrders, memberAccount: members.account })
      .from(tradeOrders)
      .innerJoin(members, eq(members.id, tradeOrders.memberId))
      .where(where)
      .orderBy(desc(tradeOrders.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db
      .select({ total: count() })
      .from(tradeOrders)
      .innerJoin(members, eq(members.id, tradeOrders.memberId))
      .where(where),
  ]);
  return {
    rows: rows.map((row): OrderWithAccount => ({ ...row.order, memberAccount: row.memberAccount })),
    total: counted?.total ?? 0,
  };
}

/** The few columns of every matching order that its totals need. */
export async function findOrderTotalsRows(db: Db, filter: SearchFilter<OrderStatus>) {
  return db
    .select({
      currency: tradeOrders.currency,
      status: tradeOrders.status,
      frozenMinor: tradeOrders.frozenMinor,
      fillPrice: tradeOrders.fillPrice,
      quantity: tradeOrders.quantity,
    })
    .from(tradeOrders)
    .innerJoin(members, eq(members.id, tradeOrders.memberId))
    .where(orderWhere(filter));
}

export async function findPositionPage(db: Db, filter: SearchFilter<PositionStatus>, page: number) {
  const where = positionWhere(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ position: tradePositions, memberAccount: members.account, last: quotes.last })
      .from(tradePositions)
      .innerJoin(members, eq(members.id, tradePositions.memberId))
      .leftJoin(quotes, eq(quotes.instrumentId, tradePositions.instrumentId))
      .where(where)
      .orderBy(desc(tradePositions.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db
      .select({ total: count() })
      .from(tradePositions)
      .innerJoin(members, eq(members.id, tradePositions.memberId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      position: { ...row.position, memberAccount: row.memberAccount } satisfies PositionWithAccount,
      last: row.last,
    })),
    total: counted?.total ?? 0,
  };
}

const valuationColumns = {
  currency: tradePositions.currency,
  status: tradePositions.status,
  direction: tradePositions.direction,
  quantity: tradePositions.quantity,
  entryPrice: tradePositions.entryPrice,
  marginMinor: tradePositions.marginMinor,
  openFeeMinor: tradePositions.openFeeMinor,
  openTaxMinor: tradePositions.openTaxMinor,
  closeFeeMinor: tradePositions.closeFeeMinor,
  closeTaxMinor: tradePositions.closeTaxMinor,
  grossPnlMinor: tradePositions.grossPnlMinor,
  last: quotes.last,
};

/** The few columns of every matching position that its totals need, with the latest price. */
export async function findPositionTotalsRows(db: Db, filter: SearchFilter<PositionStatus>) {
  return db
    .select(valuationColumns)
    .from(tradePositions)
    .innerJoin(members, eq(members.id, tradePositions.memberId))
    .leftJoin(quotes, eq(quotes.instrumentId, tradePositions.instrumentId))
    .where(positionWhere(filter));
}

/** Every open position (holding or with a queued close) with its instrument's latest price. */
export async function findOpenPositionsForExposure(db: Db) {
  return db
    .select({
      symbol: tradePositions.symbol,
      market: tradePositions.market,
      currency: tradePositions.currency,
      direction: tradePositions.direction,
      quantity: tradePositions.quantity,
      entryPrice: tradePositions.entryPrice,
      last: quotes.last,
    })
    .from(tradePositions)
    .leftJoin(quotes, eq(quotes.instrumentId, tradePositions.instrumentId))
    .where(ne(tradePositions.status, 'closed'));
}

export async function findPositionWithAccount(db: Db, id: number) {
  const [row] = await db
    .select({ position: tradePositions, memberAccount: members.account, last: quotes.last })
    .from(tradePositions)
    .innerJoin(members, eq(members.id, tradePositions.memberId))
    .leftJoin(quotes, eq(quotes.instrumentId, tradePositions.instrumentId))
    .where(eq(tradePositions.id, id));
  return row ? { position: { ...row.position, memberAccount: row.memberAccount }, last: row.last } : null;
}

export async function findDeskSettingsRow(db: Db) {
  const [row] = await db.select().from(tradingSettings).where(eq(tradingSettings.id, 1));
  return row ?? null;
}

/** Locks the desk's settings row (creating it with the defaults first) for a change. */
export async function lockDeskSettingsRow(tx: Db, now: Date) {
  await tx.insert(tradingSettings).values({ id: 1, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx.select().from(tradingSettings).where(eq(tradingSettings.id, 1)).for('update');
  if (!row) throw new Error('trading settings row missing');
  return row;
}

export async function findMemberTrading(db: Db, memberId: number) {
  const [row] = await db
    .select({
      memberId: members.id,
      isMarginEnabled: memberTradingSettings.isMarginEnabled,
      updatedAt: memberTradingSettings.updatedAt,
    })
    .from(members)
    .leftJoin(memberTradingSettings, eq(memberTradingSettings.memberId, members.id))
    .where(eq(members.id, memberId));
  return row ?? null;
}

/** Locks the member's row for a change of their trading permissions; null when unknown. */
export async function lockMemberTrading(tx: Db, memberId: number) {
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!member) return null;
  const [row] = await tx
    .select({ isMarginEnabled: memberTradingSettings.isMarginEnabled })
    .from(memberTradingSettings)
    .where(eq(memberTradingSettings.memberId, memberId));
  return { isMarginEnabled: row?.isMarginEnabled ?? false };
}
