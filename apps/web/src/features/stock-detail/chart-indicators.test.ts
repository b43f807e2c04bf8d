import { describe, expect, it } from 'vitest';
import type { Bar } from './chart-bars.ts';
import { indicatorSeries, readingsAt } from './chart-indicators.ts';

const DAY = 86_400;
function bars(closes: readonly number[]): Bar[] {
  return closes.map((close, index) => ({
    time: 1_700_000_000 - (1_700_000_000 % DAY) + index * DAY,
    open: close,
    high: close,
    low: close,
    close,
    volume: 100,
  }));
}

describe('chart indicators', () => {
  it('puts each average at its bar time, empty until there are enough bars', () => {
    const drawn = bars([1.01, 1.02, 1.03, 1.04, 1.05, 1.07]);
    const series = indicatorSeries(drawn, 2);
    expect(series.averages[5].map((point) => point.value)).toEqual([null, null, null, null, 1.03, 1.04]);
    expect(series.averages[5].map((point) => point.time)).toEqual(drawn.map((bar) => bar.time));
    expect(series.averages[60].every((point) => point.value === null)).toBe(true);
  });

  it('rounds averages to the price decimals from exact closes (no float drift)', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; the domain sums decimals.
    const series = indicatorSeries(bars([0.1, 0.2, 0.1, 0.2, 0.1]), 3);
    expect(series.averages[5].at(-1)?.value).toBe(0.14);
  });

  it('reads RSI 100 and a positive MACD at the end of a steady rise', () => {
    const drawn = bars(Array.from({ length: 30 }, (_, index) => 10 + index * 0.1));
    const series = indicatorSeries(drawn, 2);
    const latest = drawn.at(-1);
    if (latest === undefined) throw new Error('no bars');
    const readings = readingsAt(series, latest.time);
    expect(readings.rsi).toBe(100);
    expect(readings.dif).toBeGreaterThan(0);
    expect(readings.averages.map((average) => average.length)).toEqual([5, 10, 20, 60]);
    expect(readings.averages[0]?.value).toBe(12.7);
    expect(readings.averages[3]?.value).toBeNull();
  });
});
