// Tables of the daily check-in (issue 18 §3): one row per member and Malaysian day checked in, the
// points each grant holds until spent or expired, the bonus schedule and expiry setting staff edit,
// the rewards staff define and the members' redemptions.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CheckInRewardKind } from '@saham/domain/check-in/rules';
import type { Language } from '@saham/domain/languages';

const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One check-in per member and Malaysian calendar day: the unique index is the once-a-day rule. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    /** The Malaysian calendar day, YYYY-MM-DD. */
    day: text('day').notNull(),
    streak: integer('streak').notNull(),
    points: integer('points').notNull(),
    createdAt: timeColumn('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('check_ins_member_day_idx').on(table.memberId, table.day)],
);

/**
 * Points granted (one row per check-in): `remaining` falls as points are spent (soonest expiry first)
 * and goes to 0 when the grant expires, the points it still held then kept in `expiredPoints`.
 */
export const checkInPoints = pgTable(
  'check_in_points',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    checkInId: bigint('check_in_id', { mode: 'number' }),
    points: integer('points').notNull(),
    remaining: integer('remaining').notNull(),
    expiredPoints: integer('expired_points').notNull().default(0),
    grantedAt: timeColumn('granted_at').notNull(),
    expiresAt: timeColumn('expires_at').notNull(),
  },
  (table) => [
    index('check_in_points_member_idx').on(table.memberId, table.expiresAt),
    index('check_in_points_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.remaining} > 0`),
    check(
      'check_in_points_remaining',
      sql`${table.remaining} >= 0 and ${table.remaining} <= ${table.points}`,
    ),
  ],
);

/** Points of each day of the streak's cycle (day 1, 2, …). */
export const checkInSchedule = pgTable(
  'check_in_schedule',
  {
    day: integer('day').primaryKey(),
    points: integer('points').notNull(),
  },
  (table) => [check('check_in_schedule_points', sql`${table.points} > 0`)],
);

/** Settings of the check-in: one row (id 1). */
export const checkInSettings = pgTable('check_in_settings', {
  id: integer('id').primaryKey(),
  expiryMonths: integer('expiry_months').notNull(),
  updatedAt: timeColumn('updated_at').notNull().defaultNow(),
});

export const checkInRewards = pgTable(
  'check_in_rewards',
  {
    id: serial('id').primaryKey(),
    names: jsonb('names').$type<Record<Language, string>>().notNull(),
    kind: text('kind').$type<CheckInRewardKind>().notNull(),
    /** MYR minor units the reward pays. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    pointsNeeded: integer('points_needed').notNull(),
    stock: integer('stock').notNull(),
    /** A fee voucher's validity in days from its redemption; null for cash. */
    validDays: integer('valid_days'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: timeColumn('created_at').notNull().defaultNow(),
    updatedAt: timeColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('check_in_rewards_stock', sql`${table.stock} >= 0`),
    check('check_in_rewards_points', sql`${table.pointsNeeded} > 0`),
    check('check_in_rewards_amount', sql`${table.amountMinor} > 0`),
  ],
);

/** A reward a member redeemed: what it was then (names, amount, points) and its journal entry. */
export const checkInRedemptions = pgTable(
  'check_in_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id').notNull(),
    rewardId: integer('reward_id').notNull(),
    names: jsonb('names').$type<Record<Language, string>>().notNull(),
    kind: text('kind').$type<CheckInRewardKind>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    points: integer('points').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: timeColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('check_in_redemptions_order_no_idx').on(table.orderNo),
    index('check_in_redemptions_member_idx').on(table.memberId, table.id),
  ],
);

/**
 * A fee voucher a member redeemed (decision 0025): a brokerage credit in MYR until `expiresAt`.
 * `remainingMinor` falls by guarded updates as fills of MYR trades use it; the check backstops it.
 */
export const feeVouchers = pgTable(
  'fee_vouchers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    redemptionId: bigint('redemption_id', { mode: 'number' }).notNull(),
    names: jsonb('names').$type<Record<Language, string>>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    remainingMinor: bigint('remaining_minor', { mode: 'bigint' }).notNull(),
    expiresAt: timeColumn('expires_at').notNull(),
    createdAt: timeColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('fee_vouchers_member_idx')
      .on(table.memberId, table.expiresAt)
      .where(sql`${table.remainingMinor} > 0`),
    check(
      'fee_vouchers_remaining',
      sql`${table.remainingMinor} >= 0 and ${table.remainingMinor} <= ${table.amountMinor}`,
    ),
  ],
);

/**
 * What a voucher covered of one fill's fee, with the `fee_voucher` entry that credited it: an opening
 * fill is named by its order, a closing fill by the (closed) position it closed.
 */
export const feeVoucherUses = pgTable(
  'fee_voucher_uses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    voucherId: bigint('voucher_id', { mode: 'number' }).notNull(),
    memberId: integer('member_id').notNull(),
    fillKind: text('fill_kind').$type<'open' | 'close'>().notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    positionId: bigint('position_id', { mode: 'number' }),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    createdAt: timeColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('fee_voucher_uses_order_idx').on(table.orderId),
    index('fee_voucher_uses_position_idx').on(table.positionId),
    index('fee_voucher_uses_voucher_idx').on(table.voucherId),
    check('fee_voucher_uses_amount', sql`${table.amountMinor} > 0`),
  ],
);
