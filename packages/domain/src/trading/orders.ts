// Order rules of spec §5 (issue 5 §1) as pure functions: what an order must satisfy before the desk
// accepts it. Each problem names the refusal code of the contract's catalogue and its params, so the
// server refuses with exactly what the domain found; the first problem in the order below wins.
import { CURRENCY_SCALE } from '../currencies.ts';
import { formatMinor } from '../money.ts';
import { DECIMAL_FACTOR, decimal, formatDecimal, parseDecimal } from '../markets/decimal.ts';
import { notionalMinor } from '../markets/fees.ts';
import { isContinuousTrading } from '../markets/sessions.ts';
import { formatPrice, isOnTickGrid, priceLimits, tickSizeAt, type PriceLimits } from '../markets/ticks.ts';
import type { Market, MarketRules } from '../markets/types.ts';

export const DIRECTIONS = ['long', 'short'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const PRICE_TYPES = ['limit', 'market'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** A refusal the domain found: a code of the contract's error catalogue and its params. */
export type OrderProblem =
  | { code: 'QUANTITY_REQUIRED'; params?: undefined }
  | { code: 'WHOLE_LOTS_REQUIRED'; params: { lotSize: string } }
  | { code: 'LIMIT_PRICE_INVALID'; params?: undefined }
  | { code: 'PRICE_OFF_TICK'; params: { tick: string } }
  | { code: 'PRICE_LIMIT_EXCEEDED'; params: { low: string; high: string } }
  | { code: 'NON_TRADING_TIME'; params?: undefined }
  | { code: 'MIN_ORDER_AMOUNT'; params: { amount: string; currency: string } }
  | { code: 'LEVERAGE_ABOVE_MAX'; params: { max: number } }
  | { code: 'MARGIN_TRADING_DISABLED'; params?: undefined }
  | { code: 'SHORT_SELLING_NOT_ALLOWED'; params?: undefined };

/** A positive decimal quantity ("200", "0.5"); null for anything else (empty, zero, negative, text). */
export function parseQuantity(value: string | number | undefined | null): string | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const scaled = parseDecimal(text);
  if (scaled === null || scaled <= 0n) return null;
  return formatDecimal(scaled);
}

/**
 * How many whole lots of `lotSize` the quantity is ("200" of 100 → 2), or null when it is not a whole
 * number of lots. A market without a lot (0) has no whole lots: every quantity is refused.
 */
export function wholeLotsOf(quantity: string, lotSize: string): number | null {
  const shares = parseDecimal(quantity);
  const lot = parseDecimal(lotSize);
  if (shares === null || lot === null || lot <= 0n || shares % lot !== 0n) return null;
  return Number(shares / lot);
}

/** Whether the quantity is a whole number of lots. */
export function isWholeLots(quantity: string, lotSize: string): boolean {
  return wholeLotsOf(quantity, lotSize) !== null;
}

/**
 * The shares (units) of `lots` lots of `lotSize` ("3" of 100 → "300"), exact. Null when `lots` is not a
 * positive decimal, when the market has no lot, or when the shares would need more than eight decimals
 * (a fraction of a lot that small is never whole lots, and truncating it could make it look whole).
 */
export function sharesOfLots(lots: string | number, lotSize: string): string | null {
  const count = parseQuantity(lots);
  const lot = parseDecimal(lotSize);
  if (count === null || lot === null || lot <= 0n) return null;
  const product = decimal(count) * lot;
  if (product % DECIMAL_FACTOR !== 0n) return null;
  return formatDecimal(product / DECIMAL_FACTOR);
}

export interface OrderInput {
  direction: Direction;
  priceType: PriceType;
  /** The limit price (limit orders); ignored for market orders. */
  price: string | null;
  /** Shares (units), already parsed; null when missing or not a positive decimal. */
  quantity: string | null;
  leverage: number;
}

export interface OrderContext {
  /** The market with the instrument's own lot and tick table applied (`pricingRules`). */
  market: Pick<
    Market,
    | 'currency'
    | 'timezone'
    | 'sessions'
    | 'holidays'
    | 'halfDays'
    | 'lotSize'
    | 'tickTable'
    | 'priceLimit'
    | 'isShortSellingAllowed'
    | 'maxLeverage'
    | 'minOrderAmount'
  >;
  /** The previous close the day's price limits are around. */
  prevClose: string;
  /** The price the order would execute at (the limit, or the market price with the spread). */
  executionPrice: string;
  isMarginEnabled: boolean;
  now: Date;
}

/** The first rule the order breaks, or null when the desk may accept it. */
export function orderProblem(order: OrderInput, context: OrderContext): OrderProblem | null {
  const { market } = context;
  const limits = order.priceType === 'limit' ? priceLimits(market, context.prevClose) : null;
  const entry = orderEntryProblem(order, market, limits);
  if (entry) return entry;
  if (!isContinuousTrading(market, context.now)) return { code: 'NON_TRADING_TIME' };
  const leverage = orderLeverageProblem(order, market, context.isMarginEnabled);
  if (leverage) return leverage;
  // orderEntryProblem refused a missing quantity already.
  return order.quantity === null ? null : orderAmountProblem(market, context.executionPrice, order.quantity);
}

/**
 * The rules of what the member typed, checked first: a quantity in whole lots and, for a limit order, a
 * positive price on the tick grid inside the day's limits (`limits`: priceLimits, null without any).
 * The order form checks with this too, before trading hours, which are the server's to judge.
 */
export function orderEntryProblem(
  order: Pick<OrderInput, 'priceType' | 'price' | 'quantity'>,
  market: Pick<MarketRules, 'lotSize' | 'tickTable'>,
  limits: PriceLimits | null,
): OrderProblem | null {
  if (order.quantity === null) return { code: 'QUANTITY_REQUIRED' };
  if (!isWholeLots(order.quantity, market.lotSize))
    return { code: 'WHOLE_LOTS_REQUIRED', params: { lotSize: market.lotSize } };
  if (order.priceType !== 'limit') return null;
  const price = order.price === null ? null : parseDecimal(order.price);
  if (price === null || price <= 0n) return { code: 'LIMIT_PRICE_INVALID' };
  if (!isOnTickGrid(market, formatDecimal(price)))
    return { code: 'PRICE_OFF_TICK', params: { tick: tickSizeAt(market, formatDecimal(price)) } };
  if (limits && (price < decimal(limits.lower) || price > decimal(limits.upper)))
    return {
      code: 'PRICE_LIMIT_EXCEEDED',
      params: { low: formatPrice(market, limits.lower), high: formatPrice(market, limits.upper) },
    };
  return null;
}

/** The leverage the market allows, the member's margin permission above 1×, and short selling. */
export function orderLeverageProblem(
  order: Pick<OrderInput, 'direction' | 'leverage'>,
  market: Pick<MarketRules, 'maxLeverage' | 'isShortSellingAllowed'>,
  isMarginEnabled: boolean,
): OrderProblem | null {
  if (order.leverage > market.maxLeverage)
    return { code: 'LEVERAGE_ABOVE_MAX', params: { max: market.maxLeverage } };
  if (order.leverage > 1 && !isMarginEnabled) return { code: 'MARGIN_TRADING_DISABLED' };
  if (order.direction === 'short' && !market.isShortSellingAllowed)
    return { code: 'SHORT_SELLING_NOT_ALLOWED' };
  return null;
}

/** The market's minimum order amount, for `quantity` at the price the order would execute at. */
export function orderAmountProblem(
  market: Pick<MarketRules, 'currency' | 'minOrderAmount'>,
  executionPrice: string,
  quantity: string,
): OrderProblem | null {
  const minimum = minimumOrderMinor(market);
  if (notionalMinor(market.currency, executionPrice, quantity) >= minimum) return null;
  return {
    code: 'MIN_ORDER_AMOUNT',
    params: { amount: formatMinor(minimum, market.currency), currency: market.currency },
  };
}

/** The market's minimum order amount in minor units of its currency. */
export function minimumOrderMinor(market: Pick<Market, 'currency' | 'minOrderAmount'>): bigint {
  // The minimum is a decimal amount; any digits beyond the currency's minor unit round up.
  const factor = 10n ** BigInt(CURRENCY_SCALE[market.currency]);
  const scaled = decimal(market.minOrderAmount) * factor;
  const unit = decimal('1');
  return scaled % unit === 0n ? scaled / unit : scaled / unit + 1n;
}
