// The order form's arithmetic and checks, kept pure so they are tested on their own: the market's
// rules for the instrument as trade/params serves them (the schedule staff last edited), the limit-price stepper on the tick grid, lots to shares, the live preview
// (margin = notional ÷ leverage, fees and taxes from the market's schedule, total) and what stops a
// submission before it reaches the server. Everything goes through the domain's own functions, the
// same ones the dealing desk uses, so the preview is the amount the server freezes or charges.
import type { QuoteDetail } from '@saham/contract/quotes';
import type { TradeParams } from '@saham/contract/trading';
import type { Currency } from '@saham/domain/currencies';
import { parseMinor } from '@saham/domain/money';
import { decimal, formatDecimal, parseDecimal } from '@saham/domain/markets/decimal';
import { notionalMinor } from '@saham/domain/markets/fees';
import { formatPrice, roundToTickScaled } from '@saham/domain/markets/ticks';
import type { MarketRules } from '@saham/domain/markets/types';
import { feesAndTaxes, marginMinor, sideOf } from '@saham/domain/trading/money';
import {
  availableAfterMinor,
  formatQuantity,
  instrumentUnit,
  minimumQuantity,
  quantityForCash,
  type InstrumentUnit,
} from '@saham/domain/trading/order-ticket';
import {
  orderAmountProblem,
  orderEntryProblem,
  orderLeverageProblem,
  parseQuantity,
  sharesOfLots,
  wholeLotsOf,
  type Direction,
  type OrderProblem,
  type PriceType,
} from '@saham/domain/trading/orders';

export type OrderQuote = Pick<QuoteDetail, 'assetClass' | 'last'> & Partial<Pick<QuoteDetail, 'code'>>;

/** What trade/params serves that the form computes and checks with. */
export type OrderParams = Pick<
  TradeParams,
  | 'currency'
  | 'fees'
  | 'minOrderAmount'
  | 'lotSize'
  | 'tickTable'
  | 'priceLimits'
  | 'maxLeverage'
  | 'isShortSellingAllowed'
  | 'isMarginEnabled'
>;

/** What the form needs of the market: its schedule and minimum, with the instrument's lot and tick. */
export interface OrderRules {
  currency: Currency;
  rules: Pick<MarketRules, 'currency' | 'fees' | 'tickTable' | 'lotSize' | 'minOrderAmount'>;
  /** Stocks are ordered in whole lots; crypto and currency pairs in units, a multiple of the lot. */
  unit: 'lots' | 'units';
  /** What a unit is: shares, coins of the pair (BTC) or units of the base currency (EUR). */
  measure: InstrumentUnit;
  lotSize: string;
  limits: { lower: string; upper: string } | null;
  maxLeverage: number;
  isShortSellingAllowed: boolean;
  /** The member may order above 1×; without it the higher choices are off before any refusal. */
  isMarginEnabled: boolean;
}

/**
 * The rules of an order as trade/buy applies them: the market's fee schedule and minimum order as
 * staff last edited them, the instrument's lot and tick table, today's limits, the leverage and
 * short-selling rules and the member's margin permission — all served by trade/params.
 */
export function orderRulesOf(quote: OrderQuote, params: OrderParams): OrderRules {
  return {
    currency: params.currency,
    rules: {
      currency: params.currency,
      fees: params.fees,
      tickTable: params.tickTable,
      lotSize: params.lotSize,
      minOrderAmount: params.minOrderAmount,
    },
    unit: quote.assetClass === 'stock' ? 'lots' : 'units',
    measure: instrumentUnit(quote.assetClass, quote.code ?? ''),
    lotSize: formatDecimal(decimal(params.lotSize)),
    limits: params.priceLimits,
    maxLeverage: Math.max(1, params.maxLeverage),
    isShortSellingAllowed: params.isShortSellingAllowed,
    isMarginEnabled: params.isMarginEnabled,
  };
}

/** The leverage choices: every multiple up to 10, then the usual steps up to the market's maximum. */
export function leverageChoices(maxLeverage: number): number[] {
  const steps = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 50, 75, 100, 200, 300, 500];
  const choices = steps.filter((step) => step <= maxLeverage);
  if (!choices.includes(maxLeverage)) choices.push(maxLeverage);
  return choices;
}

