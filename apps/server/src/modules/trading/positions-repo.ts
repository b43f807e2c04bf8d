// SQL of positions and their fills: writing, locking and updating a position, members' position pages
// and their filters, and the holding positions of markets (forced-close candidates).
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { MarketCode } from '@saham/domain/markets/types';
import type { Db } from '../../db/client.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { tradeFills, tradePositions } from '../../db/schema-trading.ts';
import type { FillRow, NewFill, NewPosition, PositionRow } from './rows.ts';

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
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(tradePositions).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Holding positions on the markets given (forced-close candidates). */
export async function findHoldingPositions(
  db: Db,
  marketCodes: readonly MarketCode[],
): Promise<PositionRow[]> {
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
  market: (code: MarketCode) => eq(tradePositions.market, code),
};

/**
 * Shares of an instrument a member held long at `at` (rights entitlements, issue 17): positions opened
 * by then and not closed before it. A piece split off by a later partial close is counted with the rest.
 */
export async function heldQuantityAt(
  db: Db,
  memberId: number,
  instrumentId: number,
  at: Date,
): Promise<string> {
  const instant = sql`${at.toISOString()}::timestamptz`;
  const [row] = await db
    .select({ quantity: sql<string>`coalesce(sum(${tradePositions.quantity}), 0)::text` })
    .from(tradePositions)
    .where(
      and(
        eq(tradePositions.memberId, memberId),
        eq(tradePositions.instrumentId, instrumentId),
        eq(tradePositions.direction, 'long'),
        sql`${tradePositions.openedAt} <= ${instant}`,
        sql`(${tradePositions.closedAt} is null or ${tradePositions.closedAt} > ${instant})`,
      ),
    );
  return row?.quantity ?? '0';
}
