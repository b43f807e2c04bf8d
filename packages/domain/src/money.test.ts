import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMinor, parseMinor } from './money.ts';
import { CURRENCIES } from './currencies.ts';

describe('money in minor units', () => {
  it('parses ringgit to sen and formats it back', () => {
    expect(parseMinor('1234.50', 'MYR')).toBe(123450n);
    expect(parseMinor('1234.5', 'MYR')).toBe(123450n);
    expect(parseMinor('100', 'MYR')).toBe(10000n);
    expect(formatMinor(123450n, 'MYR')).toBe('1234.50');
    expect(formatMinor(5n, 'MYR')).toBe('0.05');
    expect(formatMinor(-5n, 'MYR')).toBe('-0.05');
  });

  it('keeps yen, won and dong whole', () => {
    expect(parseMinor('1500', 'JPY')).toBe(1500n);
    expect(parseMinor('1500.00', 'JPY')).toBe(1500n);
    expect(parseMinor('1500.5', 'JPY')).toBeNull();
    expect(formatMinor(1500n, 'KRW')).toBe('1500');
  });

  it('refuses more decimals than the currency has, and non-numbers', () => {
    expect(parseMinor('1.005', 'MYR')).toBeNull();
    expect(parseMinor('1e3', 'MYR')).toBeNull();
    expect(parseMinor('', 'MYR')).toBeNull();
    expect(parseMinor('12,000', 'MYR')).toBeNull();
  });

  it('round-trips every amount in every currency', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }),
        fc.constantFrom(...CURRENCIES),
        (minor, currency) => {
          expect(parseMinor(formatMinor(minor, currency), currency)).toBe(minor);
        },
      ),
    );
  });
});
