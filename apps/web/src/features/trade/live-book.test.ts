import { describe, expect, it } from 'vitest';
import type { Tick } from '@saham/contract/realtime';
import type { TradePosition } from '@saham/contract/trading';
import { bookTotals, closeRequest, dayTotals, todayPnlOf, toneOfAmount, withLivePrice } from './live-book.ts';

const maybankLong: TradePosition = {
  id: 7,
  positionNo: 'TP1',
  symbol: 'MY:1155',
  code: '1155',
  market: 'MY',
  currency: 'MYR',
  direction: 'long',
  priceType: 'limit',
  leverage: 1,
  quantity: '200',
  entryPrice: '10',
  margin: '2000.00',
  contractAmount: '2000.00',
  fee: '9.60',
  tax: '2.00',
  status: 'holding',
  isLocked: false,
  lockedUntil: '2026-11-23T02:00:00.000Z',
  openedAt: '2026-11-23T02:00:00.000Z',
  currentPrice: '10',
  marketValue: '2000.00',
  profit: '0.00',
  exitPrice: null,
  closedAt: null,
  isForcedClose: false,
};

function tickAt(last: string, symbol = 'MY:1155'): Tick {
  return {
    symbol,
    last,
    change: '0',
    changePercent: '0',
    volume: '0',
    turnover: '0',
    open: null,
    high: null,
    low: null,
    prevClose: '10',
    time: '2026-11-23T02:00:05.000Z',
  };
}

describe('a position valued at the live tick', () => {
  it('moves a long position’s market value and floating P&L exactly with the price', () => {
    expect(withLivePrice(maybankLong, tickAt('10.12'))).toMatchObject({
      currentPrice: '10.12',
      marketValue: '2024.00',
      profit: '24.00',
    });
    expect(withLivePrice(maybankLong, tickAt('9.87'))).toMatchObject({
      marketValue: '1974.00',
      profit: '-26.00',
    });
  });

  it('turns the sign for a short', () => {
    const short = { ...maybankLong, direction: 'short' as const };
    expect(withLivePrice(short, tickAt('10.12'))).toMatchObject({ profit: '-24.00' });
    expect(withLivePrice(short, tickAt('9.87'))).toMatchObject({ profit: '26.00' });
  });

  it('keeps whole yen for a JPY position', () => {
    const toyota = {
      ...maybankLong,
      symbol: 'JP:7203',
      currency: 'JPY' as const,
      entryPrice: '2500',
      quantity: '100',
    };
    expect(withLivePrice(toyota, tickAt('2512.5', 'JP:7203'))).toMatchObject({
      marketValue: '251250',
      profit: '1250',
    });
  });

  it("ignores another symbol's tick, no tick, and a closed position", () => {
    expect(withLivePrice(maybankLong, tickAt('11', 'MY:1023'))).toBe(maybankLong);
    expect(withLivePrice(maybankLong, null)).toBe(maybankLong);
    const closed = { ...maybankLong, status: 'closed' as const, profit: '75.77' };
    expect(withLivePrice(closed, tickAt('11'))).toBe(closed);
  });
});

describe('the book totals', () => {
  it('adds market value and floating P&L per currency, open positions only', () => {
    const second = { ...maybankLong, id: 8, marketValue: '1500.50', profit: '-10.25' };
    const apple = { ...maybankLong, id: 9, currency: 'USD' as const, marketValue: '230.00', profit: '5.00' };
    const closed = {
      ...maybankLong,
      id: 10,
      status: 'closed' as const,
      marketValue: '999.00',
      profit: '9.00',
    };
    expect(bookTotals([maybankLong, second, apple, closed])).toEqual([
      { currency: 'MYR', marketValue: '3500.50', profit: '-10.25' },
      { currency: 'USD', marketValue: '230.00', profit: '5.00' },
    ]);
    expect(bookTotals([])).toEqual([]);
  });
});

describe('colours', () => {
  it('colours a gain up, a loss down, zero and unknown neutral', () => {
    expect(toneOfAmount('24.00')).toBe('up');
    expect(toneOfAmount('-0.01')).toBe('down');
    expect(toneOfAmount('0.00')).toBe('');
    expect(toneOfAmount(null)).toBe('');
  });
});

describe('the close request', () => {
  it('closes everything without a quantity when all lots are chosen, else the chosen lots’ shares', () => {
    expect(closeRequest(7, 3, 3, '100')).toEqual({ positionId: 7 });
    expect(closeRequest(7, 1, 3, '100')).toEqual({ positionId: 7, quantity: '100' });
    expect(closeRequest(7, 2, 3, '100')).toEqual({ positionId: 7, quantity: '200' });
    // Not in whole lots (or the lot size unknown): only all at once.
    expect(closeRequest(7, null, null, '100')).toEqual({ positionId: 7 });
  });
});

describe("today's P&L (issue 16 §2)", () => {
  const quote = { prevClose: '9.80', tradingDay: '2026-11-24', timezone: 'Asia/Kuala_Lumpur' };
  // Opened on 23 November (Kuala Lumpur), valued on the 24th at RM10.20 from a RM9.80 close.
  const held: TradePosition = {
    ...maybankLong,
    currentPrice: '10.20',
    marketValue: '2040.00',
    profit: '40.00',
  };

  it('runs from the previous close for a position held overnight', () => {
    expect(todayPnlOf(held, quote)).toEqual({ amount: '80.00', percent: '4.08' });
  });

  it('runs from the entry for a position opened during the trading day (in the market’s own date)', () => {
    // 16:30 UTC on the 23rd is 00:30 on the 24th in Kuala Lumpur.
    const today = { ...held, openedAt: '2026-11-23T16:30:00.000Z' };
    expect(todayPnlOf(today, quote)).toEqual({ amount: '40.00', percent: '2.00' });
  });

  it('is unknown for a closed position, without a price or before the quote has a trading day', () => {
    expect(todayPnlOf({ ...held, status: 'closed' }, quote)).toBeNull();
    expect(todayPnlOf({ ...held, currentPrice: null }, quote)).toBeNull();
    expect(todayPnlOf(held, { ...quote, tradingDay: null })).toBeNull();
    expect(todayPnlOf(held, undefined)).toBeNull();
  });

  it('totals per currency with the percent of the day’s starting value', () => {
    const short: TradePosition = { ...held, id: 8, direction: 'short', profit: '-40.00' };
    const rows = [
      { position: held, today: todayPnlOf(held, quote) },
      { position: short, today: todayPnlOf(short, quote) },
    ];
    expect(rows[1]?.today).toEqual({ amount: '-80.00', percent: '-4.08' });
    expect(dayTotals(rows)).toEqual([{ currency: 'MYR', amount: '0.00', percent: '0.00' }]);
    expect(dayTotals(rows.slice(0, 1))).toEqual([{ currency: 'MYR', amount: '80.00', percent: '4.08' }]);
  });
});
