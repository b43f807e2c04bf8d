// Day trading (issue 5 §3, /home/dayTrading): a member applies for a day-trading account with an
// amount (frozen at once), staff approve or reject it; an approved account's allocation is the
// buying power of day positions, which close automatically at the end of the market's session.
import { z } from 'zod';
import { MARKET_CODES } from '@saham/domain/markets/types';
import { DIRECTIONS } from '@saham/domain/trading/orders';
import { memberCall, staffCall } from './call.ts';
import { isoTimeSchema, moneySchema, pageSchema, pagedSchema } from './envelope.ts';
import { decimalInputSchema, quantityInputSchema } from './inputs.ts';
import { tradeOrderSchema, tradePositionSchema } from './trading.ts';

export const DAY_TRADE_STATUSES = ['pending', 'approved', 'rejected', 'ended'] as const;
export type DayTradeStatus = (typeof DAY_TRADE_STATUSES)[number];

/** The application limits staff set; day trading is in MYR (Bursa Malaysia). */
export const dayTradeLimitsSchema = z.object({ minAmount: moneySchema, maxAmount: moneySchema });
export type DayTradeLimits = z.infer<typeof dayTradeLimitsSchema>;

export const dayTradeApplicationSchema = z.object({
  id: z.number().int(),
  currency: z.literal('MYR'),
  amount: moneySchema,
  status: z.enum(DAY_TRADE_STATUSES),
  /** The day-trading capital (0.00 until approved). */
  allocation: moneySchema,
  /** Out in open day positions. */
  used: moneySchema,
  /** What a new day position may still cost: allocation − used. */
  buyingPower: moneySchema,
  rejectReason: z.string().nullable(),
  createdAt: isoTimeSchema,
  reviewedAt: isoTimeSchema.nullable(),
  endedAt: isoTimeSchema.nullable(),
});
export type DayTradeApplication = z.infer<typeof dayTradeApplicationSchema>;

export const dayTradePositionSchema = tradePositionSchema.extend({
  /** Margin, fee and tax the opening took out of the allocation. */
  cost: moneySchema,
  /** When it closes automatically: the end of the session it was opened in. */
  closeAt: isoTimeSchema,
});
export type DayTradePosition = z.infer<typeof dayTradePositionSchema>;

export const dayTradingOverview = memberCall({
  path: 'dayTrading/overview',
  summary: "The member's day-trading state and amounts",
  access: 'member',
  request: z.object({}),
  response: z.object({
    limits: dayTradeLimitsSchema,
    /** The member's available MYR balance now. */
    available: moneySchema,
    /** The pending or approved application, else the latest one, else null. */
    current: dayTradeApplicationSchema.nullable(),
  }),
});

export const dayTradingApply = memberCall({
  path: 'dayTrading/apply',
  summary: 'Apply for a day-trading amount',
  access: 'member',
  isMoneyMoving: true,
  /** Checked by the server (FIELD_REQUIRED, INVALID_INPUT, DAY_TRADE_AMOUNT_RANGE). */
  request: z.object({ amount: decimalInputSchema }),
  response: dayTradeApplicationSchema,
});

export const dayTradingApplications = memberCall({
  path: 'dayTrading/applications',
  summary: "The member's day-trading applications, ten a page",
  access: 'member',
  request: z.object({ page: pageSchema }),
  response: pagedSchema(dayTradeApplicationSchema),
});

export const dayTradingBuy = memberCall({
  path: 'dayTrading/buy',
  summary: 'Open a day-trading position',
  access: 'member',
  isMoneyMoving: true,
  /** A market order on Bursa Malaysia, paid from the day-trading allocation. */
  request: z.object({
    code: z.string().min(1).max(40),
    market: z.enum(MARKET_CODES).optional(),
    direction: z.enum(DIRECTIONS),
    quantity: quantityInputSchema,
    leverage: z.number().int().min(1).max(1000).default(1),
  }),
  response: z.object({ order: tradeOrderSchema, position: dayTradePositionSchema }),
});

export const dayTradingClose = memberCall({
  path: 'dayTrading/close',
  summary: 'Close a day-trading position',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({ positionId: z.number().int().positive() }),
  response: dayTradePositionSchema,
});

export const dayTradingEnd = memberCall({
  path: 'dayTrading/end',
  summary: "End the member's day trading, returning the amount left",
  access: 'member',
  isMoneyMoving: true,
  request: z.object({}),
  response: dayTradeApplicationSchema,
});

export const dayTradingPositions = memberCall({
  path: 'dayTrading/positions',
  summary: "The member's day-trading positions, ten a page",
  access: 'member',
  request: z.object({ status: z.enum(['open', 'closed']).default('open'), page: pageSchema }),
  response: pagedSchema(dayTradePositionSchema),
});

// Staff

export const staffDayTradeRowSchema = dayTradeApplicationSchema.extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
  memberName: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export type StaffDayTradeRow = z.infer<typeof staffDayTradeRowSchema>;

export const staffDayTradingList = staffCall({
  path: 'dayTrading/list',
  summary: 'Day-trading applications, ten a page',
  roles: ['admin', 'reviewer', 'support'],
  request: z.object({ status: z.enum(DAY_TRADE_STATUSES).optional(), page: pageSchema }),
  response: pagedSchema(staffDayTradeRowSchema),
});

export const staffDayTradingApprove = staffCall({
  path: 'dayTrading/approve',
  summary: 'Approve a day-trading application',
  roles: ['admin', 'reviewer'],
  request: z.object({ id: z.number().int() }),
  response: staffDayTradeRowSchema,
});

export const staffDayTradingReject = staffCall({
  path: 'dayTrading/reject',
  summary: 'Reject a day-trading application',
  roles: ['admin', 'reviewer'],
  request: z.object({ id: z.number().int(), reason: z.string().max(500) }),
  response: staffDayTradeRowSchema,
});

export const staffDayTradingSettings = staffCall({
  path: 'dayTrading/settings',
  summary: 'The day-trading amount limits',
  roles: ['admin', 'reviewer', 'support'],
  request: z.object({}),
  response: dayTradeLimitsSchema,
});

export const staffDayTradingSaveSettings = staffCall({
  path: 'dayTrading/saveSettings',
  summary: 'Save the day-trading amount limits',
  roles: ['admin'],
  request: z.object({ minAmount: decimalInputSchema, maxAmount: decimalInputSchema }),
  response: dayTradeLimitsSchema,
});
