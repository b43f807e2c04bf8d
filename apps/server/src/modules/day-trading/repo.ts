// SQL of day trading: applications (the member's day-trading account once approved), the day
// positions linked to them, and the application limits. Leaving `pending` is one guarded update.
import { and, count, desc, eq, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { DayTradeStatus } from '@saham/contract/day-trading';
import type { Db } from '../../db/client.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { members } from '../../db/schema.ts';
import { dayTradeApplications, dayTradePositions, dayTradeSettings } from '../../db/schema-day-trading.ts';
import { tradePositions } from '../../db/schema-trading.ts';

export type ApplicationRow = typeof dayTradeApplications.$inferSelect;
export type DayPositionRow = typeof dayTradePositions.$inferSelect;

/** RM1,000 to RM1,000,000 until staff save their own limits. */
export const DEFAULT_LIMITS = { minMinor: 100_000n, maxMinor: 100_000_000n };

export async function readLimits(db: Db): Promise<{ minMinor: bigint; maxMinor: bigint }> {
  const [row] = await db.select().from(dayTradeSettings).where(eq(dayTradeSettings.id, 1));
  return row ? { minMinor: row.minMinor, maxMinor: row.maxMinor } : DEFAULT_LIMITS;
}

export async function writeLimits(db: Db, limits: { minMinor: bigint; maxMinor: bigint }, now: Date) {
  await db
    .insert(dayTradeSettings)
    .values({ id: 1, ...limits, updatedAt: now })
    .onConflictDoUpdate({ target: dayTradeSettings.id, set: { ...limits, updatedAt: now } });
}

function selectViews(db: Db) {
  return db
    .select({
      application: dayTradeApplications,
      memberAccount: members.account,
      memberName: members.name,
    })
    .from(dayTradeApplications)
    .innerJoin(members, eq(members.id, dayTradeApplications.memberId));
}

export type ApplicationView = NonNullable<Awaited<ReturnType<typeof findApplicationView>>>;

export async function findApplicationView(db: Db, id: number) {
  const [row] = await selectViews(db).where(eq(dayTradeApplications.id, id)).limit(1);
  return row ?? null;
}

export async function findApplicationPage(
  db: Db,
  filter: { memberId?: number; status?: DayTradeStatus },
  page: number,
) {
  const conditions: SQL[] = [];
  if (filter.memberId !== undefined) conditions.push(eq(dayTradeApplications.memberId, filter.memberId));
  if (filter.status !== undefined) conditions.push(eq(dayTradeApplications.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await selectViews(db)
    .where(where)
    .orderBy(desc(dayTradeApplications.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [totalRow] = await db.select({ total: count() }).from(dayTradeApplications).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

/** The pending or approved application, else the latest one. */
export async function findCurrentApplication(db: Db, memberId: number): Promise<ApplicationRow | null> {
  const [open] = await db
    .select()
    .from(dayTradeApplications)
    .where(
      and(
        eq(dayTradeApplications.memberId, memberId),
        inArray(dayTradeApplications.status, ['pending', 'approved']),
      ),
    )
    .limit(1);
  if (open) return open;
  const [latest] = await db
    .select()
    .from(dayTradeApplications)
    .where(eq(dayTradeApplications.memberId, memberId))
    .orderBy(desc(dayTradeApplications.id))
    .limit(1);
  return latest ?? null;
}

export async function insertApplication(
  tx: Db,
  values: Pick<ApplicationRow, 'memberId' | 'currency' | 'amountMinor' | 'createdAt'>,
): Promise<ApplicationRow> {
  const [row] = await tx.insert(dayTradeApplications).values(values).returning();
  if (!row) throw new Error('day-trade application not written');
  return row;
}

/** Moves a pending application to its decision; null when it was not pending. */
export async function decidePending(
  tx: Db,
  id: number,
  decision: {
    status: 'approved' | 'rejected';
    allocationMinor: bigint;
    reviewedBy: string;
    rejectReason: string | null;
    now: Date;
  },
): Promise<ApplicationRow | null> {
  const [row] = await tx
    .update(dayTradeApplications)
    .set({
      status: decision.status,
      allocationMinor: decision.allocationMinor,
      reviewedBy: decision.reviewedBy,
      rejectReason: decision.rejectReason,
      reviewedAt: decision.now,
    })
    .where(and(eq(dayTradeApplications.id, id), eq(dayTradeApplications.status, 'pending')))
    .returning();
  return row ?? null;
}

/** The member's approved account, row locked. */
export async function lockApprovedAccount(tx: Db, memberId: number): Promise<ApplicationRow | null> {
  const [row] = await tx
    .select()
    .from(dayTradeApplications)
    .where(and(eq(dayTradeApplications.memberId, memberId), eq(dayTradeApplications.status, 'approved')))
    .for('update');
  return row ?? null;
}

export async function lockApplication(tx: Db, id: number): Promise<ApplicationRow | null> {
  const [row] = await tx
    .select()
    .from(dayTradeApplications)
    .where(eq(dayTradeApplications.id, id))
    .for('update');
  return row ?? null;
}

export async function updateApplication(
  tx: Db,
  id: number,
  values: Partial<Pick<ApplicationRow, 'allocationMinor' | 'usedMinor' | 'status' | 'endedAt'>>,
): Promise<ApplicationRow> {
  const [row] = await tx
    .update(dayTradeApplications)
    .set(values)
    .where(eq(dayTradeApplications.id, id))
    .returning();
  if (!row) throw new Error(`day-trade application ${id} vanished`);
  return row;
}

export async function insertDayPosition(tx: Db, values: typeof dayTradePositions.$inferInsert) {
  await tx.insert(dayTradePositions).values(values);
}

export async function lockDayPosition(tx: Db, positionId: number): Promise<DayPositionRow | null> {
  const [row] = await tx
    .select()
    .from(dayTradePositions)
    .where(eq(dayTradePositions.positionId, positionId))
    .for('update');
  return row ?? null;
}

export async function markSettled(tx: Db, positionId: number, refrozenMinor: bigint, now: Date) {
  await tx
    .update(dayTradePositions)
    .set({ refrozenMinor, settledAt: now })
    .where(eq(dayTradePositions.positionId, positionId));
}

/** Unsettled day positions that are due (past their close time) or already closed some other way. */
export async function findDueDayPositions(db: Db, now: Date) {
  return db
    .select({ day: dayTradePositions, position: tradePositions })
    .from(dayTradePositions)
    .innerJoin(tradePositions, eq(tradePositions.id, dayTradePositions.positionId))
    .where(
      and(
        isNull(dayTradePositions.settledAt),
        or(lte(dayTradePositions.closeAt, now), eq(tradePositions.status, 'closed')),
      ),
    )
    .orderBy(dayTradePositions.positionId)
    .limit(200);
}

export async function countOpenDayPositions(tx: Db, applicationId: number): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(dayTradePositions)
    .where(and(eq(dayTradePositions.applicationId, applicationId), isNull(dayTradePositions.settledAt)));
  return row?.total ?? 0;
}

export async function findDayPositionPage(db: Db, memberId: number, status: 'open' | 'closed', page: number) {
  const where = and(
    eq(dayTradePositions.memberId, memberId),
    status === 'open' ? ne(tradePositions.status, 'closed') : eq(tradePositions.status, 'closed'),
  );
  const rows = await db
    .select({ day: dayTradePositions, position: tradePositions })
    .from(dayTradePositions)
    .innerJoin(tradePositions, eq(tradePositions.id, dayTradePositions.positionId))
    .where(where)
    .orderBy(desc(dayTradePositions.positionId))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [totalRow] = await db
    .select({ total: count() })
    .from(dayTradePositions)
    .innerJoin(tradePositions, eq(tradePositions.id, dayTradePositions.positionId))
    .where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

/** How many applications wait for a reviewer (the back office's dashboard). */
export async function countPendingApplications(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(dayTradeApplications)
    .where(eq(dayTradeApplications.status, 'pending'));
  return row?.total ?? 0;
}
