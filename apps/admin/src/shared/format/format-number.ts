// Numbers in messages. Money arrives as a decimal string and is formatted by packages/domain as text,
// never through a JavaScript `number`.
import { formatMoney as formatDecimalMoney, isDecimalString } from '@saham/domain/format-money';
import { CURRENCY_SCALE, type Currency } from '@saham/domain/currencies';
import type { Language } from '@saham/domain/languages';
import { marketPriceDecimals } from '@saham/domain/markets/ticks';
import type { MarketCode } from '@saham/domain/markets/types';
import { LANGUAGE_LOCALES } from '../i18n/i18n.ts';

/**
 * Thousands separators and the currency's decimals (two when none is given): "1234.5" → "1,234.50",
 * with JPY "1,235"; anything else is shown as sent.
 */
export function formatMoney(value: string | number, currency?: Currency): string {
  const text = String(value);
  if (!isDecimalString(text)) return text;
  return currency === undefined ? formatDecimalMoney(text) : formatDecimalMoney(text, { currency });
}

/**
 * A price in at least its currency's decimals, keeping finer digits a price may have (a Bursa tick of
 * 0.005): "9" → "9.00" (MYR), "1.205" → "1.205", "1500" → "1,500" (JPY); anything else as sent.
 */
export function formatPrice(value: string, currency: Currency): string {
  const text = value.trim();
  if (!isDecimalString(text)) return value;
  const fraction = (text.split('.')[1] ?? '').replace(/0+$/, '');
  return formatDecimalMoney(text, {
    decimals: Math.max(CURRENCY_SCALE[currency], Math.min(fraction.length, 8)),
  });
}

/**
 * A member's price as the member app writes it: the decimals of the tick its market's table has at
 * that price, grouped, finer digits kept (domain ticks.ts) — "2985.00" → "2,985" in Tokyo, "1.2" →
 * "1.20" on Bursa (the wire writes every price with two decimals at least); anything else as sent.
 */
export function formatMarketPrice(value: string, market: MarketCode): string {
  const text = value.trim();
  if (!isDecimalString(text)) return value;
  return formatDecimalMoney(text, { decimals: marketPriceDecimals(market, text) });
}

function isIntegerLiteral(value: string): value is `${number}` {
  return /^-?\d+$/.test(value);
}

/** A count with the language's digit grouping: 10000 → "10,000". */
export function formatCount(value: string | number, language: Language): string {
  const text = String(value);
  return isIntegerLiteral(text) ? new Intl.NumberFormat(LANGUAGE_LOCALES[language]).format(text) : text;
}
