import { describe, expect, it } from 'vitest';
import { notionalMinor } from '../markets/fees.ts';
import { parseMinor } from '../money.ts';
import {
  availableAfterMinor,
  formatQuantity,
  instrumentUnit,
  minimumQuantity,
  percentOf,
  quantityDecimals,
  quantityForCash,
  todayPnl,
} from './order-ticket.ts';

describe('instrumentUnit', () => {
  it('counts crypto pairs in coins of the base asset, currency pairs in units of the base currency', () => {
    expect(instrumentUnit('crypto', 'BTCUSDT')).toEqual({ kind: 'coins', name: 'BTC' });
    expect(instrumentUnit('crypto', 'DOGEUSDT')).toEqual({ kind: 'coins', name: 'DOGE' });
    expect(instrumentUnit('forex', 'EURUSD')).toEqual({ kind: 'units', name: 'EUR' });
    expect(instrumentUnit('stock', '1155')).toEqual({ kind: 'shares', name: null });
  });
});

describe('quantities with the lot decimals', () => {
  it('keeps the decimals of the lot', () => {
    expect(quantityDecimals('0.0001')).toBe(4);
    expect(quantityDecimals('100')).toBe(0);
    expect(formatQuantity('0.0105', '0.0001')).toBe('0.0105');
    expect(formatQuantity('50', '0.0001')).toBe('50.0000');
    expect(formatQuantity('100', '100')).toBe('100');
  });
});

describe('quantityForCash', () => {
  it('buys whole increments of the lot for no more than the cash', () => {
    // 1,000.00 USD at 92,150.00 → 0.010851… → 0.0108 BTC (995.22 USD).
    expect(quantityForCash('USD', '1000', '92150.00', '0.0001')).toBe('0.0108');
    // Exactly on a lot.
    expect(quantityForCash('USD', '921.50', '92150', '0.0001')).toBe('0.01');
    // Whole lots of shares: 1,000 MYR at 9.80 in lots of 100 → 100 shares.
    expect(quantityForCash('MYR', '1000', '9.80', '100')).toBe('100');
  });
  it('refuses an amount below one lot, a zero or an unreadable amount', () => {
    expect(quantityForCash('USD', '5', '92150', '0.0001')).toBeNull();
    expect(quantityForCash('USD', '0', '92150', '0.0001')).toBeNull();
    expect(quantityForCash('USD', 'abc', '92150', '0.0001')).toBeNull();
    expect(quantityForCash('MYR', '500', '9.80', '100')).toBeNull();
  });
  it('never exceeds the cash once the notional is rounded', () => {
    for (const [cash, price] of [
      ['10', '0.158231'],
      ['123.45', '3105.40'],
      ['99.99', '2.1537'],
    ] as const) {
      const quantity = quantityForCash('USD', cash, price, '0.0001');
      expect(quantity).not.toBeNull();
      const spent = notionalMinor('USD', price, quantity ?? '0');
      expect(spent <= parseMinor(cash, 'USD')!).toBe(true);
    }
  });
});

describe('minimumQuantity', () => {
  it('is the smallest lot multiple that meets the minimum order amount', () => {
    // 10.00 USD at 92,150 → 0.0002 BTC (18.43), not 0.0001 (9.22).
    expect(minimumQuantity({ currency: 'USD', minOrderAmount: '10.00' }, '92150.00', '0.0001')).toBe(
      '0.0002',
    );
    // DOGE at 0.158231 → 63.1987 DOGE (9.99998… rounds to 10.00).
    expect(minimumQuantity({ currency: 'USD', minOrderAmount: '10.00' }, '0.158231', '0.0001')).toBe(
      '63.1987',
    );
    // At least one lot.
    expect(minimumQuantity({ currency: 'MYR', minOrderAmount: '0' }, '9.80', '100')).toBe('100');
  });
});

describe('availableAfterMinor', () => {
  it('takes the order total from the available balance', () => {
    expect(availableAfterMinor(10_000_00n, 1_015_25n)).toBe(8_984_75n);
  });
});

describe('todayPnl', () => {
  const base = {
    currency: 'MYR' as const,
    direction: 'long' as const,
    entryPrice: '9.00',
    quantity: '100',
    tradingDay: '2026-11-23',
    prevClose: '9.50',
    last: '9.80',
  };
  it('counts from the previous close for a position held overnight', () => {
    expect(todayPnl({ ...base, openedDay: '2026-11-20' })).toEqual({ minor: 3000n, percent: '3.16' });
  });
  it('counts from the entry for a position opened today', () => {
    expect(todayPnl({ ...base, openedDay: '2026-11-23' })).toEqual({ minor: 8000n, percent: '8.89' });
  });
  it('is negative for a short that rose', () => {
    expect(todayPnl({ ...base, direction: 'short', openedDay: '2026-11-20' })).toEqual({
      minor: -3000n,
      percent: '-3.16',
    });
  });
  it('is unknown before the quote has a trading day', () => {
    expect(todayPnl({ ...base, tradingDay: null, openedDay: '2026-11-20' })).toBeNull();
  });
  it('percentOf rounds half away from zero', () => {
    expect(percentOf(1n, 8n)).toBe('12.50');
    expect(percentOf(-1n, 3n)).toBe('-33.33');
    expect(percentOf(0n, 0n)).toBe('0.00');
  });
});
