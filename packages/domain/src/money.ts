// Money as integer minor units (bigint) and its decimal-string wire form. A JavaScript number never
// holds money. Conversions refuse more decimals than the currency has rather than rounding silently.
import { CURRENCY_SCALE, type Currency } from './currencies.ts';

const DECIMAL_PATTERN = /^(-?)(\d{1,18})(?:\.(\d+))?$/;

/** "1234.50" MYR → 123450n. Null when the text is not a decimal or has more decimals than the currency. */
export function parseMinor(text: string, currency: Currency): bigint | null {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const scale = CURRENCY_SCALE[currency];
  const significantFraction = fraction.replace(/0+$/, '');
  if (significantFraction.length > scale) return null;
  const minor = BigInt(`${whole}${fraction.padEnd(scale, '0').slice(0, scale)}`);
  return sign === '-' ? -minor : minor;
}

/** 123450n MYR → "1234.50"; JPY has no decimals: 1500n → "1500". */
export function formatMinor(minor: bigint, currency: Currency): string {
  const scale = CURRENCY_SCALE[currency];
  const isNegative = minor < 0n;
  const digits = (isNegative ? -minor : minor).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${isNegative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}
