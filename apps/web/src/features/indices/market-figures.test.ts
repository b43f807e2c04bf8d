import { describe, expect, it } from 'vitest';
import type { Quote } from '@saham/contract/quotes';
import type { Tick } from '@saham/contract/realtime';
import {
  breadthShares,
  byTurnover,
  currentSession,
  indexSymbol,
  liveIndexCard,
  signedChange,
  shortenAmount,
  signedPercent,
  tabOfMarket,
  timeUntil,
  toneOf,
  withTick,
} from './market-figures.ts';

const tick = (symbol: string, last: string, prevClose: string, extra: Partial<Tick> = {}): Tick => ({
  symbol,
  last,
  change: '0',
  changePercent: '0.00',
  volume: '10',
  turnover: '100.00',
  open: null,
  high: null,
  low: null,
  prevClose,
  time: '2026-11-23T02:00:05.000Z',
  ...extra,
});

const klci = { code: 'FBMKLCI', close: '1620.53', prev_close: '1600.00', details: { ko_name: 'KLCI' } };
const at = new Date('2026-11-23T02:00:00Z');

describe('index cards', () => {
  it('names the live symbol of a domestic or US index code', () => {
    expect(indexSymbol('gngs', 'FBMKLCI')).toBe('MY:FBMKLCI');
    expect(indexSymbol('meiguo', 'DJI')).toBe('US:DJI');
  });

  it('derives the card from the answer until a tick arrives, then from the tick', () => {
    const card = liveIndexCard(klci, 'gngs', undefined, at);
    expect(card).toMatchObject({
      symbol: 'MY:FBMKLCI',
      name: 'KLCI',
      close: '1620.53',
      gainValue: '20.53',
      gain: '1.28',
      icon: 'hg',
      tone: 'up',
    });
    const moved = liveIndexCard(klci, 'gngs', tick('MY:FBMKLCI', '1590.10', '1600.00'), at);
    expect(moved).toMatchObject({ close: '1590.10', gainValue: '-9.90', gain: '-0.62', tone: 'down' });
    expect(moved?.time).toMatch(/^\d{2}:\d{2}:05$/);
  });

  it('falls back to the upper-cased code and tags US cards mg; a broken price gives no card', () => {
    const card = liveIndexCard(
      { code: 'dji', close: '100', prev_close: '100', details: { ko_name: null } },
      'meiguo',
      undefined,
      at,
    );
    expect(card).toMatchObject({ name: 'DJI', icon: 'mg', tone: 'flat', gain: '0.00' });
    expect(liveIndexCard({ ...klci, close: 'n/a' }, 'gngs', undefined, at)).toBeNull();
  });
});

describe('live quotes', () => {
  const quote: Quote = {
    symbol: 'MY:1155',
    code: '1155',
    market: 'MY',
    name: 'Maybank',
    assetClass: 'stock',
    status: 'listed',
    currency: 'MYR',
    last: '10.00',
    prevClose: '9.90',
    change: '0.10',
    changePercent: '1.01',
    open: null,
    high: null,
    low: null,
    volume: '1',
    turnover: '5.00',
    indicative: null,
    phase: 'continuous',
    tradingDay: '2026-11-23',
    time: null,
  };

  it('takes the day figures of its own tick and ignores another symbol’s', () => {
    const moved = withTick(
      quote,
      tick('MY:1155', '9.80', '9.90', { change: '-0.10', changePercent: '-1.01', turnover: '9.00' }),
    );
    expect(moved).toMatchObject({
      last: '9.80',
      change: '-0.10',
      changePercent: '-1.01',
      turnover: '9.00',
      name: 'Maybank',
    });
    expect(withTick(quote, tick('MY:1295', '1.00', '1.00'))).toBe(quote);
    expect(withTick(quote, undefined)).toBe(quote);
  });

  it('signs rises only and tones zero as flat', () => {
    expect(signedPercent('1.25')).toBe('+1.25%');
    expect(signedPercent('-0.40')).toBe('-0.40%');
    expect(signedPercent('0.00')).toBe('0.00%');
    expect(signedChange('0.005')).toBe('+0.005');
    expect(toneOf('-0.000')).toBe('flat');
    expect(toneOf('garbage')).toBe('flat');
  });
});

