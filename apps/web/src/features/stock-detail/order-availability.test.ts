import { describe, expect, it } from 'vitest';
import { isOrderable, orderAvailability } from './order-availability.ts';

describe('the order buttons', () => {
  it('allows both sides on a trading stock whose market allows short selling', () => {
    expect(orderAvailability({ phase: 'continuous', isShortSellingAllowed: true })).toEqual({
      canLong: true,
      canShort: true,
      reasonKey: null,
    });
  });

  it('disables both outside continuous trading, where the desk refuses every order (issue 16 §2)', () => {
    for (const phase of ['closed', 'pre_open', 'auction', 'closing_auction'] as const) {
      expect(orderAvailability({ phase, isShortSellingAllowed: true })).toEqual({
        canLong: false,
        canShort: false,
        reasonKey: 'stockDetail.order.closedReason',
      });
      expect(isOrderable({ phase })).toBe(false);
    }
    expect(isOrderable({ phase: 'continuous' })).toBe(true);
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
