import { describe, expect, it } from 'vitest';
import {
  decimalsOfTick,
  fractionDigitsOf,
  formatAmount,
  formatCompact,
  formatMarketPrice,
  formatNumber,
  formatPrice,
  formatRate,
  marketPriceDecimals,
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
    expect(fractionDigitsOf('1.2933', '1.29338', null)).toBe(5);
  });

  it('writes a Tokyo price in whole yen on its one-yen tick, one decimal on a 0.1 tick', () => {
    // The wire writes every price with two decimals at least ("2985.00"): the tick decides.
    expect(decimalsOfTick('1')).toBe(0);
    expect(decimalsOfTick('5')).toBe(0);
    expect(decimalsOfTick('0.1')).toBe(1);
    expect(formatPrice('2985.00', decimalsOfTick('1'))).toBe('2,985');
    expect(formatPrice('150.50', decimalsOfTick('0.1'))).toBe('150.5');
    expect(formatPrice('2985.5', decimalsOfTick('1'))).toBe('2,985.5'); // an average keeps its digits
  });

  it("takes the decimals from the market's tick at the price where the instrument's is not at hand", () => {
    expect(marketPriceDecimals('2972.00', 'JP')).toBe(0);
    expect(marketPriceDecimals('45210.00', 'JP')).toBe(0);
    expect(formatMarketPrice('2972.00', 'JP')).toBe('2,972');
    expect(formatMarketPrice('-12.00', 'JP')).toBe('-12');
    expect(formatMarketPrice('150.20', 'HK')).toBe('150.2');
    expect(formatMarketPrice('9.5', 'MY')).toBe('9.50');
    expect(formatMarketPrice('0.995', 'MY')).toBe('0.995');
    expect(formatMarketPrice('1.2933', 'FX')).toBe('1.29330');
    expect(formatMarketPrice('94870.7', 'CRYPTO')).toBe('94,870.70');
    expect(formatMarketPrice('38500.00', 'JP', 'index')).toBe('38,500.00');
    expect(formatMarketPrice('n/a', 'JP')).toBe('n/a');
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
