// Trading (issue 5, spec §2–§5): opening orders (long or short, limit or market, with leverage),
// cancelling a pending order or a queued close, closing a position, and the lists behind
// /trade/index and /trade/positionDetail. Quantities are shares (units) as decimal strings; prices
// are exact decimal strings; money is a decimal string in the market's currency.
import { z } from 'zod';
import { CURRENCIES } from '@saham/domain/currencies';
import { MARKET_CODES } from '@saham/domain/markets/types';
import { DIRECTIONS, PRICE_TYPES } from '@saham/domain/trading/orders';
import { memberCall } from './call.ts';
import { isoTimeSchema, moneySchema, pageSchema, pagedSchema } from './envelope.ts';

const decimalSchema = z.string().regex(/^\d+(\.\d+)?$/, 'a decimal');
/** A quantity as the member typed it: the server refuses an empty or non-positive one with its own code. */
const quantityInputSchema = z.union([z.string().max(30), z.number()]).optional();

export const ORDER_STATUSES = ['pending', 'filled', 'cancelled'] as const;
export const ORDER_KINDS = ['open', 'close'] as const;
export const POSITION_STATUSES = ['holding', 'preparing_to_close', 'closed'] as const;
/** The /trade/index tabs served by trade/positions; "in progress" is trade/orders {status: pending}. */
export const POSITION_TABS = ['holding', 'locked', 'ended', 'digital', 'forex'] as const;

export const tradeOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  kind: z.enum(ORDER_KINDS),
  symbol: z.string(),
  code: z.string(),
  market: z.enum(MARKET_CODES),
  currency: z.enum(CURRENCIES),
  direction: z.enum(DIRECTIONS),
  priceType: z.enum(PRICE_TYPES),
  /** The limit price; null for market orders and queued closes. */
  price: decimalSchema.nullable(),
  quantity: decimalSchema,
  leverage: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** Margin, fee and tax held while the order is pending. */
  frozen: moneySchema,
  fillPrice: decimalSchema.nullable(),
  positionId: z.number().int().nullable(),
  createdAt: isoTimeSchema,
  filledAt: isoTimeSchema.nullable(),
  cancelledAt: isoTimeSchema.nullable(),
});
export type TradeOrder = z.infer<typeof tradeOrderSchema>;

export const tradePositionSchema = z.object({
  id: z.number().int(),
  positionNo: z.string(),
  symbol: z.string(),
  code: z.string(),
  market: z.enum(MARKET_CODES),
  currency: z.enum(CURRENCIES),
  direction: z.enum(DIRECTIONS),
  priceType: z.enum(PRICE_TYPES),
  leverage: z.number().int(),
  quantity: decimalSchema,
  /** Buy price (entry). */
  entryPrice: decimalSchema,
  /** Cost: the original margin still held (or released, once closed). */
  margin: moneySchema,
  /** Contract amount: entry price × quantity. */
  contractAmount: moneySchema,
  fee: moneySchema,
  tax: moneySchema,
  status: z.enum(POSITION_STATUSES),
  isLocked: z.boolean(),
  lockedUntil: isoTimeSchema,
  openedAt: isoTimeSchema,
  /** The latest price (open positions) or the exit price (closed). */
  currentPrice: decimalSchema.nullable(),
  /** Market value at the current price. */
  marketValue: moneySchema.nullable(),
  /** Open: unrealised gross P&L at the current price; closed: realised P&L less all fees and taxes. */
  profit: moneySchema.nullable(),
  exitPrice: decimalSchema.nullable(),
  closedAt: isoTimeSchema.nullable(),
  isForcedClose: z.boolean(),
});
export type TradePosition = z.infer<typeof tradePositionSchema>;

export const tradeBuy = memberCall({
  path: 'trade/buy',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({
    /** The instrument's symbol (MY:1155) or its code on a market ("1155" with market MY). */
    code: z.string().min(1).max(40),
    market: z.enum(MARKET_CODES).optional(),
    direction: z.enum(DIRECTIONS),
    priceType: z.enum(PRICE_TYPES),
    price: z.string().max(30).optional(),
    quantity: quantityInputSchema,
    leverage: z.number().int().min(1).max(1000).default(1),
  }),
  response: z.object({ order: tradeOrderSchema, position: tradePositionSchema.nullable() }),
});

export const tradeCancel = memberCall({
  path: 'trade/cancel',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({ orderId: z.number().int().positive() }),
  response: tradeOrderSchema,
});

export const tradeSell = memberCall({
  path: 'trade/sell',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({ positionId: z.number().int().positive(), quantity: quantityInputSchema }),
  /** The closed position (or the closed piece of a partial close), or the queued close order. */
  response: z.object({ position: tradePositionSchema.nullable(), order: tradeOrderSchema.nullable() }),
});

export const tradeOrders = memberCall({
  path: 'trade/orders',
  access: 'member',
  request: z.object({ status: z.enum([...ORDER_STATUSES, 'all']).default('all'), page: pageSchema }),
  response: pagedSchema(tradeOrderSchema),
});

export const tradePositions = memberCall({
  path: 'trade/positions',
  access: 'member',
  request: z.object({ tab: z.enum(POSITION_TABS).default('holding'), page: pageSchema }),
  response: pagedSchema(tradePositionSchema),
});

export const tradePositionDetail = memberCall({
  path: 'trade/positionDetail',
  access: 'member',
  request: z.object({ id: z.number().int().positive() }),
  response: tradePositionSchema.extend({
    fills: z.array(
      z.object({
        kind: z.enum(ORDER_KINDS),
        price: decimalSchema,
        quantity: decimalSchema,
        fee: moneySchema,
        tax: moneySchema,
        grossPnl: moneySchema.nullable(),
        createdAt: isoTimeSchema,
      }),
    ),
  }),
});