/** A price as the stepper shows it: on its tick's decimals ("10" → "10.00" on Bursa). */
export function displayPrice(order: OrderRules, price: string): string {
  const scaled = parseDecimal(price);
  return scaled === null || scaled <= 0n ? price : formatPrice(order.rules, formatDecimal(scaled));
}

/**
 * One tick up or down from `price` on the instrument's grid (crossing into the next band's tick),
 * kept inside the day's limits and above zero. A price that is not a number steps from `fallback`.
 */
export function stepPrice(order: OrderRules, price: string, step: 1 | -1, fallback: string): string {
  const parsed = parseDecimal(price);
  const from = parsed !== null && parsed > 0n ? parsed : decimal(fallback);
  const smallest = decimal(order.rules.tickTable[0]?.tick ?? '0.01');
  let next =
    step === 1
      ? roundToTickScaled(order.rules, from + 1n, 'up')
      : from - 1n < smallest
        ? smallest
        : roundToTickScaled(order.rules, from - 1n, 'down');
  if (order.limits !== null) {
    const lower = decimal(order.limits.lower);
    const upper = decimal(order.limits.upper);
    if (next < lower) next = lower;
    if (next > upper) next = upper;
  }
  return formatPrice(order.rules, formatDecimal(next));
}

/**
 * The shares (units) an entry stands for: lots × lot size (the domain's sharesOfLots), or the units
 * typed; null when not a positive number, or when lots would need more than eight decimals of a share.
 */
export function quantityOf(order: OrderRules, amount: string): string | null {
  return order.unit === 'units' ? parseQuantity(amount) : sharesOfLots(amount, order.lotSize);
}

export interface OrderDraft {
  direction: Direction;
  priceType: PriceType;
  /** The limit price as typed (limit orders). */
  price: string;
  /** Lots (stocks) or units (crypto, currency pairs) as typed. */
  amount: string;
  leverage: number;
}

export interface OrderPreview {
  /** Shares (units) of the order; null until the entry is a positive number. */
  quantity: string | null;
  /** The price the preview is worked out at: the limit, or the last price for a market order. */
  price: string | null;
  notionalMinor: bigint | null;
  marginMinor: bigint | null;
  feeMinor: bigint | null;
  taxMinor: bigint | null;
  totalMinor: bigint | null;
}

const EMPTY_PREVIEW: OrderPreview = {
  quantity: null,
  price: null,
  notionalMinor: null,
  marginMinor: null,
  feeMinor: null,
  taxMinor: null,
  totalMinor: null,
};

/** The price an order is previewed at: a positive limit price, or the last price for a market order. */
function previewPrice(draft: OrderDraft, last: string): string | null {
  const text = draft.priceType === 'limit' ? draft.price : last;
  const scaled = parseDecimal(text);
  return scaled === null || scaled <= 0n ? null : formatDecimal(scaled);
}

/** The live preview: margin, fee, tax and total in minor units of the market's currency. */
export function previewOf(order: OrderRules, draft: OrderDraft, last: string): OrderPreview {
  const quantity = quantityOf(order, draft.amount);
  const price = previewPrice(draft, last);
  if (quantity === null || price === null) return { ...EMPTY_PREVIEW, quantity, price };
  const notional = notionalMinor(order.currency, price, quantity);
  const margin = marginMinor(notional, Math.max(1, Math.trunc(draft.leverage)));
  const { feeMinor, taxMinor } = feesAndTaxes(order.rules, sideOf(draft.direction, 'open'), notional);
  return {
    quantity,
    price,
    notionalMinor: notional,
    marginMinor: margin,
    feeMinor,
    taxMinor,
    totalMinor: margin + feeMinor + taxMinor,
  };
}

/** Why the form will not submit yet: an error code of the catalogue (translated as errors.CODE) and its params. */
export interface DraftProblem {
  code: OrderProblem['code'] | 'AVAILABLE_BALANCE_INSUFFICIENT';
  params: Record<string, string | number>;
}

