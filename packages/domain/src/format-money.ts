// Display formatting of money amounts. Money arrives as a decimal string ("1234.5", "-3.00") and is
// never turned into a JavaScript number: digits are rounded as text, half away from zero.
import { CURRENCY_SCALE, type Currency } from './currencies.ts';

const DECIMAL_PATTERN = /^([+-])?(\d+)(?:\.(\d+))?$/;

export interface MoneyFormatOptions {
  /** Decimals shown follow the currency's minor unit (0 for JPY, KRW, VND; 2 otherwise). */
  currency?: Currency;
  /** Overrides the currency's decimals; 2 when neither is given. */
  decimals?: number;
  /** `always` puts a "+" before positive amounts (profit and loss); zero never gets a sign. */
  signDisplay?: 'auto' | 'always';
}

export function isDecimalString(value: string): boolean {
  return DECIMAL_PATTERN.test(value.trim());
}

/** "1234567.891" → "1,234,567.89"; with `currency: 'JPY'` → "1,234,568". Throws on a non-decimal. */
export function formatMoney(amount: string, options: MoneyFormatOptions = {}): string {
  const match = DECIMAL_PATTERN.exec(amount.trim());
  if (!match) throw new RangeError(`Not a decimal string: "${amount}"`);
  const [, sign = '', integerDigits = '0', fractionDigits = ''] = match;
  const decimals = options.decimals ?? (options.currency ? CURRENCY_SCALE[options.currency] : 2);
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`Bad decimals: ${decimals}`);

  const kept = fractionDigits.padEnd(decimals, '0').slice(0, decimals);
  const firstDropped = fractionDigits.charAt(decimals);
  const roundsUp = firstDropped !== '' && firstDropped >= '5';
  const scaled = BigInt(integerDigits + kept) + (roundsUp ? 1n : 0n);

  const digits = scaled.toString().padStart(decimals + 1, '0');
  const wholePart = digits.slice(0, digits.length - decimals);
  const fractionPart = digits.slice(digits.length - decimals);
  const grouped = wholePart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = decimals > 0 ? `${grouped}.${fractionPart}` : grouped;

  if (scaled === 0n) return body;
  if (sign === '-') return `-${body}`;
  return options.signDisplay === 'always' ? `+${body}` : body;
}

/** The sign of a decimal string without converting it: -1, 0 or 1. */
export function decimalSign(amount: string): -1 | 0 | 1 {
  const match = DECIMAL_PATTERN.exec(amount.trim());
  if (!match) throw new RangeError(`Not a decimal string: "${amount}"`);
  const [, sign = '', integerDigits = '0', fractionDigits = ''] = match;
  if (/^0*$/.test(integerDigits + fractionDigits)) return 0;
  return sign === '-' ? -1 : 1;
}
