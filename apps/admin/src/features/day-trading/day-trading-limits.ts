// The application limits form's own check before it asks the server: two positive amounts of at most
// two decimals, the minimum not above the maximum.
import { parseMinor } from '@saham/domain/money';

export type LimitsProblem = 'minInvalid' | 'maxInvalid' | 'minAboveMax' | null;

export function limitsProblem(minAmount: string, maxAmount: string): LimitsProblem {
  const min = parseMinor(minAmount, 'MYR');
  if (min === null || min <= 0n) return 'minInvalid';
  const max = parseMinor(maxAmount, 'MYR');
  if (max === null || max <= 0n) return 'maxInvalid';
  return min > max ? 'minAboveMax' : null;
}
