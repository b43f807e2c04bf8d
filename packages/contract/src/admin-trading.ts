// Staff calls on trading (issue 5 §5): the dealing desk's settings, members' margin permission,
// orders and positions searches (ten a page, with totals per currency), a position with its fills,
// a manual close with a reason, and the broker's open exposure per instrument and per market.
// Every change carries a reason and is written to the audit log.
import { z } from 'zod';
import { CURRENCIES } from '@saham/domain/currencies';
import { MARKET_CODES } from '@saham/domain/markets/types';
import { DIRECTIONS } from '@saham/domain/trading/orders';
import { STAFF_ROLES, staffCall, type StaffRole } from './call.ts';
import { isoTimeSchema, moneySchema, pageSchema, pagedSchema } from './envelope.ts';
import { dateSchema } from './inputs.ts';
import {
  ORDER_KINDS,
  ORDER_STATUSES,
  POSITION_STATUSES,
  tradeOrderSchema,
  tradePositionSchema,
} from './trading.ts';

const reason = z.string().max(500);
const decimalSchema = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal');

/** Who may change the desk's money rules and close members' positions: the money roles. */
export const TRADING_DESK_ROLES: readonly StaffRole[] = ['admin', 'reviewer'];

export const deskSettingsSchema = z.object({
  /** The spread market orders fill at, in basis points of the price (0–1000). */
  marketSpreadBps: z.number().int().min(0).max(1000),
  /** Percent of a position's margin left when it is force-closed (0–100). */
  maintenanceMarginPercent: z.number().int().min(0).max(100),
});
export type DeskSettings = z.infer<typeof deskSettingsSchema>;

export const getDeskSettings = staffCall({
  path: 'trading/deskSettings',
  summary: "The dealing desk's settings",
  roles: STAFF_ROLES,
  request: z.object({}),
  response: deskSettingsSchema.extend({ updatedAt: isoTimeSchema.nullable() }),
});

export const updateDeskSettings = staffCall({
  path: 'trading/updateDeskSettings',
  summary: "Update the dealing desk's settings",
  roles: ['admin'],
  request: deskSettingsSchema.extend({ reason }),
  response: deskSettingsSchema.extend({ updatedAt: isoTimeSchema.nullable() }),
});

export const memberTradingSchema = z.object({
  memberId: z.number().int(),
  isMarginEnabled: z.boolean(),
  updatedAt: isoTimeSchema.nullable(),
});
export type MemberTrading = z.infer<typeof memberTradingSchema>;

export const getMemberTrading = staffCall({
  path: 'trading/memberSettings',
  summary: "A member's trading settings (margin trading)",
  roles: STAFF_ROLES,
  request: z.object({ memberId: z.number().int() }),
  response: memberTradingSchema,
});

export const setMemberMargin = staffCall({
  path: 'trading/setMargin',
  summary: 'Allow or forbid margin trading for a member',
  roles: TRADING_DESK_ROLES,
  request: z.object({ memberId: z.number().int(), isMarginEnabled: z.boolean(), reason }),
  response: memberTradingSchema,
});

const searchFilters = {
  /** Part of the member's account. */
  account: z.string().max(64).optional(),
  /** Part of the symbol or code, e.g. "1155" or "MY:1155". */
  symbol: z.string().max(32).optional(),
  market: z.enum(MARKET_CODES).optional(),
  direction: z.enum(DIRECTIONS).optional(),
  /** Days as yyyy-mm-dd in Malaysia (UTC+8, where the desk works), inclusive at both ends of the range. */
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  page: pageSchema,
};

export const adminOrderSchema = tradeOrderSchema.extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const orderTotalsSchema = z.object({
  currency: z.enum(CURRENCIES),
  count: z.number().int(),
  /** Funds held by the matching pending orders. */
  frozen: moneySchema,
  /** Fill price × quantity of the matching filled orders. */
  filledAmount: moneySchema,
});

export const searchOrders = staffCall({
  path: 'trading/orders',
  summary: "Search members' orders, ten a page",
  roles: STAFF_ROLES,
  request: z.object({
    ...searchFilters,
    status: z.enum(ORDER_STATUSES).optional(),
    kind: z.enum(ORDER_KINDS).optional(),
  }),
  response: pagedSchema(adminOrderSchema).extend({ totals: z.array(orderTotalsSchema) }),
});

export const adminPositionSchema = tradePositionSchema.extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
});
export type AdminPosition = z.infer<typeof adminPositionSchema>;

export const positionTotalsSchema = z.object({
  currency: z.enum(CURRENCIES),
  count: z.number().int(),
  margin: moneySchema,
  /** Realised P&L of closed positions plus floating P&L of open ones at the latest price. */
  profit: moneySchema,
});

export const searchPositions = staffCall({
  path: 'trading/positions',
  summary: "Search members' positions, ten a page",
  roles: STAFF_ROLES,
  request: z.object({ ...searchFilters, status: z.enum(POSITION_STATUSES).optional() }),
  response: pagedSchema(adminPositionSchema).extend({ totals: z.array(positionTotalsSchema) }),
});

export const adminFillSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ORDER_KINDS),
  price: decimalSchema,
  quantity: decimalSchema,
  amount: moneySchema,
  fee: moneySchema,
  tax: moneySchema,
  grossPnl: moneySchema.nullable(),
  createdAt: isoTimeSchema,
});
export type AdminFill = z.infer<typeof adminFillSchema>;

export const adminPositionDetailSchema = adminPositionSchema.extend({ fills: z.array(adminFillSchema) });
export type AdminPositionDetail = z.infer<typeof adminPositionDetailSchema>;

export const adminPositionDetail = staffCall({
  path: 'trading/positionDetail',
  summary: 'One member position with its orders and P&L',
  roles: STAFF_ROLES,
  request: z.object({ id: z.number().int() }),
  response: adminPositionDetailSchema,
});

export const closeMemberPosition = staffCall({
  path: 'trading/closePosition',
  summary: "Close a member's position at the current price",
  roles: TRADING_DESK_ROLES,
  request: z.object({ id: z.number().int(), reason }),
  response: adminPositionSchema,
});

export const instrumentExposureSchema = z.object({
  symbol: z.string(),
  market: z.enum(MARKET_CODES),
  currency: z.enum(CURRENCIES),
  positionCount: z.number().int(),
  longQuantity: decimalSchema,
  shortQuantity: decimalSchema,
  /** Long less short. */
  netQuantity: decimalSchema,
  /** The latest price; null when the instrument has no quote (notional then at entry prices). */
  lastPrice: decimalSchema.nullable(),
  longNotional: moneySchema,
  shortNotional: moneySchema,
  netNotional: moneySchema,
  /** Members' floating P&L at the latest price. */
  memberPnl: moneySchema,
  /** The broker's side of it: the opposite. */
  brokerPnl: moneySchema,
});
export type InstrumentExposure = z.infer<typeof instrumentExposureSchema>;

export const marketExposureSchema = instrumentExposureSchema
  .omit({ symbol: true, longQuantity: true, shortQuantity: true, netQuantity: true, lastPrice: true })
  .extend({ instrumentCount: z.number().int() });
export type MarketExposure = z.infer<typeof marketExposureSchema>;

export const getExposure = staffCall({
  path: 'trading/exposure',
  summary: "The house's net exposure per instrument",
  roles: STAFF_ROLES,
  request: z.object({}),
  response: z.object({
    /** Largest absolute net notional first. */
    instruments: z.array(instrumentExposureSchema),
    markets: z.array(marketExposureSchema),
    asOf: isoTimeSchema,
  }),
});
