import { describe, expect, it } from 'vitest';
import type { CandleWire } from '@saham/contract/quotes';
import type { Tick } from '@saham/contract/realtime';
import { createZoneClock } from '@saham/domain/prices/zone-clock';
import {
  backwardRatio,
  barForTick,
  barsAfterTick,
  barsOfPages,
  priceDecimals,
  scaledTick,
  volumeBetween,
  withBar,
  type Bar,
} from './chart-bars.ts';

const KL = createZoneClock('Asia/Kuala_Lumpur');

function candle(time: string, close: string, date: string | null = null): CandleWire {
  return { time, date, open: close, high: close, low: close, close, volume: '100', turnover: '0' };
}

function tick(time: string, last: string, volume: string, extra: Partial<Tick> = {}): Tick {
  return {
    symbol: 'MY:1155',
    last,
    change: '0',
    changePercent: '0',
    volume,
    turnover: '0',
    open: '10.00',
    high: '10.40',
    low: '9.90',
    prevClose: '10.00',
    time,
    ...extra,
  };
}

/** 10:00 MYT on 23 November 2026 drawn as 10:00 "UTC". */
const TEN_WALL = Date.parse('2026-11-23T10:00:00Z') / 1000;

describe('chart bars', () => {
  it('places intraday bars at the market wall time and day bars at their date', () => {
    const [intraday] = barsOfPages([{ candles: [candle('2026-11-23T02:00:00.000Z', '10.20')] }], KL);
    expect(intraday?.time).toBe(TEN_WALL);
    expect(intraday?.close).toBe(10.2);
    const [day] = barsOfPages([{ candles: [candle('2026-11-20T00:00:00.000Z', '9.8', '2026-11-20')] }], KL);
    expect(day?.time).toBe(Date.parse('2026-11-20T00:00:00Z') / 1000);
  });

  it('puts older pages in front and keeps one bar per time', () => {
    const newest = { candles: [candle('2026-11-23T02:01:00Z', '2'), candle('2026-11-23T02:02:00Z', '3')] };
    const older = { candles: [candle('2026-11-23T02:00:00Z', '1'), candle('2026-11-23T02:01:00Z', '2')] };
    expect(barsOfPages([newest, older], KL).map((bar) => bar.close)).toEqual([1, 2, 3]);
  });

  it('counts the volume traded between two ticks, restarting on a new day', () => {
    expect(volumeBetween(null, 5000)).toBe(0);
    expect(volumeBetween(5000, 5600)).toBe(600);
    expect(volumeBetween(5000, 300)).toBe(300);
  });

  it('moves the latest 5-minute bar with a tick in its bucket, and opens a new bar in the next', () => {
    const bars: Bar[] = [{ time: TEN_WALL, open: 10, high: 10.1, low: 9.95, close: 10, volume: 1000 }];
    const same = barForTick(bars, tick('2026-11-23T02:04:59Z', '10.30', '5600'), '5m', KL, 5000);
    expect(same).toEqual({ time: TEN_WALL, open: 10, high: 10.3, low: 9.95, close: 10.3, volume: 1600 });
    const next = barForTick(bars, tick('2026-11-23T02:05:00Z', '9.90', '5700'), '5m', KL, 5600);
    expect(next).toEqual({ time: TEN_WALL + 300, open: 9.9, high: 9.9, low: 9.9, close: 9.9, volume: 100 });
    expect(withBar(bars, next ?? bars[0]!)).toHaveLength(2);
    expect(withBar(bars, same ?? bars[0]!)).toHaveLength(1);
    // A tick older than the latest bar changes nothing.
    expect(barForTick(bars, tick('2026-11-23T01:55:00Z', '9.00', '5800'), '5m', KL, 5700)).toBeNull();
  });

  it("sets the day bar from the tick's day fields", () => {
    const day = Date.parse('2026-11-23T00:00:00Z') / 1000;
    const bars: Bar[] = [{ time: day, open: 10, high: 10.1, low: 9.95, close: 10, volume: 1000 }];
    expect(barForTick(bars, tick('2026-11-23T03:00:00Z', '10.20', '7000'), '1d', KL, null)).toEqual({
      time: day,
      open: 10,
      high: 10.4,
      low: 9.9,
      close: 10.2,
      volume: 7000,
    });
  });

  it('moves the latest week bar with the price and the volume traded', () => {
    const bars: Bar[] = [{ time: 1, open: 10, high: 10.1, low: 9.95, close: 10, volume: 1000 }];
    expect(barForTick(bars, tick('2026-11-23T03:00:00Z', '9.50', '7000'), '1w', KL, 6000)).toEqual({
      time: 1,
      open: 10,
      high: 10.1,
      low: 9.5,
      close: 9.5,
      volume: 2000,
    });
    expect(barForTick([], tick('2026-11-23T03:00:00Z', '9.50', '7000'), '1w', KL, 6000)).toBeNull();
  });

  it('shows prices to the decimals of the tick size, as the quote header does (none on a one-yen tick)', () => {
    expect(priceDecimals('0.005')).toBe(3);
    expect(priceDecimals('0.02')).toBe(2);
    expect(priceDecimals('0.10')).toBe(1);
    expect(priceDecimals('1')).toBe(0);
    expect(priceDecimals('5')).toBe(0);
    expect(priceDecimals('0.00001')).toBe(5);
  });
});

