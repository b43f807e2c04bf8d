import { describe, expect, it } from 'vitest';
import { formatMarketPrice, formatMoney, formatPrice } from './format-number.ts';

describe('back-office prices and money', () => {
  it("shows a price in at least its currency's decimals, finer digits kept", () => {
    expect(formatPrice('9', 'MYR')).toBe('9.00');
    expect(formatPrice('1.205', 'MYR')).toBe('1.205');
    expect(formatPrice('1.2000', 'MYR')).toBe('1.20');
    expect(formatPrice('1500', 'JPY')).toBe('1,500');
    expect(formatPrice('—', 'MYR')).toBe('—');
  });

  it("shows a member's price with its market's tick decimals, not the wire's two", () => {
    expect(formatMarketPrice('2985.00', 'JP')).toBe('2,985');
    expect(formatMarketPrice('2985.5', 'JP')).toBe('2,985.5');
    expect(formatMarketPrice('150.20', 'HK')).toBe('150.2');
    expect(formatMarketPrice('1.2', 'MY')).toBe('1.20');
    expect(formatMarketPrice('1.2933', 'FX')).toBe('1.29330');
    expect(formatMarketPrice('—', 'JP')).toBe('—');
  });

  it("shows money in its currency's decimals", () => {
    expect(formatMoney('9')).toBe('9.00');
    expect(formatMoney('1234.5', 'MYR')).toBe('1,234.50');
    expect(formatMoney('1234.5', 'JPY')).toBe('1,235');
  });
});
