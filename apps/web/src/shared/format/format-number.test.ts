import { describe, expect, it } from 'vitest';
import {
  decimalsOfTick,
  fractionDigitsOf,
  formatAmount,
  formatCompact,
  formatNumber,
  formatPrice,
  formatRate,
} from './format-number.ts';

describe('numbers as a member reads them', () => {
  it('groups thousands everywhere', () => {
    expect(formatNumber('94870.72')).toBe('94,870.72');
    expect(formatNumber('1666.46')).toBe('1,666.46');
    expect(formatNumber('-1234567')).toBe('-1,234,567');
    expect(formatNumber('1666.456', 2)).toBe('1,666.46');
    expect(formatNumber('n/a')).toBe('n/a');
  });

  it('writes prices with the instrument’s decimals, never trimmed', () => {
    expect(decimalsOfTick('0.00001')).toBe(5);
    expect(decimalsOfTick('0.005')).toBe(3);
    expect(formatPrice('1.2933', 5)).toBe('1.29330');
    expect(formatPrice('94870.7', 2)).toBe('94,870.70');
    expect(formatPrice('10.123', 2)).toBe('10.123');
    // A quote list knows no tick: the longest of the instrument's prices stands in for it.
    expect(formatPrice('1.2933', fractionDigitsOf('1.2933', '1.29338', null))).toBe('1.29330');
  });

  it('writes exchange rates to four to six significant digits', () => {
    expect(formatRate('0.2123456789')).toBe('0.212346');
    expect(formatRate('4.7123456789')).toBe('4.71235');
    expect(formatRate('1')).toBe('1.000');
    expect(formatRate('23456.789')).toBe('23,456.8');
  });

  it('puts the currency with every amount', () => {
    expect(formatAmount('500', 'MYR', 'always')).toBe('+500.00 MYR');
    expect(formatAmount('-1000', 'JPY')).toBe('-1,000 JPY');
  });

  it('shortens in each language’s own units', () => {
    expect(formatCompact('11234567890', 'ml')).toBe('11.23B');
    expect(formatCompact('1523456', 'ml')).toBe('1.52J');
    expect(formatCompact('1523456', 'en')).toBe('1.52M');
    expect(formatCompact('123456789', 'zh')).toBe('1.23億');
    expect(formatCompact('123456789', 'ch')).toBe('1.23亿');
    expect(formatCompact('1523456', 'ko')).toBe('152.34만');
  });
});