describe('market timing and breadth', () => {
  const now = Date.parse('2026-11-22T21:00:00Z');

  it('counts the time until an opening, rounded up to the minute; none once reached or unknown', () => {
    expect(timeUntil(now, '2026-11-23T09:00:00.000Z')).toEqual({ days: 0, hours: 12, minutes: 0 });
    expect(timeUntil(now, '2026-11-25T00:30:30.000Z')).toEqual({ days: 2, hours: 3, minutes: 31 });
    expect(timeUntil(now, '2026-11-22T21:00:00.000Z')).toBeNull();
    expect(timeUntil(now, null)).toBeNull();
  });

  it('lists crypto in the digital tab, forex in the forex tab and shares in the listed tab', () => {
    expect(tabOfMarket('CRYPTO')).toBe('digital');
    expect(tabOfMarket('FX')).toBe('forex');
    expect(tabOfMarket('MY')).toBe('listed');
    expect(tabOfMarket('CN')).toBe('listed');
  });

  it('splits breadth into whole percentages summing to 100', () => {
    expect(breadthShares(1, 1, 1)).toEqual([33, 33, 34]);
    expect(breadthShares(3, 5, 0)).toEqual([38, 62, 0]);
    expect(breadthShares(0, 0, 3)).toEqual([0, 0, 100]);
    expect(breadthShares(0, 0, 0)).toEqual([0, 0, 0]);
    for (const [a, u, d] of [
      [7, 2, 21],
      [1, 0, 1],
      [13, 4, 13],
    ] as const) {
      expect(breadthShares(a, u, d).reduce((sum, share) => sum + share, 0)).toBe(100);
    }
  });
});

describe('short amounts and turnover order', () => {
  it('moves the decimal point to the largest unit without floats', () => {
    expect(shortenAmount('9160625.00', 'western')).toEqual({ amount: '9.16062500', unit: 'million' });
    expect(shortenAmount('9160625.00', 'eastAsian')).toEqual({ amount: '916.062500', unit: 'tenThousand' });
    expect(shortenAmount('1234567890123', 'western')).toEqual({ amount: '1234.567890123', unit: 'billion' });
    expect(shortenAmount('123456789', 'eastAsian')).toEqual({ amount: '1.23456789', unit: 'hundredMillion' });
    expect(shortenAmount('999.99', 'western')).toEqual({ amount: '999.99', unit: null });
    expect(shortenAmount('1000', 'western')).toEqual({ amount: '1.000', unit: 'thousand' });
    expect(shortenAmount('n/a', 'western')).toEqual({ amount: 'n/a', unit: null });
  });

  it('orders quotes by turnover as exact decimals', () => {
    const base: Quote = {
      symbol: 'MY:0001',
      code: '0001',
      market: 'MY',
      name: 'A',
      assetClass: 'stock',
      status: 'listed',
      currency: 'MYR',
      last: '1.00',
      prevClose: '1.00',
      change: '0.00',
      changePercent: '0.00',
      open: null,
      high: null,
      low: null,
      volume: '0',
      turnover: '0',
      indicative: null,
      phase: 'continuous',
      tradingDay: null,
      time: null,
    };
    const quotes = [
      { ...base, symbol: 'A', turnover: '738399.50' },
      { ...base, symbol: 'B', turnover: '1072610' },
      { ...base, symbol: 'C', turnover: '761932.005' },
      { ...base, symbol: 'D', turnover: '761932.0049' },
      { ...base, symbol: 'E', turnover: '99' },
    ];
    expect(byTurnover(quotes).map((quote) => quote.symbol)).toEqual(['B', 'C', 'D', 'A', 'E']);
  });
});

describe('the session running now', () => {
  const bursa = [
    { phase: 'pre_open', start: '2026-11-23T00:30:00.000Z', end: '2026-11-23T01:00:00.000Z' },
    { phase: 'continuous', start: '2026-11-23T01:00:00.000Z', end: '2026-11-23T04:30:00.000Z' },
    { phase: 'pre_open', start: '2026-11-23T06:00:00.000Z', end: '2026-11-23T06:30:00.000Z' },
  ];

  it('names the running session and when it ends; none at lunch', () => {
    expect(currentSession(bursa, Date.parse('2026-11-23T02:00:00Z'))).toEqual({
      phase: 'continuous',
      end: '2026-11-23T04:30:00.000Z',
      isAllDay: false,
    });
    expect(currentSession(bursa, Date.parse('2026-11-23T04:30:00Z'))).toBeNull();
  });

  it('joins the pieces of a 24-hour day', () => {
    const forex = [
      { phase: 'continuous', start: '2026-11-23T05:00:00.000Z', end: '2026-11-23T22:00:00.000Z' },
      { phase: 'continuous', start: '2026-11-23T22:00:00.000Z', end: '2026-11-24T05:00:00.000Z' },
    ];
    expect(currentSession(forex, Date.parse('2026-11-23T10:00:00Z'))).toMatchObject({ isAllDay: true });
  });
});
