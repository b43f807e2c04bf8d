// Member calls of the daily check-in: checkIn/status, today, rewards, redeem and redemptions. A day is
// a Malaysian calendar day (domain check-in/rules.ts); the unique index on member and day makes a
// check-in once a day whatever races. Points are grants that expire; a redemption spends them soonest
// expiry first, takes one item of the reward's stock and pays a cash reward from the marketing account
// through the ledger, all in one transaction with the reward row and the member's grants locked.
import { randomBytes } from 'node:crypto';
import type { Paged } from '@saham/contract/envelope';
import type {
  CheckInRedemption,
  CheckInReward,
  CheckInStatus,
  FeeVoucherView,
} from '@saham/contract/check-in';
import {
  DEFAULT_CHECK_IN_SCHEDULE,
  DEFAULT_FEE_VOUCHER_VALID_DAYS,
  DEFAULT_POINTS_EXPIRY_MONTHS,
  currentStreak,
  daysOfMonth,
  malaysianDay,
  pointsExpiry,
  pointsForStreak,
  previousDay,
  spendPlan,
  streakOn,
} from '@saham/domain/check-in/rules';
import { formatMinor } from '@saham/domain/money';
import { feeVouchersTag, invalidateCached } from '../../cache/read-caches.ts';
import type { Db } from '../../db/client.ts';
import { toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { MemberOnlyContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { postEntry } from '../ledger/post-entry.ts';
import {
  findCheckInsBetween,
  findEnabledRewardPage,
  findExpiryMonths,
  findLastCheckIn,
  findLiveFeeVoucherPage,
  findLiveGrants,
  findMemberRedemptionPage,
  findReward,
  findSchedule,
  insertCheckInOnce,
  insertFeeVoucher,
  insertGrant,
  insertRedemption,
  spendFromGrant,
  takeRewardStock,
  type FeeVoucherRow,
  type RedemptionRow,
  type RewardRow,
} from './repo.ts';

/** The staff schedule, or the default one while staff have set none. */
export async function scheduleOf(db: Db): Promise<number[]> {
  const schedule = await findSchedule(db);
  return schedule.length > 0 ? schedule : [...DEFAULT_CHECK_IN_SCHEDULE];
}

export async function expiryMonthsOf(db: Db): Promise<number> {
  return (await findExpiryMonths(db)) ?? DEFAULT_POINTS_EXPIRY_MONTHS;
}

export function toReward(row: RewardRow): CheckInReward {
  return {
    id: row.id,
    names: row.names,
    kind: row.kind,
    amount: formatMinor(row.amountMinor, 'MYR'),
    currency: 'MYR',
    pointsNeeded: row.pointsNeeded,
    stock: row.stock,
    validDays: row.kind === 'fee_voucher' ? (row.validDays ?? DEFAULT_FEE_VOUCHER_VALID_DAYS) : null,
  };
}

export function toFeeVoucher(row: FeeVoucherRow): FeeVoucherView {
  return {
    id: row.id,
    names: row.names,
    amount: formatMinor(row.amountMinor, 'MYR'),
    remaining: formatMinor(row.remainingMinor, 'MYR'),
    currency: 'MYR',
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toRedemption(row: RedemptionRow): CheckInRedemption {
  return {
    id: row.id,
    orderNo: row.orderNo,
    rewardId: row.rewardId,
    names: row.names,
    kind: row.kind,
    amount: formatMinor(row.amountMinor, 'MYR'),
    currency: 'MYR',
    points: row.points,
    createdAt: row.createdAt.toISOString(),
  };
}

function pointsHeld(grants: readonly { remaining: number }[]): number {
  return grants.reduce((sum, grant) => sum + grant.remaining, 0);
}

export async function checkInStatus(
  context: MemberOnlyContext,
  request: { month?: string | undefined },
): Promise<CheckInStatus> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const now = clock.now();
  const today = malaysianDay(now);
  const month = request.month ?? today.slice(0, 7);
  const days = daysOfMonth(month);
  const [last, monthRows, grants, schedule, expiryMonths] = await Promise.all([
    findLastCheckIn(db, memberId, today),
    findCheckInsBetween(db, memberId, days[0] ?? today, days.at(-1) ?? today),
    findLiveGrants(db, memberId, now),
    scheduleOf(db),
    expiryMonthsOf(db),
  ]);
  const hasCheckedInToday = last?.day === today;
  const pointsByDay = new Map(monthRows.map((row) => [row.day, row.points]));
  const soonest = grants[0];
  const nextExpiry = soonest
    ? {
        points: pointsHeld(
          grants.filter((grant) => grant.expiresAt.getTime() === soonest.expiresAt.getTime()),
        ),
        expiresAt: soonest.expiresAt.toISOString(),
      }
    : null;
  return {
    today,
    hasCheckedInToday,
    streak: currentStreak(today, last),
    todayPoints: hasCheckedInToday && last ? last.points : pointsForStreak(schedule, streakOn(today, last)),
    month,
    days: days.map((date) => ({ date, points: pointsByDay.get(date) ?? null })),
    points: pointsHeld(grants),
    nextExpiry,
    schedule,
    expiryMonths,
  };
}

/** Once per Malaysian day: the streak continues from yesterday's check-in, points by the schedule. */
export async function checkInToday(context: MemberOnlyContext) {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const now = clock.now();
  const day = malaysianDay(now);
  const [schedule, expiryMonths] = await Promise.all([scheduleOf(db), expiryMonthsOf(db)]);
  return inTransaction(db, async (tx) => {
    const last = await findLastCheckIn(tx, memberId, previousDay(day));
    const streak = streakOn(day, last);
    const points = pointsForStreak(schedule, streak);
    const row = await insertCheckInOnce(tx, { memberId, day, streak, points, createdAt: now });
    if (!row) refuse('ALREADY_CHECKED_IN');
    await insertGrant(tx, {
      memberId,
      checkInId: row.id,
      points,
      remaining: points,
      grantedAt: now,
      expiresAt: pointsExpiry(now, expiryMonths),
    });
    const balance = pointsHeld(await findLiveGrants(tx, memberId, now));
    return { date: day, streak, points, balance };
  });
}

export async function listRewards(context: MemberOnlyContext, page: number): Promise<Paged<CheckInReward>> {
  const { rows, total } = await findEnabledRewardPage(context.services.db, page);
  return toPaged(rows.map(toReward), page, total);
}

function newOrderNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `CI${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * Locks the reward, then the member's live grants (always in that order, so redemptions never
 * deadlock); refuses when the stock is gone or the points do not suffice; spends, takes the stock,
 * writes the redemption and pays the cash from the marketing account.
 */
export async function redeemReward(context: MemberOnlyContext, rewardId: number) {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const reward = await findReward(tx, rewardId, { lock: true });
    if (!reward || !reward.isEnabled) refuse('PRODUCT_NOT_FOUND');
    if (reward.stock <= 0) refuse('CHECKIN_COUNT_INSUFFICIENT');
    const grants = await findLiveGrants(tx, memberId, now, { lock: true });
    const plan = spendPlan(grants, reward.pointsNeeded);
    if (plan === null) refuse('CHECKIN_COUNT_INSUFFICIENT');
    if (!(await takeRewardStock(tx, reward.id, now))) refuse('CHECKIN_COUNT_INSUFFICIENT');
    for (const step of plan) await spendFromGrant(tx, step.id, step.points);
    const orderNo = newOrderNo(now);
    const entryId = await payReward(tx, memberId, reward, orderNo, now);
    const row = await insertRedemption(tx, {
      orderNo,
      memberId,
      rewardId: reward.id,
      names: reward.names,
      kind: reward.kind,
      amountMinor: reward.amountMinor,
      points: reward.pointsNeeded,
      entryId,
      createdAt: now,
    });
    if (reward.kind === 'fee_voucher') await giveFeeVoucher(tx, row, reward.validDays, now);
    return { redemption: toRedemption(row), points: pointsHeld(grants) - reward.pointsNeeded };
  });
}

/** A fee voucher worth the reward's amount, usable for the reward's validity in days from now. */
async function giveFeeVoucher(tx: Db, redemption: RedemptionRow, validDays: number | null, now: Date) {
  const days = validDays ?? DEFAULT_FEE_VOUCHER_VALID_DAYS;
  await insertFeeVoucher(tx, {
    memberId: redemption.memberId,
    redemptionId: redemption.id,
    names: redemption.names,
    amountMinor: redemption.amountMinor,
    remainingMinor: redemption.amountMinor,
    expiresAt: new Date(now.getTime() + days * 86_400_000),
    createdAt: now,
  });
  await invalidateCached(tx, [feeVouchersTag(redemption.memberId)]);
}

/**
 * A cash reward: MYR to the member's available balance from the marketing account. A fee voucher
 * moves no money when redeemed: its value is credited fill by fill as trades use it (for-trading.ts).
 */
async function payReward(
  tx: Db,
  memberId: number,
  reward: RewardRow,
  orderNo: string,
  now: Date,
): Promise<number | null> {
  switch (reward.kind) {
    case 'fee_voucher':
      return null;
    case 'cash':
      return postEntry(
        tx,
        {
          type: 'check_in_reward',
          memberId,
          referenceType: 'check_in_redemption',
          referenceId: orderNo,
          postings: [
            { account: { memberId, bucket: 'available' }, currency: 'MYR', amountMinor: reward.amountMinor },
            {
              account: { house: 'marketing', shardFor: memberId },
              currency: 'MYR',
              amountMinor: -reward.amountMinor,
            },
          ],
        },
        now,
      );
    default: {
      const unknown: never = reward.kind;
      throw new Error(`unknown reward kind ${String(unknown)}`);
    }
  }
}

export async function listRedemptions(
  context: MemberOnlyContext,
  page: number,
): Promise<Paged<CheckInRedemption>> {
  const { rows, total } = await findMemberRedemptionPage(context.services.db, context.session.memberId, page);
  return toPaged(rows.map(toRedemption), page, total);
}

export async function listFeeVouchers(
  context: MemberOnlyContext,
  page: number,
): Promise<Paged<FeeVoucherView>> {
  const { db, clock } = context.services;
  const { rows, total } = await findLiveFeeVoucherPage(db, context.session.memberId, clock.now(), page);
  return toPaged(rows.map(toFeeVoucher), page, total);
}

/** For the points-expiry job: expires the grants past their expiry; answers how many. */
export { expireGrants as expireCheckInPoints } from './repo.ts';
