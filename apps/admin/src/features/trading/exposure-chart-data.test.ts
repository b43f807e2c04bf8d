import { describe, expect, it } from 'vitest';
import type { InstrumentExposure, MarketExposure } from '@saham/contract/admin-trading';
import { marketBars, topInstrumentBars } from './exposure-chart-data.ts';

const market = (code: MarketExposure['market'], long: string, short: string): MarketExposure => ({
  market: code,
  currency: code === 'US' ? 'USD' : 'MYR',
  instrumentCount: 1,
  positionCount: 1,
  longNotional: long,
  shortNotional: short,
  netNotional: '0.00',
  memberPnl: '0.00',
  brokerPnl: '0.00',
});

const instrument = (symbol: string, net: string): InstrumentExposure => ({
  symbol,
  market: symbol.startsWith('US') ? 'US' : 'MY',
  currency: symbol.startsWith('US') ? 'USD' : 'MYR',
  positionCount: 1,
  longQuantity: '0',
  shortQuantity: '0',
  netQuantity: '0',
  lastPrice: null,
  longNotional: '0.00',
  shortNotional: '0.00',
  netNotional: net,
  memberPnl: '0.00',
  brokerPnl: '0.00',
});

describe('exposure chart data', () => {
  it('makes a long and a short bar per market, labelled with its currency', () => {
    expect(
      marketBars([market('MY', '3060.00', '1050.00'), market('US', '0.00', '12.5')], {
        long: 'L',
        short: 'S',
      }),
    ).toEqual([
      { market: 'MY · MYR', side: 'L', value: 3060 },
      { market: 'MY · MYR', side: 'S', value: 1050 },
      { market: 'US · USD', side: 'L', value: 0 },
      { market: 'US · USD', side: 'S', value: 12.5 },
    ]);
  });

  it("keeps one market's instruments in the server's order, at most ten", () => {
    const rows = [
      instrument('US:AAPL', '-900.00'),
      ...Array.from({ length: 12 }, (_, index) => instrument(`MY:${1000 + index}`, `${100 - index}.00`)),
    ];
    const bars = topInstrumentBars(rows, 'MY');
    expect(bars).toHaveLength(10);
    expect(bars[0]).toEqual({ symbol: 'MY:1000', value: 100 });
    expect(bars.some((bar) => bar.symbol === 'US:AAPL')).toBe(false);
    expect(topInstrumentBars(rows, 'US')).toEqual([{ symbol: 'US:AAPL', value: -900 }]);
  });
});
