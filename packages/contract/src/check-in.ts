// The daily check-in (issue 18 §3): one check-in per Malaysian calendar day, a streak with a bonus
// schedule staff set, points that expire (first granted, first spent), and rewards redeemed with points
// — a cash credit in MYR paid from the marketing account through the ledger, or a fee voucher (a
// brokerage credit in MYR with an expiry, taken off the fees of the member's next MYR trades). Members call checkIn/*
// under /api/vue/; staff edit rewards and the schedule and list redemptions under /api/admin/checkIn/*.
import { z } from 'zod';
import { LANGUAGES } from '@saham/domain/languages';
import { CHECK_IN_REWARD_KINDS } from '@saham/domain/check-in/rules';
import { memberCall, staffCall } from './call.ts';
import { isoTimeSchema, moneySchema, pageSchema, pagedSchema } from './envelope.ts';
import { moneyInputSchema } from './inputs.ts';

/** A reward's name in every language (each required: members see the one of their language). */
export const rewardNamesSchema = z.object(
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries loses the key type; every language is a key here
  Object.fromEntries(LANGUAGES.map((language) => [language, z.string().trim().min(1).max(80)])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodString
  >,
);
export type RewardNames = z.infer<typeof rewardNamesSchema>;

const rewardKindSchema = z.enum(CHECK_IN_REWARD_KINDS);
/** A Malaysian calendar day, YYYY-MM-DD. */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const checkInDaySchema = z.object({
  date: daySchema,
  /** Points the check-in of that day earned; null when the member did not check in. */
  points: z.number().int().nullable(),
});

export const checkInStatusSchema = z.object({
  /** Today in Malaysia (Asia/Kuala_Lumpur), YYYY-MM-DD. */
  today: daySchema,
  hasCheckedInToday: z.boolean(),
  /** Consecutive Malaysian days up to today (or yesterday, while today is still open); 0 when broken. */
  streak: z.number().int(),
  /** Points today's check-in earns (or earned). */
  todayPoints: z.number().int(),
  /** The month shown, YYYY-MM, and each of its days. */
  month: z.string(),
  days: z.array(checkInDaySchema),
  /** Points the member may spend now (granted, not spent, not expired). */
  points: z.number().int(),
  /** The soonest points to expire, or null when none are held. */
  nextExpiry: z.object({ points: z.number().int(), expiresAt: isoTimeSchema }).nullable(),
  /** Points per day of the streak's cycle: day 1 first; after the last day the cycle starts again. */
  schedule: z.array(z.number().int()),
  expiryMonths: z.number().int(),
});
export type CheckInStatus = z.infer<typeof checkInStatusSchema>;

export const checkInStatus = memberCall({
  path: 'checkIn/status',
  summary: "The member's check-in: today, the streak, a month's calendar, points and the next expiry",
  description: 'Days are Malaysian calendar days. `month` (YYYY-MM) picks the calendar; default this month.',
  access: 'member',
  request: z.object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .optional(),
  }),
  response: checkInStatusSchema,
});

export const checkInToday = memberCall({
  path: 'checkIn/today',
  summary: "Check in for today (a Malaysian calendar day): once a day, points by the streak's schedule",
  description: 'A second check-in on the same Malaysian day is refused with ALREADY_CHECKED_IN.',
  access: 'member',
  refusals: ['ALREADY_CHECKED_IN'],
  request: z.object({}),
  response: z.object({
    date: daySchema,
    streak: z.number().int(),
    points: z.number().int(),
    balance: z.number().int(),
  }),
});

export const checkInRewardSchema = z.object({
  id: z.number().int(),
  names: rewardNamesSchema,
  kind: rewardKindSchema,
  /** What the reward pays (cash) or the voucher's value (fee_voucher), with its currency (MYR). */
  amount: moneySchema,
  currency: z.literal('MYR'),
  pointsNeeded: z.number().int(),
  stock: z.number().int(),
  /** A fee voucher's validity in days from its redemption; null for cash. */
  validDays: z.number().int().nullable(),
});
export type CheckInReward = z.infer<typeof checkInRewardSchema>;

export const checkInRewards = memberCall({
  path: 'checkIn/rewards',
  summary: 'Rewards members may redeem with points, ten a page',
  access: 'member',
  request: z.object({ page: pageSchema }),
  response: pagedSchema(checkInRewardSchema),
});

export const checkInRedemptionSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  rewardId: z.number().int(),
  names: rewardNamesSchema,
  kind: rewardKindSchema,
  amount: moneySchema,
  currency: z.literal('MYR'),
  points: z.number().int(),
  createdAt: isoTimeSchema,
});
export type CheckInRedemption = z.infer<typeof checkInRedemptionSchema>;

