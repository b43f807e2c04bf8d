// Trading (issue 5, spec §2–§5): opening orders (long or short, limit or market, with leverage),
// cancelling a pending order or a queued close, closing a position, and the lists behind
// /trade/index and /trade/positionDetail. Quantities are shares (units) as decimal strings; prices
// are exact decimal strings; money is a decimal string in the market's currency.
import { z } from 'zod';
import { CURRENCIES } from '@saham/domain/currencies';
import {
  FEE_NAMES,
  FEE_ROUNDINGS,
  MARKET_CODES,
  ORDER_SIDES,
  type FeeRule,
  type TickBand,
} from '@saham/domain/markets/types';
import { DIRECTIONS, PRICE_TYPES } from '@saham/domain/trading/orders';
import { memberCall } from './call.ts';
import { isoTimeSchema, moneySchema, pageSchema, pagedSchema } from './envelope.ts';
import { decimalInputSchema, quantityInputSchema } from './inputs.ts';
import { REAL_NAME_STATUSES } from './user.ts';

const decimalSchema = z.string().regex(/^\d+(\.\d+)?$/, 'a decimal');

export const ORDER_STATUSES = ['pending', 'filled', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_KINDS = ['open', 'close'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const POSITION_STATUSES = ['holding', 'preparing_to_close', 'closed'] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];
/**
 * The /trade/index tabs served by trade/positions; "in progress" is trade/orders {status: pending}.
 * `all` is every open position of every market (stocks, crypto and forex in one overview).
 */
export const POSITION_TABS = ['all', 'holding', 'locked', 'ended', 'digital', 'forex'] as const;

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
  /** Shares of it lent out now (securities lending, issue 18 §2); absent when none. */
  lentQuantity: decimalSchema.optional(),
});
export type TradePosition = z.infer<typeof tradePositionSchema>;

export const tradeBuy = memberCall({
  path: 'trade/buy',
  summary: 'Open a position: buy (long) or sell short, at a limit or at market',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({
    /** The instrument's symbol (MY:1155) or its code on a market ("1155" with market MY). */
    code: z.string().min(1).max(40),
    market: z.enum(MARKET_CODES).optional(),
    direction: z.enum(DIRECTIONS),
    priceType: z.enum(PRICE_TYPES),
    price: decimalInputSchema.optional(),
    quantity: quantityInputSchema,
    leverage: z.number().int().min(1).max(1000).default(1),
  }),
  response: z.object({ order: tradeOrderSchema, position: tradePositionSchema.nullable() }),
});

export const tradeCancel = memberCall({
  path: 'trade/cancel',
  summary: 'Cancel a pending order or a queued close',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({ orderId: z.number().int().positive() }),
  response: tradeOrderSchema,
});

export const tradeSell = memberCall({
  path: 'trade/sell',
  summary: 'Close a position, in whole or in part',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({ positionId: z.number().int().positive(), quantity: quantityInputSchema }),
  /** The closed position (or the closed piece of a partial close), or the queued close order. */
  response: z.object({ position: tradePositionSchema.nullable(), order: tradeOrderSchema.nullable() }),
});

export const tradeOrders = memberCall({
  path: 'trade/orders',
  summary: "The member's orders, ten a page",
  access: 'member',
  request: z.object({ status: z.enum([...ORDER_STATUSES, 'all']).default('all'), page: pageSchema }),
  response: pagedSchema(tradeOrderSchema),
});

export const tradePositions = memberCall({
  path: 'trade/positions',
  summary: "The member's open or closed positions, ten a page",
  access: 'member',
  request: z.object({
    tab: z.enum(POSITION_TABS).default('holding'),
    /** Only this market's positions (the overview's market filter). */
    market: z.enum(MARKET_CODES).optional(),
    page: pageSchema,
  }),
  response: pagedSchema(tradePositionSchema),
});

export const tradePositionDetail = memberCall({
  path: 'trade/positionDetail',
  summary: "One of the member's positions with its orders",
  access: 'member',
  request: z.object({ id: z.number().int().positive() }),
  response: tradePositionSchema.extend({
    fills: z.array(
      z.object({
        kind: z.enum(ORDER_KINDS),
        price: decimalSchema,
        quantity: decimalSchema,
        fee: moneySchema,
        /** Of the fee, what check-in fee vouchers covered (credited back); absent when none. */
        feeVoucher: moneySchema.optional(),
        tax: moneySchema,
        grossPnl: moneySchema.nullable(),
        createdAt: isoTimeSchema,
      }),
    ),
  }),
});

/**
 * The tax certificate of a closed position (spec §3): the contract notes' figures a member files with
 * their tax return — buy and sell amounts, each charge, and the realised gain or loss. Only for a
 * closed position (TAX_CERTIFICATE_NOT_READY otherwise).
 */
