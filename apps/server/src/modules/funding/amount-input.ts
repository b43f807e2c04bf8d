// Turns the amount a member typed into minor units: empty → FIELD_REQUIRED, not a decimal of the
// currency (or not positive) → INVALID_INPUT. Range checks are the caller's, with their own codes.
import { parseMinor } from '@saham/domain/money';
import type { Currency } from '@saham/domain/currencies';
import { refuse } from '../../http/business-error.ts';

export function parseAmountInput(text: string, currency: Currency): bigint {
  if (text.trim() === '') refuse('FIELD_REQUIRED', { field: 'amount' });
  const minor = parseMinor(text, currency);
  if (minor === null || minor <= 0n) refuse('INVALID_INPUT', { field: 'amount' });
  return minor;
}
