// Exact decimals for prices, tick sizes and percents: a bigint scaled by 10^DECIMAL_SCALE. A price
// never becomes a JavaScript number.
export const DECIMAL_SCALE = 8;
export const DECIMAL_FACTOR = 10n ** BigInt(DECIMAL_SCALE);

const DECIMAL_PATTERN = /^(\d{1,15})(?:\.(\d+))?$/;

/** "10.30" → 1030000000n. Null for a negative or non-decimal text or more than eight decimals. */
export function parseDecimal(text: string): bigint | null {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > DECIMAL_SCALE) return null;
  return BigInt(`${whole}${fraction.padEnd(DECIMAL_SCALE, '0').slice(0, DECIMAL_SCALE)}`);
}

/** Like parseDecimal but throws: for data that has already been validated. */
export function decimal(text: string): bigint {
  const value = parseDecimal(text);
  if (value === null) throw new RangeError(`Not a decimal: "${text}"`);
  return value;
}

/** Digits after the point needed to write the scaled value exactly (0 for a whole number). */
export function decimalsOf(scaled: bigint): number {
  let digits = DECIMAL_SCALE;
  let rest = scaled;
  while (digits > 0 && rest % 10n === 0n) {
    rest /= 10n;
    digits -= 1;
  }
  return digits;
}

/** 1030000000n → "10.30" with `decimals` 2; without `decimals`, as few as write it exactly. */
export function formatDecimal(scaled: bigint, decimals?: number): string {
  const shown = Math.max(decimals ?? decimalsOf(scaled), decimalsOf(scaled));
  const isNegative = scaled < 0n;
  const digits = (isNegative ? -scaled : scaled).toString().padStart(DECIMAL_SCALE + 1, '0');
  const whole = digits.slice(0, digits.length - DECIMAL_SCALE);
  const fraction = digits.slice(digits.length - DECIMAL_SCALE, digits.length - DECIMAL_SCALE + shown);
  return `${isNegative ? '-' : ''}${whole}${shown > 0 ? `.${fraction}` : ''}`;
}

/** numerator ÷ denominator (both positive) rounded as named. */
export function divideRounded(
  numerator: bigint,
  denominator: bigint,
  rounding: 'half_up' | 'up' | 'down',
): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;
  if (rounding === 'down') return quotient;
  if (rounding === 'up') return quotient + 1n;
  return remainder * 2n >= denominator ? quotient + 1n : quotient;
}