describe('live ticks on the time-share and the backward-adjusted chart', () => {
  const friday: Bar[] = barsOfPages(
    [{ candles: [candle('2026-11-20T01:00:00.000Z', '10.00'), candle('2026-11-20T08:44:00.000Z', '10.20')] }],
    KL,
  );

  it('starts the time-share afresh at the first trade of a later trading day', () => {
    // Monday 09:00 MYT, the session's first trade.
    const next = barsAfterTick(friday, tick('2026-11-23T01:00:05.000Z', '10.30', '5000'), '1m', KL, 90_000);
    expect(next?.isRestart).toBe(true);
    expect(next?.bars).toEqual([
      {
        time: Date.parse('2026-11-23T09:00:00Z') / 1000,
        open: 10.3,
        high: 10.3,
        low: 10.3,
        close: 10.3,
        volume: 5000,
      },
    ]);
  });

  it('carries on the same day and keeps a later period chart across days', () => {
    const same = barsAfterTick(friday, tick('2026-11-20T08:44:30.000Z', '10.25', '200'), '1m', KL, 100);
    expect(same?.isRestart).toBe(false);
    expect(same?.bars).toHaveLength(2);
    expect(same?.bar.close).toBe(10.25);
    const fiveMinutes = barsAfterTick(
      friday,
      tick('2026-11-23T01:00:05.000Z', '10.30', '5000'),
      '5m',
      KL,
      100,
    );
    expect(fiveMinutes?.isRestart).toBe(false);
    expect(fiveMinutes?.bars).toHaveLength(3);
  });

  it('scales traded ticks by the ratio of the latest backward-adjusted bar to the traded one', () => {
    const traded: Bar[] = [
      { time: 1, open: 10, high: 10, low: 10, close: 10, volume: 1 },
      { time: 2, open: 10, high: 10.5, low: 9.5, close: 10, volume: 1 },
    ];
    const adjusted = traded.map((bar) => ({ ...bar, close: bar.close * 2.5 }));
    expect(backwardRatio(adjusted, traded)).toBe(2.5);
    expect(backwardRatio(adjusted, traded.slice(0, 1))).toBeNull();
    expect(backwardRatio([], traded)).toBeNull();
    const scaled = scaledTick(tick('2026-11-23T02:00:00.000Z', '10.02', '1', { low: null }), 2.5, 3);
    expect(scaled).toMatchObject({
      last: '25.050',
      open: '25.000',
      high: '26.000',
      low: null,
      prevClose: '25.000',
    });
    expect(scaled.volume).toBe('1');
  });
});
