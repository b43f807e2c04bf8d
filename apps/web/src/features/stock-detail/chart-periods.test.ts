import { describe, expect, it } from 'vitest';
import { candlePeriodOf, rangeMonthsOf, rangeStartIndex } from './chart-periods.ts';

const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

describe('chart periods', () => {
  it('draws 3 and 6 months with day candles and a year with week candles', () => {
    expect(candlePeriodOf('3mo')).toBe('1d');
    expect(candlePeriodOf('6mo')).toBe('1d');
    expect(candlePeriodOf('1y')).toBe('1w');
    expect(candlePeriodOf('1mo')).toBe('1mo');
    expect(rangeMonthsOf('1d')).toBeNull();
    expect(rangeMonthsOf('1y')).toBe(12);
  });

  it('opens a range view on the bars after the same date months before the latest', () => {
    const times = ['2026-08-20', '2026-08-24', '2026-08-25', '2026-10-01', '2026-11-24'].map(day);
    expect(rangeStartIndex(times, 3)).toBe(2);
    expect(rangeStartIndex(times, 12)).toBe(0);
    expect(rangeStartIndex([], 3)).toBe(0);
  });

  it('shows a year of week candles (53, not 3 year candles) over a year', () => {
    const weeks = Array.from({ length: 150 }, (_, index) => day('2024-01-01') + index * 7 * 86_400);
    // 365 days hold 52 weeks and a day: the week a year back is the 53rd.
    expect(weeks.length - rangeStartIndex(weeks, 12)).toBe(53);
  });
});
