// Block trades (issue 5 §4, spec §2 /home/blockTrade, /home/blockTrade1, /home/blockTrade2): block
// deals staff offer — an instrument at a fixed block price, a minimum of shares, a secret key, an open
// window and a lock in trading days — and members' purchases of them, which open an ordinary long
// position at 1× leverage, locked for the deal's lock days. The secret key never leaves the server.
import { z } from 'zod';
import { CURRENCIES } from '@saham/domain/currencies';
import { MARKET_CODES } from '@saham/domain/markets/types';
import { memberCall, staffCall, STAFF_ROLES, type StaffRole } from './call.ts';
import { isoTimeSchema, moneySchema, pageSchema, pagedSchema } from './envelope.ts';
import { decimalInputSchema, quantityInputSchema } from './inputs.ts';

const decimalSchema = z.string().regex(/^\d+(\.\d+)?$/, 'a decimal');

/** upcoming: before its open time; open: buyable now; closed: past its close time or switched off. */
export const BLOCK_DEAL_STATES = ['upcoming', 'open', 'closed'] as const;
export type BlockDealState = (typeof BLOCK_DEAL_STATES)[number];

export const SECRET_KEY_MAX = 64;

export const blockDealSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  code: z.string(),
  market: z.enum(MARKET_CODES),
  currency: z.enum(CURRENCIES),
  /** The instrument's names by language code (en always present). */
  names: z.record(z.string(), z.string()),
  blockPrice: decimalSchema,
  /** The latest market price, for comparison; null when none is known. */
  lastPrice: decimalSchema.nullable(),
  minShares: decimalSchema,
  lotSize: decimalSchema,
  opensAt: isoTimeSchema,
  closesAt: isoTimeSchema,
  lockDays: z.number().int(),
  state: z.enum(BLOCK_DEAL_STATES),
});
export type BlockDeal = z.infer<typeof blockDealSchema>;

export const blockOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  dealId: z.number().int(),
  symbol: z.string(),
  code: z.string(),
  market: z.enum(MARKET_CODES),
  currency: z.enum(CURRENCIES),
  price: decimalSchema,
  quantity: decimalSchema,
  /** Block price × quantity. */
  amount: moneySchema,
  margin: moneySchema,
  fee: moneySchema,
  tax: moneySchema,
  /** Margin + fee + tax: what the purchase took from the available balance. */
  total: moneySchema,
  positionId: z.number().int(),
  lockedUntil: isoTimeSchema,
  createdAt: isoTimeSchema,
});
export type BlockOrder = z.infer<typeof blockOrderSchema>;

export const blockTradeList = memberCall({
  path: 'blockTrade/list',
  summary: 'Block trade deals open or upcoming, ten a page',
  description: 'Deals not yet closed (open ones first, then upcoming), ten a page.',
  access: 'member',
  request: z.object({ page: pageSchema }),
  response: pagedSchema(blockDealSchema),
});

export const blockTradeDetail = memberCall({
  path: 'blockTrade/detail',
  summary: 'One block trade deal',
  access: 'member',
  request: z.object({ id: z.number().int().positive() }),
  response: blockDealSchema,
});

export const blockTradeBuy = memberCall({
  path: 'blockTrade/buy',
  summary: 'Buy shares of a block trade deal with its secret key',
  description: "Buys `quantity` shares of a deal at its block price with the deal's secret key.",
  access: 'member',
  isMoneyMoving: true,
  request: z.object({
    dealId: z.number().int().positive(),
    quantity: quantityInputSchema,
    key: z.string().max(SECRET_KEY_MAX),
  }),
  response: blockOrderSchema,
});

export const blockTradeOrders = memberCall({
  path: 'blockTrade/orders',
  summary: "The member's block trade orders, ten a page",
  access: 'member',
  request: z.object({ page: pageSchema }),
  response: pagedSchema(blockOrderSchema),
});

// Back office

const BLOCK_TRADE_WRITE_ROLES = ['admin'] as const satisfies readonly StaffRole[];

export const adminBlockDealSchema = blockDealSchema.extend({
  instrumentId: z.number().int(),
  isEnabled: z.boolean(),
  /** Purchases made so far and the shares they bought. */
  orderCount: z.number().int(),
  soldShares: decimalSchema,
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type AdminBlockDeal = z.infer<typeof adminBlockDealSchema>;

export const blockDealInputSchema = z.object({
  instrumentId: z.number().int().positive(),
  blockPrice: decimalInputSchema,
  minShares: decimalInputSchema,
  opensAt: z.iso.datetime({ offset: true }),
  closesAt: z.iso.datetime({ offset: true }),
  lockDays: z.number().int().min(0).max(3650),
  isEnabled: z.boolean(),
});
export type BlockDealInput = z.infer<typeof blockDealInputSchema>;

export const listBlockDeals = staffCall({
  path: 'blockTrades/list',
  summary: 'Block trade deals, ten a page',
  roles: STAFF_ROLES,
  request: z.object({ page: pageSchema, search: z.string().max(100).optional() }),
  response: pagedSchema(adminBlockDealSchema),
});

export const createBlockDeal = staffCall({
  path: 'blockTrades/create',
  summary: 'Create a block trade deal',
  description: 'A new deal needs its secret key (4–64 characters); it is stored hashed.',
  roles: BLOCK_TRADE_WRITE_ROLES,
  request: blockDealInputSchema.extend({ secretKey: z.string().max(SECRET_KEY_MAX) }),
  response: adminBlockDealSchema,
});

export const updateBlockDeal = staffCall({
  path: 'blockTrades/update',
  summary: 'Change a block trade deal',
  description: 'Changes a deal; an empty or absent `secretKey` keeps the current key.',
  roles: BLOCK_TRADE_WRITE_ROLES,
  request: blockDealInputSchema.extend({
    id: z.number().int().positive(),
    secretKey: z.string().max(SECRET_KEY_MAX).optional(),
  }),
  response: adminBlockDealSchema,
});

export const setBlockDealEnabled = staffCall({
  path: 'blockTrades/setEnabled',
  summary: 'Switch a block trade deal on or off',
  roles: BLOCK_TRADE_WRITE_ROLES,
  request: z.object({ id: z.number().int().positive(), isEnabled: z.boolean() }),
  response: adminBlockDealSchema,
});

export const adminBlockOrderSchema = blockOrderSchema.extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
});
export type AdminBlockOrder = z.infer<typeof adminBlockOrderSchema>;

export const listBlockOrders = staffCall({
  path: 'blockTrades/orders',
  summary: "Members' block trade orders, ten a page",
  roles: STAFF_ROLES,
  request: z.object({
    page: pageSchema,
    dealId: z.number().int().positive().optional(),
    /** Part of the member's account. */
    account: z.string().max(100).optional(),
  }),
  response: pagedSchema(adminBlockOrderSchema),
});
