// What every request input obeys, whichever call carries it: text without NUL characters or lone
// UTF-16 surrogates (PostgreSQL refuses the first, JSON columns the second), calendar dates that exist,
// and money, prices, quantities and rates no larger than the database can add up. A body that breaks
// one of them is refused with HTTP 400 INVALID_INPUT {field} before any call's code runs.
import { z } from 'zod';
import { moneySchema } from './envelope.ts';

/**
 * The largest amount (money in major units, a price, a quantity, a rate) a request may carry: 1e12
 * with two decimals is 1e14 minor units, so even 90,000 such amounts added together stay within
 * PostgreSQL's bigint (about 9.2e18).
 */
export const MAX_MONEY_MAJOR = 1_000_000_000_000;

const DECIMAL_PATTERN = /^-?(\d+)(?:\.(\d*))?$/;
const MAX_WHOLE = BigInt(MAX_MONEY_MAJOR);

/**
 * False for a decimal beyond ±MAX_MONEY_MAJOR. Text that is no decimal passes: each call answers it
 * with its own refusal (FIELD_REQUIRED for an empty amount, say).
 */
export function isWithinMoneyMaximum(text: string): boolean {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) return true;
  const whole = BigInt(match[1] ?? '0');
  const hasFraction = /[1-9]/.test(match[2] ?? '');
  return whole < MAX_WHOLE || (whole === MAX_WHOLE && !hasFraction);
}

const WITHIN_MAXIMUM = { message: `at most ${MAX_MONEY_MAJOR}` };

/**
 * A decimal as typed (an amount, a price, a quantity, a rate), checked by the call's own rules so that
 * an empty or malformed one gets the call's refusal; beyond MAX_MONEY_MAJOR it is INVALID_INPUT.
 */
export const decimalInputSchema = z.string().max(40).refine(isWithinMoneyMaximum, WITHIN_MAXIMUM);

/** A money amount that must be a decimal string ("1234.50", "-3.00"), at most MAX_MONEY_MAJOR. */
export const moneyInputSchema = moneySchema.max(40).refine(isWithinMoneyMaximum, WITHIN_MAXIMUM);

/** A non-negative decimal string (a price, a lot, a fee rate), at most MAX_MONEY_MAJOR. */
export const nonNegativeDecimalSchema = z
  .string()
  .max(40)
  .regex(/^\d+(\.\d+)?$/, 'a decimal string')
  .refine(isWithinMoneyMaximum, WITHIN_MAXIMUM);

/** A quantity as the member typed it, text or number; the call refuses an empty or non-positive one. */
export const quantityInputSchema = z
  .union([decimalInputSchema, z.number().min(-MAX_MONEY_MAJOR).max(MAX_MONEY_MAJOR)])
  .optional();

/** Years a date may name: wide enough for any business date, and every one of them valid in PostgreSQL. */
const DATE_YEARS = { min: 1900, max: 2999 } as const;

/** A calendar day, YYYY-MM-DD, that exists: 2026-02-30 and 2026-13-45 are refused. */
export const dateSchema = z.iso.date().refine(
  (text) => {
    const year = Number(text.slice(0, 4));
    return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
  },
  { message: `a year from ${DATE_YEARS.min} to ${DATE_YEARS.max}` },
);

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What the first NUL character or lone surrogate in a value is found in: its path, or null for none. */
export function unsafeTextPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsafeTextPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = unsafeTextPath(key, [...path, key]) ?? unsafeTextPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Refuses a request whose text holds a NUL character or a lone surrogate, naming the field; attached
 * to every call's request schema by memberCall and staffCall.
 */
export function refuseUnsafeText(value: unknown, context: z.RefinementCtx): void {
  const path = unsafeTextPath(value);
  if (path === null) return;
  context.addIssue({ code: 'custom', path, message: 'text with a NUL character or a lone surrogate' });
}