/**
 * The first thing wrong with the draft, or null when it may be sent: the domain's own order checks
 * (orders.ts, the ones trade/buy refuses with) in the server's order. Trading hours and the account's
 * state are the server's to judge (the form shows the account's notices); `available` (minor units,
 * null while unknown) lets the form say at once that the balance does not cover the total.
 */
export function draftProblem(
  order: OrderRules,
  quote: Pick<OrderQuote, 'last'>,
  draft: OrderDraft,
  available: bigint | null,
): DraftProblem | null {
  const found = orderProblemOf(order, quote, draft);
  if (found) return { code: found.code, params: found.params ?? {} };
  const preview = previewOf(order, draft, quote.last);
  if (available !== null && preview.totalMinor !== null && preview.totalMinor > available)
    return { code: 'AVAILABLE_BALANCE_INSUFFICIENT', params: {} };
  return null;
}

function orderProblemOf(
  order: OrderRules,
  quote: Pick<OrderQuote, 'last'>,
  draft: OrderDraft,
): OrderProblem | null {
  if (parseQuantity(draft.amount) === null) return { code: 'QUANTITY_REQUIRED' };
  // A positive entry that makes no exact number of shares is a fraction of a lot.
  const quantity = quantityOf(order, draft.amount);
  if (quantity === null) return { code: 'WHOLE_LOTS_REQUIRED', params: { lotSize: order.lotSize } };
  const market = { ...order.rules, lotSize: order.lotSize };
  const price = previewPrice(draft, quote.last);
  return (
    orderEntryProblem({ ...draft, quantity }, market, order.limits) ??
    orderLeverageProblem(draft, order, order.isMarginEnabled) ??
    (price === null ? null : orderAmountProblem(market, price, quantity))
  );
}

/** The member's available balance in a currency, in minor units (0 when they hold none). */
export function availableMinorIn(
  balances: readonly { currency: string; available: string }[],
  currency: Currency,
): bigint {
  const row = balances.find((balance) => balance.currency === currency);
  return row === undefined ? 0n : (parseMinor(row.available, currency) ?? 0n);
}

/** The available balance trade/params served, in minor units of the market's currency (0 if unreadable). */
export function servedAvailableMinor(params: Pick<TradeParams, 'available' | 'currency'>): bigint {
  return parseMinor(params.available, params.currency) ?? 0n;
}

/** The trade/buy body of a draft: quantity in shares (units), the price only for a limit order. */
export function buyRequestOf(
  quote: Pick<QuoteDetail, 'symbol'>,
  order: OrderRules,
  draft: OrderDraft,
): {
  code: string;
  direction: Direction;
  priceType: PriceType;
  price?: string;
  quantity: string;
  leverage: number;
} {
  const price = parseDecimal(draft.price);
  return {
    code: quote.symbol,
    direction: draft.direction,
    priceType: draft.priceType,
    ...(draft.priceType === 'limit' && price !== null ? { price: formatDecimal(price) } : {}),
    quantity: quantityOf(order, draft.amount) ?? draft.amount.trim(),
    leverage: draft.leverage,
  };
}

/**
 * The quantity the form opens at: one lot of a stock; for coins and currency units the smallest
 * quantity that meets the market's minimum order at the last price (not one 0.0001 increment, which
 * would be refused at once), written with the increment's decimals.
 */
export function defaultAmount(order: OrderRules, last: string): string {
  if (order.unit === 'lots') return '1';
  const minimum = minimumQuantity(order.rules, last, order.lotSize);
  return formatQuantity(minimum ?? order.lotSize, order.lotSize);
}

/**
 * The entry (lots of a stock, units otherwise) a cash amount in the market's currency buys at `price`:
 * whole lots or whole increments, never more than the cash (the domain's quantityForCash). Null when
 * the cash is not a positive amount or buys less than one lot.
 */
export function amountForCash(order: OrderRules, cash: string, price: string | null): string | null {
  if (price === null) return null;
  const quantity = quantityForCash(order.currency, cash, price, order.lotSize);
  if (quantity === null) return null;
  if (order.unit === 'units') return formatQuantity(quantity, order.lotSize);
  const lots = wholeLotsOf(quantity, order.lotSize);
  return lots === null ? null : String(lots);
}

