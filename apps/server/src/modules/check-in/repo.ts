// SQL of the daily check-in: check-ins, points grants, the schedule and settings, rewards and
// redemptions. Only the check-in module's own files import it.
import { and, asc, count, desc, eq, gt, inArray, lte, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { members } from '../../db/schema.ts';
import {
  checkInPoints,
  checkInRedemptions,
  checkInRewards,
  checkInSchedule,
  checkInSettings,
  checkIns,
  feeVoucherUses,
  feeVouchers,
} from '../../db/schema-check-in.ts';

export type CheckInRow = typeof checkIns.$inferSelect;
export type PointsGrantRow = typeof checkInPoints.$inferSelect;
export type RewardRow = typeof checkInRewards.$inferSelect;
export type NewReward = typeof checkInRewards.$inferInsert;
export type RedemptionRow = typeof checkInRedemptions.$inferSelect;
export type NewRedemption = typeof checkInRedemptions.$inferInsert;
export type FeeVoucherRow = typeof feeVouchers.$inferSelect;
export type FeeVoucherUseRow = typeof feeVoucherUses.$inferSelect;

/** The member's latest check-in on or before `day` (YYYY-MM-DD). */
export async function findLastCheckIn(db: Db, memberId: number, day: string): Promise<CheckInRow | null> {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.memberId, memberId), lte(checkIns.day, day)))
    .orderBy(desc(checkIns.day))
    .limit(1);
  return row ?? null;
}

/** The check-in, or null when the member already has one on that day (the unique index decides). */
export async function insertCheckInOnce(
  db: Db,
  values: { memberId: number; day: string; streak: number; points: number; createdAt: Date },
): Promise<CheckInRow | null> {
  const [row] = await db
    .insert(checkIns)
    .values(values)
    .onConflictDoNothing({ target: [checkIns.memberId, checkIns.day] })
    .returning();
  return row ?? null;
}

export async function findCheckInsBetween(
  db: Db,
  memberId: number,
  firstDay: string,
  lastDay: string,
): Promise<CheckInRow[]> {
  return db
    .select()
    .from(checkIns)
    .where(
      and(
        eq(checkIns.memberId, memberId),
        sql`${checkIns.day} >= ${firstDay}`,
        sql`${checkIns.day} <= ${lastDay}`,
      ),
    )
    .orderBy(asc(checkIns.day));
}

export async function insertGrant(db: Db, values: typeof checkInPoints.$inferInsert): Promise<void> {
  await db.insert(checkInPoints).values(values);
}

