// Order rules of spec §5 (issue 5 §1) as pure functions: what an order must satisfy before the desk
// accepts it. Each problem names the refusal code of the contract's catalogue and its params, so the
// server refuses with exactly what the domain found; the first problem in the order below wins.
import { CURRENCY_SCALE } from '../currencies.ts';
import { formatMinor } from '../money.ts';
import { decimal, formatDecimal, parseDecimal } from '../markets/decimal.ts';
import { notionalMinor } from '../markets/fees.ts';
import { isContinuousTrading } from '../markets/sessions.ts';
import { formatPrice, isOnTickGrid, priceLimits, tickSizeAt } from '../markets/ticks.ts';
import type { Market } from '../markets/types.ts';

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
  | { code: 'MIN_ORDER_AMOUNT'; params: { amount: string } }
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

/** Whether the quantity is a whole number of lots. */
export function isWholeLots(quantity: string, lotSize: string): boolean {
  const lot = decimal(lotSize);
  return lot > 0n && decimal(quantity) % lot === 0n;
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
  if (order.quantity === null) return { code: 'QUANTITY_REQUIRED' };
  if (!isWholeLots(order.quantity, market.lotSize))
    return { code: 'WHOLE_LOTS_REQUIRED', params: { lotSize: market.lotSize } };
  if (order.priceType === 'limit') {
    const price = order.price === null ? null : parseDecimal(order.price);
    if (price === null || price <= 0n) return { code: 'LIMIT_PRICE_INVALID' };
    if (!isOnTickGrid(market, formatDecimal(price)))
      return { code: 'PRICE_OFF_TICK', params: { tick: tickSizeAt(market, formatDecimal(price)) } };
    const limits = priceLimits(market, context.prevClose);
    if (limits && (price < decimal(limits.lower) || price > decimal(limits.upper)))
      return {
        code: 'PRICE_LIMIT_EXCEEDED',
        params: { low: formatPrice(market, limits.lower), high: formatPrice(market, limits.upper) },
      };
  }
  if (!isContinuousTrading(market, context.now)) return { code: 'NON_TRADING_TIME' };
  if (order.leverage > market.maxLeverage)
    return { code: 'LEVERAGE_ABOVE_MAX', params: { max: market.maxLeverage } };
  if (order.leverage > 1 && !context.isMarginEnabled) return { code: 'MARGIN_TRADING_DISABLED' };
  if (order.direction === 'short' && !market.isShortSellingAllowed)
    return { code: 'SHORT_SELLING_NOT_ALLOWED' };
  const notional = notionalMinor(market.currency, context.executionPrice, order.quantity);
  const minimum = minimumOrderMinor(market);
  if (notional < minimum)
    return { code: 'MIN_ORDER_AMOUNT', params: { amount: formatMinor(minimum, market.currency) } };
  return null;
}

/** The market's minimum order amount in minor units of its currency. */
export function minimumOrderMinor(market: Pick<Market, 'currency' | 'minOrderAmount'>): bigint {
  // The minimum is a decimal amount; any digits beyond the currency's minor unit round up.
  const factor = 10n ** BigInt(CURRENCY_SCALE[market.currency]);
  const scaled = decimal(market.minOrderAmount) * factor;
  const unit = decimal('1');
  return scaled % unit === 0n ? scaled / unit : scaled / unit + 1n;
}