/** The price an order would be worked out at (a positive limit, or the last price for a market order). */
export function priceOfDraft(draft: OrderDraft, last: string): string | null {
  return previewPrice(draft, last);
}

/** What the confirmation sheet shows: the order as it will be sent and its money, before it is sent. */
export interface OrderConfirmation {
  direction: Direction;
  priceType: PriceType;
  /** The quantity in the instrument's unit, with the increment's decimals ("0.0105", "200"). */
  quantity: string;
  /** Whole lots of a stock order; null for coins and currency units. */
  lots: string | null;
  measure: InstrumentUnit;
  /** The limit, or the last price a market order is estimated at. */
  price: string;
  leverage: number;
  notionalMinor: bigint;
  marginMinor: bigint;
  feeMinor: bigint;
  taxMinor: bigint;
  totalMinor: bigint;
  availableMinor: bigint;
  availableAfterMinor: bigint;
}

/** The figures of the confirmation sheet, from the same preview the form shows; null until it is complete. */
export function confirmationOf(
  order: OrderRules,
  draft: OrderDraft,
  last: string,
  availableMinor: bigint,
): OrderConfirmation | null {
  const preview = previewOf(order, draft, last);
  const { quantity, price, notionalMinor, marginMinor, feeMinor, taxMinor, totalMinor } = preview;
  if (quantity === null || price === null || notionalMinor === null || marginMinor === null) return null;
  if (feeMinor === null || taxMinor === null || totalMinor === null) return null;
  return {
    direction: draft.direction,
    priceType: draft.priceType,
    quantity: formatQuantity(quantity, order.lotSize),
    lots: order.unit === 'lots' ? String(wholeLotsOf(quantity, order.lotSize) ?? '') || null : null,
    measure: order.measure,
    price: displayPrice(order, price),
    leverage: Math.max(1, Math.trunc(draft.leverage)),
    notionalMinor,
    marginMinor,
    feeMinor,
    taxMinor,
    totalMinor,
    availableMinor,
    availableAfterMinor: availableAfterMinor(availableMinor, totalMinor),
  };
}

/** The shares of the available balance a member may spend on one order with a tap. */
export const BALANCE_SHARES = [25, 50, 75, 100] as const;
export type BalanceShare = (typeof BALANCE_SHARES)[number];

/** The entry of `count` lots (a stock) or `count` increments of units, as the form writes it. */
function amountOfCount(order: OrderRules, count: bigint): string {
  if (order.unit === 'lots') return count.toString();
  return formatQuantity(formatDecimal(count * decimal(order.lotSize)), order.lotSize);
}

/**
 * The largest entry (whole lots, or whole increments of units) whose total — margin at the draft's
 * leverage, fee and tax, from the same preview the form shows — fits in `percent` of the available
 * balance. Null when not even one lot or increment fits, or while the price is unknown.
 */
export function amountForShare(
  order: OrderRules,
  draft: OrderDraft,
  last: string,
  availableMinor: bigint,
  percent: BalanceShare,
): string | null {
  const budget = (availableMinor * BigInt(percent)) / 100n;
  const price = priceOfDraft(draft, last);
  if (price === null || budget <= 0n) return null;
  const totalOf = (count: bigint) =>
    previewOf(order, { ...draft, amount: amountOfCount(order, count) }, last).totalMinor ?? budget + 1n;
  // An upper bound: the budget at the leverage buys no more than this many lots at the price.
  // (One lot, or one increment of units, is lotSize shares or units either way; at least one minor unit.)
  const notionalOfOne = notionalMinor(order.currency, price, order.lotSize);
  const perCount = notionalOfOne > 0n ? notionalOfOne : 1n;
  let low = 0n;
  let high = (budget * BigInt(Math.max(1, Math.trunc(draft.leverage)))) / perCount + 1n;
  while (low < high) {
    const middle = (low + high + 1n) / 2n;
    if (totalOf(middle) <= budget) low = middle;
    else high = middle - 1n;
  }
  return low === 0n ? null : amountOfCount(order, low);
}
