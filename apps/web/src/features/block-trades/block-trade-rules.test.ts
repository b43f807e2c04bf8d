import { describe, expect, it } from 'vitest';
import { blockAmount, buyProblem, premiumPercent, priceText } from './block-trade-rules.ts';

const deal = {
  minShares: '1000',
  lotSize: '100',
  blockPrice: '9.5',
  lastPrice: '10',
  currency: 'MYR' as const,
};

describe('the block-trade buy form', () => {
  it.each([
    ['', 'K', 'errors.QUANTITY_REQUIRED'],
    ['0', 'K', 'errors.QUANTITY_REQUIRED'],
    ['abc', 'K', 'errors.QUANTITY_REQUIRED'],
    ['900', 'K', 'errors.BLOCK_TRADE_MIN_SHARES'],
    ['1050', 'K', 'errors.WHOLE_LOTS_REQUIRED'],
    ['1000', ' ', 'blockTrade.keyRequired'],
  ])('refuses quantity %o with key %o as %s', (quantity, key, expected) => {
    expect(buyProblem(deal, quantity, key)?.key).toBe(expected);
  });

  it('passes the minimum in whole lots with a key, and names the minimum when below it', () => {
    expect(buyProblem(deal, '1100', 'K')).toBeNull();
    expect(buyProblem(deal, '900', 'K')?.values).toEqual({ shares: '1000' });
  });

  it('prices the amount exactly at the block price', () => {
    expect(blockAmount(deal, '1000')).toBe('9500.00');
    expect(blockAmount({ blockPrice: '0.005', currency: 'MYR' }, '300')).toBe('1.50');
    expect(blockAmount(deal, '')).toBeNull();
  });

  it('shows the discount against the latest price', () => {
    expect(premiumPercent(deal)).toBe('-5.00');
    expect(premiumPercent({ blockPrice: '10.5', lastPrice: '10' })).toBe('+5.00');
    expect(premiumPercent({ blockPrice: '10.5', lastPrice: null })).toBeNull();
  });
});

describe('a block price on screen', () => {
  it("shows the market's decimals at the price without rounding", () => {
    expect(priceText('9.5', 'MY')).toBe('9.50');
    expect(priceText('10', 'MY')).toBe('10.00');
    expect(priceText('0.005', 'MY')).toBe('0.005');
    expect(priceText('1234.5', 'US')).toBe('1,234.50');
  });

  it("shows a Tokyo block price in whole yen (a one-yen tick and up), not the wire's two decimals", () => {
    expect(priceText('2972.00', 'JP')).toBe('2,972');
    expect(priceText('2972', 'JP')).toBe('2,972');
  });
});
