import { describe, expect, it } from 'vitest';
import type { Tick } from '@saham/contract/realtime';
import { percentChange, sortByChange, toneOf, withLiveTick, withSign } from './quote-view.ts';

const listed = {
  last: '10.00',
  change: '0.10',
  changePercent: '1.01',
  turnover: '1000',
  time: '2026-11-23T02:00:00.000Z',
};
const tick = (time: string): Tick => ({
  symbol: 'MY:1155',
  last: '10.02',
  change: '0.12',
  changePercent: '1.21',
  volume: '100',
  turnover: '1200',
  open: '9.90',
  high: '10.05',
  low: '9.88',
  prevClose: '9.90',
  time,
});

describe('quote rows', () => {
  it('take the live tick when it is as recent as the listed quote or newer', () => {
    expect(withLiveTick(listed, undefined)).toBe(listed);
    expect(withLiveTick(listed, tick('2026-11-23T02:00:02.000Z'))).toEqual({
      last: '10.02',
      change: '0.12',
      changePercent: '1.21',
      turnover: '1200',
      time: '2026-11-23T02:00:02.000Z',
    });
    expect(withLiveTick(listed, tick('2026-11-23T01:59:58.000Z'))).toBe(listed);
    expect(withLiveTick({ ...listed, time: null }, tick('2026-11-23T01:59:58.000Z')).last).toBe('10.02');
  });

  it('colour a rise up, a fall down and no change or no data flat', () => {
    expect(toneOf('0.01')).toBe('up');
    expect(toneOf('+2.5')).toBe('up');
    expect(toneOf('-0.01')).toBe('down');
    expect(toneOf('0.00')).toBe('flat');
    expect(toneOf('-0.000')).toBe('flat');
    expect(toneOf(null)).toBe('flat');
    expect(toneOf('abc')).toBe('flat');
  });

  it('sign rises only', () => {
    expect(withSign('1.25')).toBe('+1.25');
    expect(withSign('+1.25')).toBe('+1.25');
    expect(withSign('-1.25')).toBe('-1.25');
    expect(withSign('0.00')).toBe('0.00');
  });

  it('compute the indicative change in percent of the previous close, halves away from zero', () => {
    expect(percentChange('11', '10')).toBe('10.00');
    expect(percentChange('9.9', '10')).toBe('-1.00');
    expect(percentChange('10.00125', '10')).toBe('0.01');
    expect(percentChange('9.99875', '10')).toBe('-0.01');
    expect(percentChange('10.001', '10')).toBe('0.01');
    expect(percentChange('10', '10')).toBe('0.00');
    expect(percentChange(null, '10')).toBeNull();
    expect(percentChange('10', '0')).toBeNull();
  });

  it('sort by change percent either way, unknown changes last, ties in their order', () => {
    const items = [
      { id: 'a', pct: '1.50' },
      { id: 'b', pct: '-2.00' },
      { id: 'c', pct: null },
      { id: 'd', pct: '10.00' },
      { id: 'e', pct: '1.50' },
      { id: 'f', pct: '-0.10' },
    ];
    const ids = (direction: 'asc' | 'desc') =>
      sortByChange(items, (item) => item.pct, direction).map((item) => item.id);
    // 10.00 sorts above 1.50 although "1.50" > "10.00" as text.
    expect(ids('desc')).toEqual(['d', 'a', 'e', 'f', 'b', 'c']);
    expect(ids('asc')).toEqual(['b', 'f', 'a', 'e', 'd', 'c']);
  });
});
