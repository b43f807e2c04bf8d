import { describe, expect, it } from 'vitest';
import { marketPriceDecimals } from './ticks.ts';

describe("a price's decimals from its market's tick table", () => {
  it('takes the tick at the price, not the wire’s two decimals', () => {
    expect(marketPriceDecimals('JP', '2972.00')).toBe(0);
    expect(marketPriceDecimals('JP', '45210.00')).toBe(0);
    expect(marketPriceDecimals('HK', '380.2')).toBe(1);
    expect(marketPriceDecimals('HK', '150.20')).toBe(1);
    expect(marketPriceDecimals('MY', '1.2')).toBe(2);
    expect(marketPriceDecimals('MY', '0.995')).toBe(3);
    expect(marketPriceDecimals('FX', '1.2933')).toBe(5);
    expect(marketPriceDecimals('CRYPTO', '94870.7')).toBe(2);
  });

  it('keeps the digits of a price finer than its tick', () => {
    // An average entry price: 2,985.5 yen on a one-yen tick, 1.2345 ringgit on a one-sen tick.
    expect(marketPriceDecimals('JP', '2985.50')).toBe(1);
    expect(marketPriceDecimals('MY', '1.2345')).toBe(4);
    expect(marketPriceDecimals('FX', '1.12345678')).toBe(8);
  });

  it('writes an index in points with two decimals, whatever its market’s tick', () => {
    expect(marketPriceDecimals('JP', '38500.00', 'index')).toBe(2);
    expect(marketPriceDecimals('JP', '38500.00', 'stock')).toBe(0);
  });

  it('takes the tick of a signed price at its size', () => {
    expect(marketPriceDecimals('JP', '-12.00')).toBe(0);
    expect(marketPriceDecimals('MY', '+0.995')).toBe(3);
  });

  it('refuses text that is not a price', () => {
    expect(() => marketPriceDecimals('JP', 'n/a')).toThrow(RangeError);
    expect(() => marketPriceDecimals('FX', '1.123456789')).toThrow(RangeError);
  });
});
