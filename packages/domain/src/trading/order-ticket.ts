// The order ticket's sizing rules (issue 16 §2): the unit an instrument is counted in (shares, coins of
// a crypto pair, units of a currency pair's base currency), the quantity a cash amount buys in whole
// lots of the instrument's increment, the smallest quantity that meets the market's minimum order, the
// balance left after an order, and today's P&L of a position. Exact decimals only, like the rest of the
// trading rules: the order form, its confirmation sheet and the positions screen use these, never a copy.
import type { Currency } from '../currencies.ts';
import { formatMinor, parseMinor } from '../money.ts';
import { DECIMAL_FACTOR, decimalsOf, formatDecimal, parseDecimal } from '../markets/decimal.ts';
import { notionalMinor } from '../markets/fees.ts';
import type { Direction } from './orders.ts';
import { grossPnlMinor } from './money.ts';
import { minimumOrderMinor } from './orders.ts';

export type AssetClassUnit = 'shares' | 'coins' | 'units';

export interface InstrumentUnit {
  /** Shares of a stock, coins of a crypto pair, units of a currency pair's base currency. */
  kind: AssetClassUnit;
  /** The coin or currency counted ("BTC", "EUR"); null for shares. */
  name: string | null;
}

/** Quote currencies a crypto pair's code ends with (BTCUSDT → BTC). */
const CRYPTO_QUOTES = ['USDT', 'USDC', 'USD', 'BTC', 'ETH'] as const;

/** The unit a quantity of the instrument is counted in: shares, coins (BTC of BTCUSDT) or units (EUR of EURUSD). */
export function instrumentUnit(assetClass: string, code: string): InstrumentUnit {
  if (assetClass === 'crypto') {
    const quote = CRYPTO_QUOTES.find((suffix) => code.endsWith(suffix) && code.length > suffix.length);
    return { kind: 'coins', name: quote === undefined ? code : code.slice(0, -quote.length) };
  }
  if (assetClass === 'forex') return { kind: 'units', name: code.slice(0, 3) };
  return { kind: 'shares', name: null };
}

/** The decimals a quantity keeps: those of the lot (0.0001 → 4; 100 → 0). */
export function quantityDecimals(lotSize: string): number {
  const lot = parseDecimal(lotSize);
  return lot === null ? 0 : decimalsOf(lot);
}

/** A quantity written with the lot's decimals ("0.0105" of a 0.0001 lot; "100" shares). */
export function formatQuantity(quantity: string, lotSize: string): string {
  const scaled = parseDecimal(quantity);
  return scaled === null ? quantity : formatDecimal(scaled, quantityDecimals(lotSize));
}

/** Rounds a scaled quantity down to a multiple of the lot. */
function downToLot(scaled: bigint, lot: bigint): bigint {
  return scaled - (scaled % lot);
}

/**
 * The largest quantity, a whole multiple of the lot, whose notional at `price` is no more than `cash`
 * (a decimal amount in `currency`): what "order by amount" converts to. Null when the cash or price is
 * not a positive decimal or buys less than one lot.
 */
export function quantityForCash(
  currency: Currency,
  cash: string,
  price: string,
  lotSize: string,
): string | null {
  const cashMinor = parseMinor(cash.trim(), currency);
  const scaledPrice = parseDecimal(price);
  const lot = parseDecimal(lotSize);
  if (cashMinor === null || cashMinor <= 0n || scaledPrice === null || scaledPrice <= 0n) return null;
  if (lot === null || lot <= 0n) return null;
  const cashScaled = parseDecimal(formatMinor(cashMinor, currency));
  if (cashScaled === null) return null;
  let quantity = downToLot((cashScaled * DECIMAL_FACTOR) / scaledPrice, lot);
  // The notional rounds half up to the minor unit: step back while it would exceed the cash.
  while (quantity > 0n && notionalMinor(currency, price, formatDecimal(quantity)) > cashMinor)
    quantity -= lot;
  return quantity > 0n ? formatDecimal(quantity) : null;
}

/**
 * The smallest quantity, a whole multiple of the lot (at least one lot), whose notional at `price`
 * meets the market's minimum order amount: the order form's default for coins and currency units.
 */
export function minimumQuantity(
  market: { currency: Currency; minOrderAmount: string },
  price: string,
  lotSize: string,
): string | null {
  const scaledPrice = parseDecimal(price);
  const lot = parseDecimal(lotSize);
  if (scaledPrice === null || scaledPrice <= 0n || lot === null || lot <= 0n) return null;
  const minimum = minimumOrderMinor(market);
  const minimumScaled = parseDecimal(formatMinor(minimum, market.currency)) ?? 0n;
  let quantity = downToLot((minimumScaled * DECIMAL_FACTOR) / scaledPrice, lot);
  if (quantity < lot) quantity = lot;
  while (notionalMinor(market.currency, price, formatDecimal(quantity)) < minimum) quantity += lot;
  return formatDecimal(quantity);
}

/** The available balance after an order takes `totalMinor` (margin, fee and tax), in minor units. */
export function availableAfterMinor(availableMinor: bigint, totalMinor: bigint): bigint {
  return availableMinor - totalMinor;
}

export interface TodayPnlInput {
  currency: Currency;
  direction: Direction;
  entryPrice: string;
  quantity: string;
  /** The market's trading day the position was opened on (YYYY-MM-DD, the market's own date). */
  openedDay: string;
  /** The quote's trading day and its previous close. */
  tradingDay: string | null;
  prevClose: string;
  last: string;
}

export interface TodayPnl {
  minor: bigint;
  /** Percent of the reference value (the previous close's, or the entry's when opened today), 2 decimals. */
  percent: string;
}

/**
 * Today's P&L of an open position: from the previous close to the last price, or from the entry price
 * when the position was opened during the current trading day. The percent is of the reference
 * notional, two decimals rounded half away from zero. Null when the quote has no trading day yet.
 */
export function todayPnl(input: TodayPnlInput): TodayPnl | null {
  if (input.tradingDay === null) return null;
  const reference = input.openedDay >= input.tradingDay ? input.entryPrice : input.prevClose;
  if (parseDecimal(reference) === null || parseDecimal(input.last) === null) return null;
  const minor = grossPnlMinor(input.currency, input.direction, reference, input.last, input.quantity);
  const base = notionalMinor(input.currency, reference, input.quantity);
  return { minor, percent: percentOf(minor, base) };
}

/** `part` as a percent of `whole`, two decimals rounded half away from zero ("0.00" for a zero whole). */
export function percentOf(part: bigint, whole: bigint): string {
  if (whole === 0n) return '0.00';
  const negative = part < 0n !== whole < 0n && part !== 0n;
  const numerator = (part < 0n ? -part : part) * 10000n;
  const denominator = whole < 0n ? -whole : whole;
  let hundredths = numerator / denominator;
  if ((numerator % denominator) * 2n >= denominator) hundredths += 1n;
  const text = `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
  return negative && hundredths !== 0n ? `-${text}` : text;
}