export const taxCertificateSchema = z.object({
  certificateNo: z.string(),
  issuedAt: isoTimeSchema,
  /** The broker issuing it (the site title). */
  broker: z.string(),
  holder: z.object({
    account: z.string(),
    /** The verified real name; null when the member is not verified. */
    name: z.string().nullable(),
    /** The ID number with all but its last 4 characters masked. */
    idNumber: z.string().nullable(),
  }),
  positionNo: z.string(),
  symbol: z.string(),
  code: z.string(),
  /** The instrument's name in the member's language. */
  name: z.string(),
  market: z.enum(MARKET_CODES),
  currency: z.enum(CURRENCIES),
  direction: z.enum(DIRECTIONS),
  leverage: z.number().int(),
  quantity: decimalSchema,
  openedAt: isoTimeSchema,
  closedAt: isoTimeSchema,
  entryPrice: decimalSchema,
  exitPrice: decimalSchema,
  /** Entry price × quantity and exit price × quantity. */
  buyAmount: moneySchema,
  sellAmount: moneySchema,
  openFee: moneySchema,
  closeFee: moneySchema,
  openTax: moneySchema,
  closeTax: moneySchema,
  totalCharges: moneySchema,
  grossPnl: moneySchema,
  /** Gross P&L less every fee and tax: the realised gain (or loss, negative). */
  netPnl: moneySchema,
});
export type TaxCertificate = z.infer<typeof taxCertificateSchema>;

export const tradeTaxCertificate = memberCall({
  path: 'trade/taxCertificate',
  summary: 'The tax certificate of a closed position',
  access: 'member',
  request: z.object({ id: z.number().int().positive() }),
  response: taxCertificateSchema,
});

/**
 * The dividend list (spec §2): dividends and splits applied to the member's positions, newest first.
 * `amount` is signed in the position's currency: received by a long (+), paid by a short (−); "0" for
 * a split, which changes the quantity and the entry price instead.
 */
export const CORPORATE_ACTION_KINDS = ['dividend', 'split'] as const;
export type CorporateActionKind = (typeof CORPORATE_ACTION_KINDS)[number];
/** entitled: a dividend recorded at its ex-date, paid on its pay date; paid: its cash moved; applied: a split. */
export const CORPORATE_ACTION_STATUSES = ['entitled', 'paid', 'applied'] as const;
export type CorporateActionStatus = (typeof CORPORATE_ACTION_STATUSES)[number];

export const tradeDividendSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CORPORATE_ACTION_KINDS),
  positionId: z.number().int(),
  symbol: z.string(),
  code: z.string(),
  market: z.enum(MARKET_CODES),
  currency: z.enum(CURRENCIES),
  direction: z.enum(DIRECTIONS),
  exDate: z.string(),
  payDate: z.string().nullable(),
  perShare: decimalSchema.nullable(),
  splitFrom: z.number().int().nullable(),
  splitTo: z.number().int().nullable(),
  quantity: decimalSchema,
  quantityAfter: decimalSchema,
  entryPrice: decimalSchema,
  entryPriceAfter: decimalSchema,
  amount: moneySchema,
  appliedAt: isoTimeSchema,
  status: z.enum(CORPORATE_ACTION_STATUSES),
  /** When a dividend's cash moved: on its pay date (the ex-date when it has none); null until then. */
  paidAt: isoTimeSchema.nullable(),
});
export type TradeDividend = z.infer<typeof tradeDividendSchema>;

export const tradeDividends = memberCall({
  path: 'trade/dividends',
  summary: "Dividends paid on the member's positions, ten a page",
  access: 'member',
  request: z.object({ page: pageSchema }),
  response: pagedSchema(tradeDividendSchema),
});

/**
 * trade/params: what the order form needs to preview and check an order exactly as trade/buy will —
 * the market's current fee schedule and minimum order (as staff last edited them), the instrument's
 * lot and tick table, today's price limits, the leverage and short-selling rules — and the calling
 * member's standing: margin-trading permission, fund password, real name, trade ban, and the available
 * balance in the market's currency.
 */
const feeRuleSchema = z.object({
  name: z.enum(FEE_NAMES),
  sides: z.array(z.enum(ORDER_SIDES)),
  tiers: z.array(z.object({ from: decimalSchema, kind: z.enum(['fixed', 'percent']), value: decimalSchema })),
  minimum: decimalSchema.nullable(),
  cap: decimalSchema.nullable(),
  rounding: z.enum(FEE_ROUNDINGS),
  roundingStep: decimalSchema,
}) satisfies z.ZodType<FeeRule>;

export const tradeParamsSchema = z.object({
  symbol: z.string(),
  market: z.enum(MARKET_CODES),
  currency: z.enum(CURRENCIES),
  /** The market's fee and tax schedule, exactly the one a fill is charged with. */
  fees: z.array(feeRuleSchema),
  /** Money: an order's notional must reach it. */
  minOrderAmount: decimalSchema,
  /** The instrument's lot (its own, or the market's). */
  lotSize: decimalSchema,
  /** The instrument's tick table (its own, or the market's). */
  tickTable: z.array(z.object({ from: decimalSchema, tick: decimalSchema }) satisfies z.ZodType<TickBand>),
  /** Today's limit-price range around the previous close; null where the market has none or no quote. */
  priceLimits: z.object({ lower: decimalSchema, upper: decimalSchema }).nullable(),
  maxLeverage: z.number().int(),
  isShortSellingAllowed: z.boolean(),
  /** The member may order above 1× (member_trading_settings). */
  isMarginEnabled: z.boolean(),
  hasFundPassword: z.boolean(),
  realNameStatus: z.enum(REAL_NAME_STATUSES),
  isTradeForbidden: z.boolean(),
  /** The member's available balance in the market's currency. */
  available: moneySchema,
});
export type TradeParams = z.infer<typeof tradeParamsSchema>;

export const tradeParams = memberCall({
  path: 'trade/params',
  summary: 'Trading parameters of an instrument (lot, limits, fees, leverage)',
  access: 'member',
  /** The instrument's symbol (MY:1155). */
  request: z.object({ symbol: z.string().trim().min(1).max(40) }),
  response: tradeParamsSchema,
});
