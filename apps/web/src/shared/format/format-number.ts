// Every number a member reads, in one place, on decimal strings (never through a float, except
// exchange rates, which are shown rounded to significant digits): thousands separators always, prices
// with the instrument's decimals, rates to six significant digits, amounts with their currency, and
// large volumes and values shortened in the language's own units (萬/億, 万/亿, 만/억, K/M/B in
// English, K/J/B — ribu, juta, bilion — in Malay). Screens reach these through useFormatters.
import type { Currency } from '@saham/domain/currencies';
import { formatCompact } from '@saham/domain/format-compact';
import { formatMoney } from '@saham/domain/format-money';
import type { AssetClass } from '@saham/domain/markets/instrument';
import { marketPriceDecimals as domainMarketPriceDecimals } from '@saham/domain/markets/ticks';
import type { MarketCode } from '@saham/domain/markets/types';

const DECIMAL_PATTERN = /^([+-]?)(\d+)(?:\.(\d+))?$/;

function grouped(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A decimal with thousands separators: "94870.72" → "94,870.72". With `decimals` it is rounded (half
 * away from zero) or padded to exactly that many; without, its own decimals are kept. Text that is
 * not a decimal comes back as it was.
 */
export function formatNumber(value: string, decimals?: number): string {
  const match = DECIMAL_PATTERN.exec(value.trim());
  if (!match) return value;
  if (decimals !== undefined) return formatMoney(value, { decimals });
  const [, sign = '', whole = '0', fraction] = match;
  const body = `${grouped(whole.replace(/^0+(?=\d)/, ''))}${fraction === undefined ? '' : `.${fraction}`}`;
  return /^[0.,]*$/.test(body) || sign !== '-' ? body : `-${body}`;
}

/** The decimals of an instrument's price from its tick size ("0.005" → 3, "0.00001" → 5, "1" → 0). */
export function decimalsOfTick(tickSize: string): number {
  return tickSize.split('.')[1]?.replace(/0+$/, '').length ?? 0;
}

/**
 * The decimals of a price where its instrument's tick is not at hand (a list row, an alert, a block
 * deal, an offering): its market's tick at that price, finer digits kept (domain ticks.ts) — Tokyo
 * 2972 → 0, Hong Kong 380.2 → 1, Bursa 1.2 → 2, a forex pair at 1.2933 → 5. Text that is not a price
 * keeps its own digits.
 */
export function marketPriceDecimals(price: string, market: MarketCode, assetClass?: AssetClass): number {
  try {
    return domainMarketPriceDecimals(market, price, assetClass);
  } catch {
    return fractionDigitsOf(price);
  }
}

/** A price with its market's decimals there (marketPriceDecimals), grouped: ("2972.00", 'JP') → "2,972". */
export function formatMarketPrice(price: string, market: MarketCode, assetClass?: AssetClass): string {
  return formatPrice(price, marketPriceDecimals(price, market, assetClass));
}

/** The most decimals among prices of one instrument (the wire trims trailing zeros of some). */
export function fractionDigitsOf(...prices: readonly (string | null | undefined)[]): number {
  return Math.max(0, ...prices.map((price) => (price ?? '').split('.')[1]?.length ?? 0));
}

/** A price with the instrument's decimals, never trimmed: ("1.2933", 5) → "1.29330"; grouped. */
export function formatPrice(price: string, decimals: number): string {
  const fraction = price.split('.')[1] ?? '';
  // A price finer than the tick (a computed average) keeps its digits rather than being rounded.
  return formatNumber(price, Math.max(decimals, Math.min(fraction.replace(/0+$/, '').length, 8)));
}

/** An exchange rate to four to six significant digits: "0.2123456789" → "0.212346", "1" → "1.000". */
export function formatRate(rate: string): string {
  const value = Number(rate);
  if (rate.trim() === '' || !Number.isFinite(value)) return rate;
  return new Intl.NumberFormat('en-US', { minimumSignificantDigits: 4, maximumSignificantDigits: 6 }).format(
    value,
  );
}

/** An amount with its currency after it, signed when asked: "+500.00 MYR", "-1,000 JPY". */
export function formatAmount(
  amount: string,
  currency: Currency,
  signDisplay: 'auto' | 'always' = 'auto',
): string {
  try {
    return `${formatMoney(amount, { currency, signDisplay })} ${currency}`;
  } catch {
    return `${amount} ${currency}`;
  }
}

/** Large values in the language's own units (domain format-compact.ts). */
export { formatCompact };
