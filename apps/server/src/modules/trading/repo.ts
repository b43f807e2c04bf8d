// SQL of trading: orders, positions, fills, the desk's settings and members' trading permissions.
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PAGE_SIZE } from '@saham/contract/envelope';
import { pageOffset } from '../../db/paging.ts';
import { ledgerAccounts, members } from '../../db/schema.ts';
import { instruments } from '../../db/schema-markets.ts';
import { quotes } from '../../db/schema-prices.ts';
import {
  memberTradingSettings,
  tradeFills,
  tradeOrders,
  tradePositions,
  tradingSettings,
} from '../../db/schema-trading.ts';

export type OrderRow = typeof tradeOrders.$inferSelect;
export type NewOrder = typeof tradeOrders.$inferInsert;
export type PositionRow = typeof tradePositions.$inferSelect;
export type NewPosition = typeof tradePositions.$inferInsert;
export type FillRow = typeof tradeFills.$inferSelect;
export type NewFill = typeof tradeFills.$inferInsert;

export interface DeskSettings {
  marketSpreadBps: number;
  maintenanceMarginPercent: number;
}

const DEFAULT_DESK_SETTINGS: DeskSettings = { marketSpreadBps: 0, maintenanceMarginPercent: 50 };

export async function readDeskSettings(db: Db): Promise<DeskSettings> {
  const [row] = await db.select().from(tradingSettings).where(eq(tradingSettings.id, 1));
  return row
    ? { marketSpreadBps: row.marketSpreadBps, maintenanceMarginPercent: row.maintenanceMarginPercent }
    : DEFAULT_DESK_SETTINGS;
}

export async function writeDeskSettings(db: Db, settings: DeskSettings, now: Date): Promise<void> {
  await db
    .insert(tradingSettings)
    .values({ id: 1, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: tradingSettings.id, set: { ...settings, updatedAt: now } });
}

export async function setMarginEnabled(db: Db, memberId: number, isMarginEnabled: boolean, now: Date) {
  await db
    .insert(memberTradingSettings)
    .values({ memberId, isMarginEnabled, updatedAt: now })
    .onConflictDoUpdate({ target: memberTradingSettings.memberId, set: { isMarginEnabled, updatedAt: now } });
}

export interface TraderFacts {
  isTradeForbidden: boolean;
  isMarginEnabled: boolean;
}

export async function readTraderFacts(db: Db, memberId: number): Promise<TraderFacts> {
  const [row] = await db
    .select({
      isTradeForbidden: members.isTradeForbidden,
      isMarginEnabled: memberTradingSettings.isMarginEnabled,
    })
    .from(members)
    .leftJoin(memberTradingSettings, eq(memberTradingSettings.memberId, members.id))
    .where(eq(members.id, memberId));
  return { isTradeForbidden: row?.isTradeForbidden ?? true, isMarginEnabled: row?.isMarginEnabled ?? false };
}

export type InstrumentRow = typeof instruments.$inferSelect;

export async function findInstrumentBySymbol(db: Db, symbol: string): Promise<InstrumentRow | null> {
  const [row] = await db.select().from(instruments).where(eq(instruments.symbol, symbol)).limit(1);
  return row ?? null;
}

export async function findInstrumentsByCode(db: Db, code: string): Promise<InstrumentRow[]> {
  return db.select().from(instruments).where(eq(instruments.code, code)).orderBy(asc(instruments.id));
}

export async function findInstrumentsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, InstrumentRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(instruments)
    .where(inArray(instruments.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

export interface PriceNow {
  last: string;
  prevClose: string;
}

export async function findPrice(db: Db, instrumentId: number): Promise<PriceNow | null> {
  const [row] = await db
    .select({ last: quotes.last, prevClose: quotes.prevClose })
    .from(quotes)
    .where(eq(quotes.instrumentId, instrumentId));
  return row ?? null;
}

export async function findPrices(db: Db, instrumentIds: readonly number[]): Promise<Map<number, string>> {
  if (instrumentIds.length === 0) return new Map();
  const rows = await db
    .select({ instrumentId: quotes.instrumentId, last: quotes.last })
    .from(quotes)
    .where(inArray(quotes.instrumentId, [...instrumentIds]));
  return new Map(rows.map((row) => [row.instrumentId, row.last]));
}

export async function availableMinorOf(db: Db, memberId: number, currency: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKey, `member:${memberId}`),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.bucket, 'available'),
      ),
    );
  return row?.balance ?? 0n;
}

