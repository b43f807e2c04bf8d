import { describe, expect, it } from 'vitest';
import type { QuoteDetail } from '@saham/contract/quotes';
import type { Tick } from '@saham/contract/realtime';
import { formatMarketTime, nextOpening, withTick } from './live-detail.ts';

const detail = {
  symbol: 'MY:1155',
  last: '10.00',
  change: '0.00',
  changePercent: '0.00',
  prevClose: '10.00',
  volume: '100',
  time: '2026-11-23T02:00:00.000Z',
} as QuoteDetail;

function tick(time: string, last: string, symbol = 'MY:1155'): Tick {
  return {
    symbol,
    last,
    change: '0.10',
    changePercent: '1.00',
    volume: '200',
    turnover: '2000',
    open: '10.00',
    high: '10.10',
    low: '9.90',
    prevClose: '10.00',
    time,
  };
}

describe('the live detail', () => {
  it('takes a newer tick of the same symbol over the loaded quote', () => {
    expect(withTick(detail, tick('2026-11-23T02:00:02.000Z', '10.10'))).toMatchObject({
      last: '10.10',
      change: '0.10',
      volume: '200',
      high: '10.10',
    });
  });

  it('ignores an older tick, another symbol’s tick, or none', () => {
    expect(withTick(detail, tick('2026-11-23T01:59:00.000Z', '9.00')).last).toBe('10.00');
    expect(withTick(detail, tick('2026-11-23T02:00:02.000Z', '9.00', 'MY:1295')).last).toBe('10.00');
    expect(withTick(detail, null)).toBe(detail);
  });

  it('writes the next open in the market’s own clock', () => {
    const text = formatMarketTime('2026-11-24T01:00:00.000Z', 'Asia/Kuala_Lumpur', 'en');
    expect(text).toContain('09:00');
    expect(text).toContain('Tue');
  });
});

describe('the next opening on the phase line', () => {
  const times = { nextOpen: '2026-11-24T00:30:00.000Z', tradingOpens: '2026-11-24T01:00:00.000Z' };

  it('names when continuous trading starts while it is closed, as the order sheet and notice do', () => {
    expect(nextOpening({ ...times, phase: 'closed' })).toEqual({ kind: 'trading', time: times.tradingOpens });
  });

  it('names when the session opens while closed when the calendar has no trading time', () => {
    expect(nextOpening({ ...times, tradingOpens: null, phase: 'closed' })).toEqual({
      kind: 'opens',
      time: times.nextOpen,
    });
  });

  it('names when continuous trading starts during a pre-open or an auction', () => {
    for (const phase of ['pre_open', 'auction', 'closing_auction'] as const) {
      expect(nextOpening({ ...times, phase })).toEqual({ kind: 'trading', time: times.tradingOpens });
    }
  });

  it('names nothing while trading, suspended, or with no opening in the calendar', () => {
    expect(nextOpening({ ...times, phase: 'continuous' })).toBeNull();
    expect(nextOpening({ ...times, phase: 'suspended' })).toBeNull();
    expect(nextOpening({ phase: 'auction', nextOpen: null, tradingOpens: null })).toBeNull();
    expect(nextOpening({ phase: 'closed', nextOpen: null, tradingOpens: null })).toBeNull();
  });
});
