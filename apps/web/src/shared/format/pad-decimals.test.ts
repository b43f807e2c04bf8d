import { describe, expect, it } from 'vitest';
import { padDecimals } from './pad-decimals.ts';

describe('prices as the market writes them', () => {
  it('pads to the tick’s decimals and never rounds', () => {
    expect(padDecimals('10.7', 2)).toBe('10.70');
    expect(padDecimals('10', 2)).toBe('10.00');
    expect(padDecimals('0.955', 3)).toBe('0.955');
    expect(padDecimals('2500', 0)).toBe('2500');
    expect(padDecimals('1.23456', 2)).toBe('1.23456');
  });
});