export async function insertOrder(db: Db, order: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(tradeOrders).values(order).returning();
  if (!row) throw new Error('order not written');
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
  return rows.length === 1;
}

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(tradeOrders).where(eq(tradeOrders.id, orderId));
  return row ?? null;
}

export async function insertPosition(db: Db, position: NewPosition): Promise<PositionRow> {
  const [row] = await db.insert(tradePositions).values(position).returning();
  if (!row) throw new Error('position not written');
  return row;
}

export async function lockPosition(db: Db, positionId: number): Promise<PositionRow | null> {
  const [row] = await db.select().from(tradePositions).where(eq(tradePositions.id, positionId)).for('update');
  return row ?? null;
}

export async function findPosition(db: Db, positionId: number): Promise<PositionRow | null> {
  const [row] = await db.select().from(tradePositions).where(eq(tradePositions.id, positionId));
  return row ?? null;
}

export async function updatePosition(
  db: Db,
  positionId: number,
  change: Partial<NewPosition>,
): Promise<PositionRow> {
  const [row] = await db
    .update(tradePositions)
    .set(change)
    .where(eq(tradePositions.id, positionId))
    .returning();
  if (!row) throw new Error(`position ${positionId} vanished`);
  return row;
}

export async function insertFill(db: Db, fill: NewFill): Promise<void> {
  await db.insert(tradeFills).values(fill);
}

export async function findFills(db: Db, positionIds: readonly number[]): Promise<FillRow[]> {
  if (positionIds.length === 0) return [];
  return db
    .select()
    .from(tradeFills)
    .where(inArray(tradeFills.positionId, [...positionIds]))
    .orderBy(asc(tradeFills.id));
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
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(tradeOrders).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findPositionPage(
  db: Db,
  memberId: number,
  filter: SQL | undefined,
  page: number,
): Promise<{ rows: PositionRow[]; total: number }> {
  const where = and(eq(tradePositions.memberId, memberId), filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(tradePositions)
      .where(where)
      .orderBy(desc(tradePositions.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(tradePositions).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Whether any pending order or holding position is on the markets given: one cheap read per round. */
export async function hasRoundWork(db: Db, marketCodes: readonly string[]): Promise<boolean> {
  if (marketCodes.length === 0) return false;
  const markets = sql.join(
    marketCodes.map((code) => sql`${code}`),
    sql`, `,
  );
  const result: unknown = await db.execute(sql`select (
    exists (select 1 from ${tradeOrders} where ${tradeOrders.status} = 'pending' and ${tradeOrders.market} in (${markets}))
    or exists (select 1 from ${tradePositions} where ${tradePositions.status} = 'holding' and ${tradePositions.market} in (${markets}))
  ) as has_work`);
  const rows: unknown = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : null;
  const row: unknown = Array.isArray(rows) ? rows[0] : undefined;
  return Reflect.get(row ?? {}, 'has_work') === true;
}

/** Pending orders on the markets given (an engine round's candidates). */
export async function findPendingOrders(db: Db, marketCodes: readonly string[]): Promise<OrderRow[]> {
  if (marketCodes.length === 0) return [];
  return db
    .select()
    .from(tradeOrders)
    .where(and(eq(tradeOrders.status, 'pending'), inArray(tradeOrders.market, [...marketCodes])))
    .orderBy(asc(tradeOrders.id));
}

/** Holding positions on the markets given (forced-close candidates). */
export async function findHoldingPositions(db: Db, marketCodes: readonly string[]): Promise<PositionRow[]> {
  if (marketCodes.length === 0) return [];
  return db
    .select()
    .from(tradePositions)
    .where(and(eq(tradePositions.status, 'holding'), inArray(tradePositions.market, [...marketCodes])))
    .orderBy(asc(tradePositions.id));
}

export const positionFilters = {
  open: ne(tradePositions.status, 'closed'),
  closed: eq(tradePositions.status, 'closed'),
  stockMarkets: sql`${tradePositions.market} not in ('CRYPTO', 'FX')`,
  lockedAt: (now: Date) => sql`${tradePositions.lockedUntil} > ${now.toISOString()}::timestamptz`,
  unlockedAt: (now: Date) => sql`${tradePositions.lockedUntil} <= ${now.toISOString()}::timestamptz`,
  market: (code: string) => eq(tradePositions.market, code),
};
