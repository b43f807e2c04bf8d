import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './currencies.ts';
import { DISPLAY_CURRENCY_ORDER, currenciesForDisplay, sortByCurrency } from './currency-order.ts';

describe('currency lists as shown', () => {
  it('puts MYR first and keeps every currency once', () => {
    const shown = currenciesForDisplay();
    expect(shown[0]).toBe('MYR');
    expect([...shown].sort()).toEqual([...CURRENCIES].sort());
    expect([...DISPLAY_CURRENCY_ORDER].sort()).toEqual([...CURRENCIES].sort());
  });

  it('sorts rows by their currency, MYR first, whatever order the server sent', () => {
    const rows = [
      { currency: 'CNY', amount: '1' },
      { currency: 'MYR', amount: '2' },
      { currency: 'USD', amount: '3' },
      { currency: 'MYR', amount: '4' },
    ];
    expect(sortByCurrency(rows, (row) => row.currency).map((row) => row.amount)).toEqual([
      '2',
      '4',
      '3',
      '1',
    ]);
  });
});
