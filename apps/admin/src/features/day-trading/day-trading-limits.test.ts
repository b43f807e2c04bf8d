import { describe, expect, it } from 'vitest';
import { limitsProblem } from './day-trading-limits.ts';

describe('the day-trading limits check', () => {
  it('accepts a minimum up to the maximum', () => {
    expect(limitsProblem('1000', '1000000.00')).toBeNull();
    expect(limitsProblem('500.50', '500.50')).toBeNull();
  });

  it('refuses empty, zero, over-precise or inverted limits, each with its own problem', () => {
    expect(limitsProblem('', '1000')).toBe('minInvalid');
    expect(limitsProblem('0', '1000')).toBe('minInvalid');
    expect(limitsProblem('1000', '10.001')).toBe('maxInvalid');
    expect(limitsProblem('2000', '1000')).toBe('minAboveMax');
  });
});
