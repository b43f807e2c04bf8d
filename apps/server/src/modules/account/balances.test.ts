import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '@saham/domain/currencies';
import { formatMinor } from '@saham/domain/money';
import { toBalancesView, type MemberHoldingsMinor } from './balances.ts';

describe('balance mapping', () => {
  it.each([
    [123456n, 'MYR', '1234.56'],
    [5n, 'MYR', '0.05'],
    [-5n, 'MYR', '-0.05'],
    [0n, 'USD', '0.00'],
    [1500n, 'JPY', '1500'],
    [-1500n, 'KRW', '-1500'],
    [0n, 'VND', '0'],
    [123456789012345678901234567890n, 'HKD', '1234567890123456789012345678.90'],
  ] as const)('writes %s minor units of %s as "%s"', (amountMinor, currency, expected) => {
    expect(formatMinor(amountMinor, currency)).toBe(expected);
  });

  it('lists every currency in order, zero where nothing is held, totals in MYR', () => {
    const holdings: MemberHoldingsMinor = {
      byCurrency: [
        { currency: 'USD', availableMinor: 1050n, frozenMinor: 25n },
        { currency: 'JPY', availableMinor: 300n, frozenMinor: 0n },
      ],
      totalAssetsMinor: 1000000n,
      availableMinor: 900000n,
      frozenMinor: 100000n,
      profitMinor: -250n,
      positionMarketValueMinor: 0n,
      historicalPnlMinor: 12n,
    };
    const view = toBalancesView(holdings);
    expect(view).toMatchObject({
      currency: 'MYR',
      totalAssets: '10000.00',
      available: '9000.00',
      frozen: '1000.00',
      profit: '-2.50',
      positionMarketValue: '0.00',
      historicalPnl: '0.12',
    });
    expect(view.byCurrency.map((bucket) => bucket.currency)).toEqual([...CURRENCIES]);
    expect(view.byCurrency.find((bucket) => bucket.currency === 'USD')).toEqual({
      currency: 'USD',
      available: '10.50',
      frozen: '0.25',
    });
    expect(view.byCurrency.find((bucket) => bucket.currency === 'JPY')).toEqual({
      currency: 'JPY',
      available: '300',
      frozen: '0',
    });
    expect(view.byCurrency.find((bucket) => bucket.currency === 'MYR')).toEqual({
      currency: 'MYR',
      available: '0.00',
      frozen: '0.00',
    });
  });
});