export const checkInRedeem = memberCall({
  path: 'checkIn/redeem',
  summary: 'Redeem a reward with points; a cash reward is credited to the available MYR balance',
  description:
    'Refused with CHECKIN_COUNT_INSUFFICIENT when the points held do not suffice or the stock is gone; ' +
    'points are spent from those that expire first. A fee_voucher reward gives a voucher (checkIn/vouchers).',
  access: 'member',
  isMoneyMoving: true,
  refusals: ['CHECKIN_COUNT_INSUFFICIENT', 'PRODUCT_NOT_FOUND'],
  request: z.object({ rewardId: z.number().int().positive() }),
  response: z.object({ redemption: checkInRedemptionSchema, points: z.number().int() }),
});

export const checkInRedemptions = memberCall({
  path: 'checkIn/redemptions',
  summary: "The member's redemptions, newest first, ten a page",
  access: 'member',
  request: z.object({ page: pageSchema }),
  response: pagedSchema(checkInRedemptionSchema),
});

export const feeVoucherSchema = z.object({
  id: z.number().int(),
  /** The reward's names when it was redeemed. */
  names: rewardNamesSchema,
  /** The voucher's value, what is left of it, and its currency (MYR: it covers fees of MYR trades). */
  amount: moneySchema,
  remaining: moneySchema,
  currency: z.literal('MYR'),
  expiresAt: isoTimeSchema,
  createdAt: isoTimeSchema,
});
export type FeeVoucherView = z.infer<typeof feeVoucherSchema>;

export const checkInVouchers = memberCall({
  path: 'checkIn/vouchers',
  summary: "The member's fee vouchers still usable (value left, not expired), soonest expiry first",
  description:
    "Each fill of a trade in MYR takes its fee off these, soonest expiry first, in the fill's transaction.",
  access: 'member',
  request: z.object({ page: pageSchema }),
  response: pagedSchema(feeVoucherSchema),
});

// ---- Back office ----

export const adminCheckInRewardSchema = checkInRewardSchema.extend({
  isEnabled: z.boolean(),
  redeemedCount: z.number().int(),
  updatedAt: isoTimeSchema,
});
export type AdminCheckInReward = z.infer<typeof adminCheckInRewardSchema>;

export const listCheckInRewards = staffCall({
  path: 'checkIn/rewards',
  summary: 'Check-in rewards, newest first, ten a page',
  roles: ['admin', 'reviewer', 'support'],
  request: z.object({ page: pageSchema }),
  response: pagedSchema(adminCheckInRewardSchema),
});

export const saveCheckInReward = staffCall({
  path: 'checkIn/saveReward',
  summary: 'Create a check-in reward (no id) or update one',
  roles: ['admin'],
  request: z.object({
    id: z.number().int().positive().optional(),
    names: rewardNamesSchema,
    kind: rewardKindSchema,
    amount: moneyInputSchema,
    pointsNeeded: z.number().int().min(1).max(10_000_000),
    stock: z.number().int().min(0).max(10_000_000),
    /** A fee voucher's validity in days (default 30); ignored for cash. */
    validDays: z.number().int().min(1).max(366).optional(),
    isEnabled: z.boolean(),
  }),
  response: adminCheckInRewardSchema,
});

export const checkInScheduleSchema = z.object({
  /** Points per day of the streak's cycle (1 to 31 days); a day of 0 points is refused (INVALID_INPUT). */
  points: z.array(z.number().int().min(0).max(100_000)).min(1).max(31),
  /** Months after which points granted expire. */
  expiryMonths: z.number().int().min(1).max(120),
});
export type CheckInSchedule = z.infer<typeof checkInScheduleSchema>;

export const getCheckInSchedule = staffCall({
  path: 'checkIn/bonusSchedule',
  summary: 'The check-in bonus schedule (points per day of the streak) and the points expiry',
  roles: ['admin', 'reviewer', 'support'],
  request: z.object({}),
  response: checkInScheduleSchema,
});

export const saveCheckInSchedule = staffCall({
  path: 'checkIn/saveBonusSchedule',
  summary: 'Replace the check-in bonus schedule and the points expiry',
  roles: ['admin'],
  request: checkInScheduleSchema,
  response: checkInScheduleSchema,
});

export const adminRedemptionSchema = checkInRedemptionSchema.extend({
  memberId: z.number().int(),
  account: z.string(),
});
export type AdminRedemption = z.infer<typeof adminRedemptionSchema>;

export const listCheckInRedemptions = staffCall({
  path: 'checkIn/redemptions',
  summary: "Members' reward redemptions, newest first, ten a page",
  roles: ['admin', 'reviewer', 'support'],
  request: z.object({ account: z.string().max(64).optional(), page: pageSchema }),
  response: pagedSchema(adminRedemptionSchema),
});
