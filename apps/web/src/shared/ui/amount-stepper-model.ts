// The limits of an amount stepper (withdraw, exchange): written in the currency's decimals (none for
// yen, won and dong), never below the smallest amount the screen allows nor above the most it allows
// (the balance, a per-withdrawal maximum), stepping by that minimum when there is one (a RM100 minimum
// withdrawal steps RM100) or else by a round hundred (ten thousand in a currency without decimals).
import { CURRENCY_SCALE, type Currency } from '@saham/domain/currencies';
import { formatDecimal, parseDecimal } from '@saham/domain/markets/decimal';
import { canStep, stepDecimal, type DecimalLimits } from './stepper-model.ts';

export interface AmountRange {
  currency: Currency;
  /** The smallest amount allowed, when the screen has one ("100.00"). */
  min?: string | undefined;
  /** The most allowed now ("2500.00"); none when there is no bound. */
  max?: string | undefined;
}

/** The currency's smallest unit: "0.01", or "1" without decimals. */
function smallestUnit(decimals: number): string {
  return decimals === 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`;
}

/** A positive decimal as given, or undefined for anything else (empty, zero, text). */
function positive(value: string | undefined): string | undefined {
  const scaled = value === undefined ? null : parseDecimal(value);
  return scaled === null || scaled <= 0n ? undefined : value;
}

export function amountLimits({ currency, min, max }: AmountRange): DecimalLimits {
  const decimals = CURRENCY_SCALE[currency];
  const minimum = positive(min);
  const step = minimum ?? (decimals === 0 ? '10000' : '100');
  const maximum = max === undefined ? undefined : (parseDecimal(max) ?? undefined);
  return {
    step,
    min: minimum ?? smallestUnit(decimals),
    ...(maximum === undefined ? {} : { max: formatDecimal(maximum, decimals) }),
    decimals,
  };
}

/**
 * One step from `value`: from an empty box, up goes to the first step (the larger of the minimum and
 * one step, kept under the maximum) and down stays empty; otherwise the stepper's rule on the grid.
 */
export function stepAmount(value: string, direction: 1 | -1, limits: DecimalLimits): string {
  if (value.trim() !== '') return stepDecimal(value, direction, limits);
  if (direction === -1) return '';
  const step = parseDecimal(limits.step) ?? 0n;
  const min = parseDecimal(limits.min ?? '0') ?? 0n;
  const first = min > step ? min : step;
  const ceiling = limits.max === undefined ? null : parseDecimal(limits.max);
  return formatDecimal(ceiling !== null && ceiling < first ? ceiling : first, limits.decimals);
}

/** Whether a step would change the value: off at the limit it points to, and down from empty. */
export function canStepAmount(value: string, direction: 1 | -1, limits: DecimalLimits): boolean {
  if (value.trim() === '')
    return direction === 1 && (limits.max === undefined || parseDecimal(limits.max) !== 0n);
  return canStep(value, direction, limits);
}