/** Grants still holding points at `now`, soonest expiry first; locked when spending them. */
export async function findLiveGrants(
  db: Db,
  memberId: number,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<PointsGrantRow[]> {
  const query = db
    .select()
    .from(checkInPoints)
    .where(
      and(
        eq(checkInPoints.memberId, memberId),
        gt(checkInPoints.remaining, 0),
        gt(checkInPoints.expiresAt, now),
      ),
    )
    .orderBy(asc(checkInPoints.expiresAt), asc(checkInPoints.id));
  return options.lock ? query.for('update') : query;
}

export async function spendFromGrant(db: Db, grantId: number, points: number): Promise<void> {
  const [row] = await db
    .update(checkInPoints)
    .set({ remaining: sql`${checkInPoints.remaining} - ${points}` })
    .where(and(eq(checkInPoints.id, grantId), sql`${checkInPoints.remaining} >= ${points}`))
    .returning({ id: checkInPoints.id });
  if (!row) throw new Error(`points grant ${grantId} holds fewer than ${points} points`);
}

/**
 * Expires every grant past its expiry that still holds points: one guarded statement, so a rerun (or
 * a second process) expires nothing twice. Answers the number of grants expired.
 */
export async function expireGrants(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(checkInPoints)
    .set({ expiredPoints: sql`${checkInPoints.remaining}`, remaining: 0 })
    .where(and(gt(checkInPoints.remaining, 0), lte(checkInPoints.expiresAt, now)))
    .returning({ id: checkInPoints.id });
  return rows.length;
}

export async function findSchedule(db: Db): Promise<number[]> {
  const rows = await db.select().from(checkInSchedule).orderBy(asc(checkInSchedule.day));
  return rows.map((row) => row.points);
}

export async function replaceSchedule(db: Db, points: readonly number[]): Promise<void> {
  await db.delete(checkInSchedule);
  await db.insert(checkInSchedule).values(points.map((value, index) => ({ day: index + 1, points: value })));
}

export async function findExpiryMonths(db: Db): Promise<number | null> {
  const [row] = await db.select().from(checkInSettings).where(eq(checkInSettings.id, 1));
  return row?.expiryMonths ?? null;
}

export async function saveExpiryMonths(db: Db, expiryMonths: number, now: Date): Promise<void> {
  await db
    .insert(checkInSettings)
    .values({ id: 1, expiryMonths, updatedAt: now })
    .onConflictDoUpdate({ target: checkInSettings.id, set: { expiryMonths, updatedAt: now } });
}

export async function findReward(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<RewardRow | null> {
  const query = db.select().from(checkInRewards).where(eq(checkInRewards.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Takes one item of a reward's stock: false when none is left (a guarded update). */
export async function takeRewardStock(db: Db, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(checkInRewards)
    .set({ stock: sql`${checkInRewards.stock} - 1`, updatedAt: now })
    .where(and(eq(checkInRewards.id, id), gt(checkInRewards.stock, 0)))
    .returning({ id: checkInRewards.id });
  return row !== undefined;
}

/** Enabled rewards members see: fewest points first. */
export async function findEnabledRewardPage(
  db: Db,
  page: number,
): Promise<{ rows: RewardRow[]; total: number }> {
  const where = eq(checkInRewards.isEnabled, true);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(checkInRewards)
      .where(where)
      .orderBy(asc(checkInRewards.pointsNeeded), asc(checkInRewards.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(checkInRewards).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findRewardPage(db: Db, page: number): Promise<{ rows: RewardRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(checkInRewards)
      .orderBy(desc(checkInRewards.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(checkInRewards),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function countRewards(db: Db): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(checkInRewards);
  return counted?.total ?? 0;
}

export async function insertReward(db: Db, values: NewReward): Promise<RewardRow> {
  const [row] = await db.insert(checkInRewards).values(values).returning();
  if (!row) throw new Error('reward not inserted');
  return row;
}

export async function updateReward(
  db: Db,
  id: number,
  values: Partial<NewReward>,
): Promise<RewardRow | null> {
  const [row] = await db.update(checkInRewards).set(values).where(eq(checkInRewards.id, id)).returning();
  return row ?? null;
}

export async function countRedemptionsByReward(
  db: Db,
  rewardIds: readonly number[],
): Promise<Map<number, number>> {
  if (rewardIds.length === 0) return new Map();
  const rows = await db
    .select({ rewardId: checkInRedemptions.rewardId, total: count() })
    .from(checkInRedemptions)
    .where(inArray(checkInRedemptions.rewardId, [...rewardIds]))
    .groupBy(checkInRedemptions.rewardId);
  return new Map(rows.map((row) => [row.rewardId, row.total]));
}

export async function insertRedemption(db: Db, values: NewRedemption): Promise<RedemptionRow> {
  const [row] = await db.insert(checkInRedemptions).values(values).returning();
  if (!row) throw new Error('redemption not inserted');
  return row;
}

export async function findMemberRedemptionPage(
  db: Db,
  memberId: number,
  page: number,
): Promise<{ rows: RedemptionRow[]; total: number }> {
  const where = eq(checkInRedemptions.memberId, memberId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(checkInRedemptions)
      .where(where)
      .orderBy(desc(checkInRedemptions.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(checkInRedemptions).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findRedemptionPageForStaff(
  db: Db,
  account: string | undefined,
  page: number,
): Promise<{ rows: { redemption: RedemptionRow; account: string }[]; total: number }> {
  const where = account ? eq(members.account, account) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ redemption: checkInRedemptions, account: members.account })
      .from(checkInRedemptions)
      .innerJoin(members, eq(members.id, checkInRedemptions.memberId))
      .where(where)
      .orderBy(desc(checkInRedemptions.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db
      .select({ total: count() })
      .from(checkInRedemptions)
      .innerJoin(members, eq(members.id, checkInRedemptions.memberId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

// ---- Fee vouchers ----

export async function insertFeeVoucher(
  db: Db,
  values: typeof feeVouchers.$inferInsert,
): Promise<FeeVoucherRow> {
  const [row] = await db.insert(feeVouchers).values(values).returning();
  if (!row) throw new Error('fee voucher not inserted');
  return row;
}

/**
 * The member's vouchers holding value at `now`, soonest expiry first; locked when a fill uses them,
 * so two fills of one member take their turns (the second reads what the first left).
 */
export async function findLiveFeeVouchers(
  db: Db,
  memberId: number,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<FeeVoucherRow[]> {
  const query = db
    .select()
    .from(feeVouchers)
    .where(
      and(
        eq(feeVouchers.memberId, memberId),
        gt(feeVouchers.remainingMinor, 0n),
        gt(feeVouchers.expiresAt, now),
      ),
    )
    .orderBy(asc(feeVouchers.expiresAt), asc(feeVouchers.id));
  return options.lock ? query.for('update') : query;
}

/** When the last of the member's vouchers still holding value expires; null when none holds any. */
export async function findLatestFeeVoucherExpiry(db: Db, memberId: number): Promise<Date | null> {
  const [row] = await db
    .select({ latest: max(feeVouchers.expiresAt) })
    .from(feeVouchers)
    .where(and(eq(feeVouchers.memberId, memberId), gt(feeVouchers.remainingMinor, 0n)));
  return row?.latest ?? null;
}

export async function findLiveFeeVoucherPage(
  db: Db,
  memberId: number,
  now: Date,
  page: number,
): Promise<{ rows: FeeVoucherRow[]; total: number }> {
  const where = and(
    eq(feeVouchers.memberId, memberId),
    gt(feeVouchers.remainingMinor, 0n),
    gt(feeVouchers.expiresAt, now),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(feeVouchers)
      .where(where)
      .orderBy(asc(feeVouchers.expiresAt), asc(feeVouchers.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(feeVouchers).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Takes `amountMinor` off a voucher: a guarded update (the table's check backstops it). */
export async function spendFromFeeVoucher(db: Db, voucherId: number, amountMinor: bigint): Promise<void> {
  const [row] = await db
    .update(feeVouchers)
    .set({ remainingMinor: sql`${feeVouchers.remainingMinor} - ${amountMinor}` })
    .where(and(eq(feeVouchers.id, voucherId), sql`${feeVouchers.remainingMinor} >= ${amountMinor}`))
    .returning({ id: feeVouchers.id });
  if (!row) throw new Error(`fee voucher ${voucherId} holds less than ${amountMinor}`);
}

export async function insertFeeVoucherUse(db: Db, values: typeof feeVoucherUses.$inferInsert): Promise<void> {
  await db.insert(feeVoucherUses).values(values);
}

/** What vouchers covered of the fills of these orders (opening fills) and positions (closing fills). */
export async function findFeeVoucherUses(
  db: Db,
  refs: { orderIds: readonly number[]; positionIds: readonly number[] },
): Promise<FeeVoucherUseRow[]> {
  const byOrder =
    refs.orderIds.length > 0
      ? and(eq(feeVoucherUses.fillKind, 'open'), inArray(feeVoucherUses.orderId, [...refs.orderIds]))
      : undefined;
  const byPosition =
    refs.positionIds.length > 0
      ? and(eq(feeVoucherUses.fillKind, 'close'), inArray(feeVoucherUses.positionId, [...refs.positionIds]))
      : undefined;
  if (!byOrder && !byPosition) return [];
  return db.select().from(feeVoucherUses).where(or(byOrder, byPosition));
}
