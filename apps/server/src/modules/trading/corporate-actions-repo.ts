// The SQL of corporate actions on positions (corporate-actions.ts holds the rules): reading the
// actions and payments due, recording each application once (trade_corporate_actions, unique per
// position, kind and ex-date), and the position and order changes a dividend or a split makes.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { tradeCorporateActions } from '../../db/schema-corporate-actions.ts';
import { corporateActions } from '../../db/schema-markets.ts';
import { tradeOrders, tradePositions } from '../../db/schema-trading.ts';

export type ApplicationRow = typeof tradeCorporateActions.$inferSelect;
export type ApplicationInsert = typeof tradeCorporateActions.$inferInsert;

/**
 * Corporate actions gone ex by `latest` on positions still open that have not had them, oldest
 * ex-date first; the caller decides each position's entitlement in its market's zone.
 */
export async function selectDueActionRows(db: Db, latest: string) {
  return db
    .select({
      positionId: tradePositions.id,
      market: tradePositions.market,
      openedAt: tradePositions.openedAt,
      actionId: corporateActions.id,
      kind: corporateActions.kind,
      exDate: corporateActions.exDate,
      payDate: corporateActions.payDate,
      amount: corporateActions.amount,
      splitFrom: corporateActions.splitFrom,
      splitTo: corporateActions.splitTo,
    })
    .from(tradePositions)
    .innerJoin(corporateActions, eq(corporateActions.instrumentId, tradePositions.instrumentId))
    .where(
      and(
        ne(tradePositions.status, 'closed'),
        sql`${corporateActions.exDate} <= ${latest}`,
        // A coarse bound (time zones are within a day of UTC); isEntitled decides exactly.
        sql`${corporateActions.exDate} >= ${tradePositions.openedAt}::date - 1`,
        sql`not exists (select 1 from ${tradeCorporateActions} where ${tradeCorporateActions.positionId} = ${tradePositions.id} and ${tradeCorporateActions.kind} = ${corporateActions.kind} and ${tradeCorporateActions.exDate} = ${corporateActions.exDate})`,
      ),
    )
    .orderBy(corporateActions.exDate, corporateActions.id, tradePositions.id);
}

/** Records one application; null when the position already had this action (kind and ex-date). */
export async function insertApplication(tx: Db, values: ApplicationInsert): Promise<number | null> {
  const [row] = await tx
    .insert(tradeCorporateActions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: tradeCorporateActions.id });
  return row?.id ?? null;
}

/** Entitlements not yet paid whose pay date (or ex-date without one) is `latest` or earlier. */
export async function selectDuePaymentRows(db: Db, latest: string) {
  const payOn = sql<string>`coalesce(${tradeCorporateActions.payDate}, ${tradeCorporateActions.exDate})::text`;
  return db
    .select({
      id: tradeCorporateActions.id,
      positionId: tradeCorporateActions.positionId,
      market: tradeCorporateActions.market,
      payOn,
    })
    .from(tradeCorporateActions)
    .where(and(eq(tradeCorporateActions.status, 'entitled'), sql`${payOn} <= ${latest}`))
    .orderBy(asc(tradeCorporateActions.id));
}

export async function lockApplication(tx: Db, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(tradeCorporateActions)
    .where(eq(tradeCorporateActions.id, id))
    .for('update');
  return row;
}

/** Moves an entitlement to `paid`, guarded by its status; false when it had already left `entitled`. */
export async function markPaid(
  tx: Db,
  id: number,
  paid: { now: Date; fromMarginMinor: bigint; absorbedMinor: bigint },
): Promise<boolean> {
  const rows = await tx
    .update(tradeCorporateActions)
    .set({
      status: 'paid',
      paidAt: paid.now,
      fromMarginMinor: paid.fromMarginMinor,
      absorbedMinor: paid.absorbedMinor,
    })
    .where(and(eq(tradeCorporateActions.id, id), eq(tradeCorporateActions.status, 'entitled')))
    .returning({ id: tradeCorporateActions.id });
  return rows.length === 1;
}

/** Sets a (locked) position's margin, after a short's dividend was taken from it. */
export async function setPositionMargin(tx: Db, positionId: number, marginMinor: bigint): Promise<void> {
  await tx.update(tradePositions).set({ marginMinor }).where(eq(tradePositions.id, positionId));
}

/** Sets a (locked) position's quantity and entry price after a split. */
export async function setPositionSize(
  tx: Db,
  positionId: number,
  after: { quantity: string; entryPrice: string },
): Promise<void> {
  await tx
    .update(tradePositions)
    .set({ quantity: after.quantity, entryPrice: after.entryPrice })
    .where(eq(tradePositions.id, positionId));
}

/**
 * Scales the closes queued for a split position. A close of the whole position keeps closing the
 * whole of it: exactly its new quantity (a scaled one could differ by the rounding of a reverse
 * split). A partial close keeps its share, truncated at eight decimals and never above the whole.
 */
export async function scaleQueuedCloses(
  tx: Db,
  positionId: number,
  split: { quantityBefore: string; quantityAfter: string; from: number; to: number },
): Promise<void> {
  const before = sql`${split.quantityBefore}::numeric`;
  const whole = sql`${split.quantityAfter}::numeric`;
  await tx
    .update(tradeOrders)
    .set({
      quantity: sql`case when ${tradeOrders.quantity} >= ${before} then ${whole}
        else least(trunc(${tradeOrders.quantity} * ${split.to} / ${split.from}, 8), ${whole}) end`,
    })
    .where(
      and(
        eq(tradeOrders.positionId, positionId),
        eq(tradeOrders.kind, 'close'),
        eq(tradeOrders.status, 'pending'),
      ),
    );
}

/**
 * Pending opening orders of instruments with a split gone ex by `latest`, placed at most a day before
 * it (a coarse bound; the caller decides in the market's zone), by order then ex-date.
 */
export async function selectSplitCancellationRows(db: Db, latest: string) {
  return db
    .select({
      orderId: tradeOrders.id,
      market: tradeOrders.market,
      createdAt: tradeOrders.createdAt,
      exDate: corporateActions.exDate,
      splitFrom: corporateActions.splitFrom,
      splitTo: corporateActions.splitTo,
    })
    .from(tradeOrders)
    .innerJoin(corporateActions, eq(corporateActions.instrumentId, tradeOrders.instrumentId))
    .where(
      and(
        eq(tradeOrders.status, 'pending'),
        eq(tradeOrders.kind, 'open'),
        eq(corporateActions.kind, 'split'),
        sql`${corporateActions.exDate} <= ${latest}`,
        // A coarse bound (time zones are within a day of UTC); isEntitled decides exactly.
        sql`${corporateActions.exDate} >= ${tradeOrders.createdAt}::date - 1`,
      ),
    )
    .orderBy(tradeOrders.id, corporateActions.exDate);
}

/** One page of a member's applications, newest first, and how many there are in all. */
export async function listMemberApplications(
  db: Db,
  memberId: number,
  page: number,
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = eq(tradeCorporateActions.memberId, memberId);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(tradeCorporateActions)
      .where(where)
      .orderBy(desc(tradeCorporateActions.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(tradeCorporateActions)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
