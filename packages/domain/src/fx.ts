// Currency exchange maths in exact integers. A rate is a decimal held as a bigint scaled by
// 10^RATE_DECIMALS; mid rates are ringgit per one unit of a currency; a quoted rate is units of the
// target currency per one unit of the source, after the house's spread. Rounding is always named.
import { CURRENCY_SCALE, type Currency } from './currencies.ts';

/** Digits after the decimal point of a stored or quoted rate. */
export const RATE_DECIMALS = 10;
const RATE_FACTOR = 10n ** BigInt(RATE_DECIMALS);
/** Spreads are in basis points: 100 bps = 1 %. */
export const BASIS_POINTS = 10_000n;
export const MAX_SPREAD_BPS = 5_000;

/** The only rounding an exchange uses: down, toward zero, so a fraction of a unit stays with the house. */
export type FxRounding = 'down-in-house-favour';

const RATE_PATTERN = /^(\d{1,12})(?:\.(\d+))?$/;

function pow10(digits: number): bigint {
  return 10n ** BigInt(digits);
}

/** "4.2" → 42000000000n. Null for a non-decimal, zero, or more than RATE_DECIMALS decimals. */
export function parseRate(text: string): bigint | null {
  const match = RATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > RATE_DECIMALS) return null;
  const scaled = BigInt(`${whole}${fraction.padEnd(RATE_DECIMALS, '0').slice(0, RATE_DECIMALS)}`);
  return scaled > 0n ? scaled : null;
}

/** 42000000000n → "4.2": exact, without trailing zeros. */
export function formatRate(scaled: bigint): string {
  const digits = scaled.toString().padStart(RATE_DECIMALS + 1, '0');
  const whole = digits.slice(0, digits.length - RATE_DECIMALS);
  const fraction = digits.slice(digits.length - RATE_DECIMALS).replace(/0+$/, '');
  return fraction.length > 0 ? `${whole}.${fraction}` : whole;
}

function divide(numerator: bigint, denominator: bigint, rounding: FxRounding): bigint {
  if (numerator < 0n || denominator <= 0n) throw new Error('fx maths takes non-negative amounts');
  switch (rounding) {
    case 'down-in-house-favour':
      return numerator / denominator;
    default: {
      const unknown: never = rounding;
      throw new Error(`unknown rounding ${String(unknown)}`);
    }
  }
}

/**
 * The rate a member gets for `from` → `to`: the cross of the two mid rates (ringgit per unit), less
 * the spread, cut to RATE_DECIMALS with `rounding`.
 */
export function quotedRate(
  midFromScaled: bigint,
  midToScaled: bigint,
  spreadBps: number,
  rounding: FxRounding,
): bigint {
  const keptBps = BASIS_POINTS - BigInt(spreadBps);
  return divide(midFromScaled * RATE_FACTOR * keptBps, midToScaled * BASIS_POINTS, rounding);
}

/** What `amountMinor` of `from` buys of `to` at `rateScaled`, in the target's minor units. */
export function convertMinor(
  amountMinor: bigint,
  from: Currency,
  to: Currency,
  rateScaled: bigint,
  rounding: FxRounding,
): bigint {
  const numerator = amountMinor * rateScaled * pow10(CURRENCY_SCALE[to]);
  const denominator = pow10(CURRENCY_SCALE[from]) * RATE_FACTOR;
  return divide(numerator, denominator, rounding);
}
