// The loan forms' checks before calling the server (which decides again): an amount is required, a
// positive ringgit amount with at most two decimals, and not above what may be borrowed or is owed.
import { parseMinor } from '@saham/domain/money';

export type AmountProblem = 'required' | 'invalid' | 'aboveLimit' | null;

export function loanAmountProblem(amount: string, maximum: string): AmountProblem {
  if (amount.trim() === '') return 'required';
  const minor = parseMinor(amount.trim(), 'MYR');
  if (minor === null || minor <= 0n) return 'invalid';
  const maximumMinor = parseMinor(maximum, 'MYR') ?? 0n;
  return minor > maximumMinor ? 'aboveLimit' : null;
}
