// SQL of block trades: the deals staff manage and the purchases members make.
import { and, asc, count, desc, eq, gt, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { members } from '../../db/schema.ts';
import { blockTradeDeals, blockTradeOrders } from '../../db/schema-block-trades.ts';
import { containsPattern } from '../../db/sql-helpers.ts';

export type DealRow = typeof blockTradeDeals.$inferSelect;
export type NewDeal = typeof blockTradeDeals.$inferInsert;
export type BlockOrderRow = typeof blockTradeOrders.$inferSelect;
export type NewBlockOrder = typeof blockTradeOrders.$inferInsert;

export async function findDeal(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<DealRow | null> {
  const query = db.select().from(blockTradeDeals).where(eq(blockTradeDeals.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Switched-on deals not yet closed at `now`: open ones first (soonest to close), then upcoming. */
export async function findLiveDealPage(
  db: Db,
  now: Date,
  page: number,
): Promise<{ rows: DealRow[]; total: number }> {
  const where = and(eq(blockTradeDeals.isEnabled, true), gt(blockTradeDeals.closesAt, now));
  const isUpcoming = sql`(${blockTradeDeals.opensAt} > ${now.toISOString()}::timestamptz)`;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(blockTradeDeals)
      .where(where)
      .orderBy(isUpcoming, asc(blockTradeDeals.closesAt), asc(blockTradeDeals.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(blockTradeDeals).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** All deals, newest first; `search` matches part of the symbol. */
export async function findDealPage(
  db: Db,
  search: string | undefined,
  page: number,
): Promise<{ rows: DealRow[]; total: number }> {
  const text = search?.trim() ?? '';
  const where = text === '' ? undefined : ilike(blockTradeDeals.symbol, containsPattern(text));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(blockTradeDeals)
      .where(where)
      .orderBy(desc(blockTradeDeals.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(blockTradeDeals).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export interface DealSales {
  orderCount: number;
  soldShares: string;
}

export async function findDealSales(db: Db, dealIds: readonly number[]): Promise<Map<number, DealSales>> {
  if (dealIds.length === 0) return new Map();
  const rows = await db
    .select({
      dealId: blockTradeOrders.dealId,
      orderCount: count(),
      soldShares: sql<string>`coalesce(sum(${blockTradeOrders.quantity}), 0)::text`,
    })
    .from(blockTradeOrders)
    .where(inArray(blockTradeOrders.dealId, [...dealIds]))
    .groupBy(blockTradeOrders.dealId);
  return new Map(rows.map((row) => [row.dealId, { orderCount: row.orderCount, soldShares: row.soldShares }]));
}

export async function insertDeal(db: Db, deal: NewDeal): Promise<DealRow> {
  const [row] = await db.insert(blockTradeDeals).values(deal).returning();
  if (!row) throw new Error('block deal not written');
  return row;
}

export async function updateDeal(db: Db, id: number, change: Partial<NewDeal>): Promise<DealRow> {
  const [row] = await db.update(blockTradeDeals).set(change).where(eq(blockTradeDeals.id, id)).returning();
  if (!row) throw new Error(`block deal ${id} vanished`);
  return row;
}

export async function insertBlockOrder(db: Db, order: NewBlockOrder): Promise<BlockOrderRow> {
  const [row] = await db.insert(blockTradeOrders).values(order).returning();
  if (!row) throw new Error('block order not written');
  return row;
}

export async function findMemberBlockOrderPage(
  db: Db,
  memberId: number,
  page: number,
): Promise<{ rows: BlockOrderRow[]; total: number }> {
  const where = eq(blockTradeOrders.memberId, memberId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(blockTradeOrders)
      .where(where)
      .orderBy(desc(blockTradeOrders.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(blockTradeOrders).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findBlockOrderPage(
  db: Db,
  filter: { dealId?: number | undefined; account?: string | undefined },
  page: number,
): Promise<{ rows: Array<BlockOrderRow & { memberAccount: string }>; total: number }> {
  const conditions: SQL[] = [];
  if (filter.dealId !== undefined) conditions.push(eq(blockTradeOrders.dealId, filter.dealId));
  const account = filter.account?.trim() ?? '';
  if (account !== '') conditions.push(ilike(members.account, containsPattern(account)));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: blockTradeOrders, memberAccount: members.account })
      .from(blockTradeOrders)
      .innerJoin(members, eq(members.id, blockTradeOrders.memberId))
      .where(where)
      .orderBy(desc(blockTradeOrders.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db
      .select({ total: count() })
      .from(blockTradeOrders)
      .innerJoin(members, eq(members.id, blockTradeOrders.memberId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.order, memberAccount: row.memberAccount })),
    total: counted?.total ?? 0,
  };
}
