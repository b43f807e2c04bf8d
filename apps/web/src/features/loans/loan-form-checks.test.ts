import { describe, expect, it } from 'vitest';
import { loanAmountProblem } from './loan-form-checks.ts';

describe('loan amount checks', () => {
  it('requires a positive amount of at most two decimals, not above the maximum', () => {
    expect(loanAmountProblem(' ', '100.00')).toBe('required');
    expect(loanAmountProblem('0', '100.00')).toBe('invalid');
    expect(loanAmountProblem('1.234', '100.00')).toBe('invalid');
    expect(loanAmountProblem('abc', '100.00')).toBe('invalid');
    expect(loanAmountProblem('100.01', '100.00')).toBe('aboveLimit');
    expect(loanAmountProblem('100', '100.00')).toBeNull();
  });
});
