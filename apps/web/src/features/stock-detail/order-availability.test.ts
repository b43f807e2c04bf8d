import { describe, expect, it } from 'vitest';
import { orderAvailability } from './order-availability.ts';

describe('the order buttons', () => {
  it('allows both sides on a trading stock whose market allows short selling', () => {
    expect(orderAvailability({ phase: 'continuous', isShortSellingAllowed: true })).toEqual({
      canLong: true,
      canShort: true,
      reasonKey: null,
    });
    // A closed market still opens the entry: it shows when the market opens.
    expect(orderAvailability({ phase: 'closed', isShortSellingAllowed: true }).canLong).toBe(true);
  });

  it('disables short, with the reason, where the market does not allow short selling', () => {
    expect(orderAvailability({ phase: 'continuous', isShortSellingAllowed: false })).toEqual({
      canLong: true,
      canShort: false,
      reasonKey: 'stockDetail.order.noShortReason',
    });
  });

  it('disables both on a suspended stock, and both while the quote loads', () => {
    expect(orderAvailability({ phase: 'suspended', isShortSellingAllowed: true })).toEqual({
      canLong: false,
      canShort: false,
      reasonKey: 'stockDetail.order.suspendedReason',
    });
    expect(orderAvailability(null)).toEqual({ canLong: false, canShort: false, reasonKey: null });
  });
});
