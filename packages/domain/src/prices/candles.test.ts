import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyTrade,
  buildMinuteCandles,
  intradayBucketStart,
  periodStart,
  rollUpDays,
  rollUpIntraday,
  rollUpLong,
  type Candle,
  type DayCandle,
} from './candles.ts';
import type { Trade } from './simulator.ts';
import { MYT_OFFSET_MINUTES, mytDate, mytInstant } from './test-markets.ts';
import { createZoneClock } from './zone-clock.ts';

const myt = () => MYT_OFFSET_MINUTES;
const trade = (time: string, price: bigint, volume: bigint): Trade => ({
  instant: mytInstant('2026-11-16', time),
  price,
  volume,
  turnover: price * volume,
});

describe('one-minute candles from trades', () => {
  const trades = [
    trade('09:00:01', 98_700n, 100n),
    trade('09:00:20', 98_800n, 200n),
    trade('09:00:59', 98_600n, 300n),
    trade('09:01:00', 98_900n, 100n),
    trade('09:03:30', 99_000n, 500n),
  ];

  it('opens at the first trade, closes at the last, with the high, low and sums of the minute', () => {
    expect(buildMinuteCandles(trades)).toEqual([
      {
        time: mytInstant('2026-11-16', '09:00:00'),
        open: 98_700n,
        high: 98_800n,
        low: 98_600n,
        close: 98_600n,
        volume: 600n,
        turnover: 98_700n * 100n + 98_800n * 200n + 98_600n * 300n,
      },
      {
        time: mytInstant('2026-11-16', '09:01:00'),
        open: 98_900n,
        high: 98_900n,
        low: 98_900n,
        close: 98_900n,
        volume: 100n,
        turnover: 9_890_000n,
      },
      {
        time: mytInstant('2026-11-16', '09:03:00'),
        open: 99_000n,
        high: 99_000n,
        low: 99_000n,
        close: 99_000n,
        volume: 500n,
        turnover: 49_500_000n,
      },
    ]);
  });

  it('the live builder step gives the same candles as the batch', () => {
    const live: Candle[] = [];
    let current: Candle | null = null;
    for (const each of trades) {
      const next = applyTrade(current, each);
      if (current !== null && next.time !== current.time) live.push(current);
      current = next;
    }
    if (current !== null) live.push(current);
    expect(live).toEqual(buildMinuteCandles(trades));
  });

  it('refuses trades out of time order', () => {
    expect(() =>
      buildMinuteCandles([trades[1], trades[0]].flatMap((each) => (each ? [each] : []))),
    ).toThrow();
  });
});

const minute = (
  time: string,
  open: bigint,
  high: bigint,
  low: bigint,
  close: bigint,
  volume: bigint,
): Candle => ({
  time: mytInstant('2026-11-16', time),
  open,
  high,
  low,
  close,
  volume,
  turnover: close * volume,
});

describe('roll-ups by hand', () => {
  const minutes = [
    minute('09:00:00', 100n, 110n, 95n, 105n, 10n),
    minute('09:03:00', 105n, 120n, 104n, 118n, 20n),
    minute('09:04:00', 118n, 118n, 90n, 92n, 30n),
    minute('09:05:00', 92n, 93n, 91n, 93n, 40n),
    minute('12:29:00', 93n, 96n, 93n, 96n, 50n),
    minute('14:30:00', 97n, 99n, 97n, 98n, 60n), // after the lunch break
    minute('16:44:00', 98n, 98n, 80n, 81n, 70n),
  ];

  it('5 minutes: 09:00–09:04 in one candle, 09:05 starts the next', () => {
    const fives = rollUpIntraday(minutes, 5, myt);
    expect(fives.map((candle) => candle.time)).toEqual(
      ['09:00:00', '09:05:00', '12:25:00', '14:30:00', '16:40:00'].map((time) =>
        mytInstant('2026-11-16', time),
      ),
    );
    expect(fives[0]).toEqual({
      time: mytInstant('2026-11-16', '09:00:00'),
      open: 100n,
      high: 120n,
      low: 90n,
      close: 92n,
      volume: 60n,
      turnover: 105n * 10n + 118n * 20n + 92n * 30n,
    });
  });

  it('30 minutes follow the local clock: 12:29 belongs to 12:00, 16:44 to 16:30', () => {
    const thirties = rollUpIntraday(minutes, 30, myt);
    expect(thirties.map((candle) => candle.time)).toEqual(
      ['09:00:00', '12:00:00', '14:30:00', '16:30:00'].map((time) => mytInstant('2026-11-16', time)),
    );
  });

  it('a day candle spans both sessions around the lunch break', () => {
    expect(rollUpDays(minutes, mytDate)).toEqual([
      {
        date: '2026-11-16',
        open: 100n,
        high: 120n,
        low: 80n,
        close: 81n,
        volume: 280n,
        turnover: expect.any(BigInt),
      },
    ]);
    const day = rollUpDays(minutes, mytDate)[0];
    expect(day?.turnover).toBe(minutes.reduce((sum, candle) => sum + candle.turnover, 0n));
  });

  it('weeks start on Monday; months, half-years and years on their first day', () => {
    expect(periodStart('2026-11-16', 'week')).toBe('2026-11-16');
    expect(periodStart('2026-11-22', 'week')).toBe('2026-11-16'); // Sunday
    expect(periodStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(periodStart('2027-01-01', 'week')).toBe('2026-12-28');
    expect(periodStart('2026-11-16', 'month')).toBe('2026-11-01');
    expect(periodStart('2026-06-30', 'halfYear')).toBe('2026-01-01');
    expect(periodStart('2026-07-01', 'halfYear')).toBe('2026-07-01');
    expect(periodStart('2026-11-16', 'year')).toBe('2026-01-01');
  });

  it('a week candle runs from Monday to Friday', () => {
    const day = (date: string, close: bigint): DayCandle => ({
      date,
      open: close,
      high: close + 1n,
      low: close - 1n,
      close,
      volume: 1n,
      turnover: close,
    });
    const weeks = rollUpLong(
      [day('2026-11-19', 10n), day('2026-11-20', 11n), day('2026-11-23', 12n), day('2026-11-27', 13n)],
      'week',
    );
    expect(weeks).toEqual([
      { date: '2026-11-16', open: 10n, high: 12n, low: 9n, close: 11n, volume: 2n, turnover: 21n },
      { date: '2026-11-23', open: 12n, high: 14n, low: 11n, close: 13n, volume: 2n, turnover: 25n },
    ]);
  });

  it('buckets follow a zone with a 45-minute offset (Kathmandu, UTC+5:45)', () => {
    const kathmandu = createZoneClock('Asia/Kathmandu');
    const instant = Date.parse('2026-11-16T05:20:00Z'); // 11:05 local
    expect(new Date(intradayBucketStart(instant, 15, kathmandu.offsetMinutesAt)).toISOString()).toBe(
      '2026-11-16T05:15:00.000Z', // 11:00 local
    );
  });
});

/** Sorted minute candles over several days, with gaps (lunch breaks, nights, weekends). */
const minuteSeries = fc
  .array(
    fc.record({
      gapMinutes: fc.oneof(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 60, max: 4000 })),
      prices: fc.array(fc.bigInt({ min: 1n, max: 1_000_000n }), { minLength: 2, maxLength: 2 }),
      volume: fc.bigInt({ min: 0n, max: 1_000_000n }),
    }),
    { minLength: 1, maxLength: 300 },
  )
  .map((rows) => {
    let time = mytInstant('2026-01-05', '09:00:00');
    return rows.map(({ gapMinutes, prices, volume }): Candle => {
      time += gapMinutes * 60_000;
      const [open = 1n, close = 1n] = prices;
      const high = (open > close ? open : close) + (volume % 7n);
      const low = (open < close ? open : close) - (open < close ? open : close) / 10n;
      return { time, open, high, low, close, volume, turnover: volume * close };
    });
  });

describe('roll-ups nest exactly', () => {
  it('rolling up rolled-up intraday candles equals rolling up the minutes', () => {
    fc.assert(
      fc.property(minuteSeries, (minutes) => {
        const fives = rollUpIntraday(minutes, 5, myt);
        const fifteens = rollUpIntraday(minutes, 15, myt);
        const thirties = rollUpIntraday(minutes, 30, myt);
        expect(rollUpIntraday(fives, 15, myt)).toEqual(fifteens);
        expect(rollUpIntraday(fives, 30, myt)).toEqual(thirties);
        expect(rollUpIntraday(fifteens, 30, myt)).toEqual(thirties);
        expect(rollUpIntraday(minutes, 1, myt)).toEqual(minutes);
        const days = rollUpDays(minutes, mytDate);
        expect(rollUpDays(fives, mytDate)).toEqual(days);
        expect(rollUpDays(thirties, mytDate)).toEqual(days);
        const sum = (candles: readonly Candle[]) =>
          candles.reduce((total, candle) => total + candle.volume, 0n);
        expect(sum(thirties)).toBe(sum(minutes));
      }),
    );
  });

  it('months roll into half-years and years as the days do', () => {
    const daySeries = fc
      .array(fc.tuple(fc.integer({ min: 1, max: 20 }), fc.bigInt({ min: 1n, max: 10_000n })), {
        minLength: 1,
        maxLength: 400,
      })
      .map((rows) => {
        let instant = Date.parse('2024-12-20T00:00:00Z');
        return rows.map(([gapDays, close]): DayCandle => {
          instant += gapDays * 86_400_000;
          return {
            date: new Date(instant).toISOString().slice(0, 10),
            open: close + 1n,
            high: close + 5n,
            low: close - 1n,
            close,
            volume: close * 3n,
            turnover: close * close,
          };
        });
      });
    fc.assert(
      fc.property(daySeries, (days) => {
        const months = rollUpLong(days, 'month');
        const halves = rollUpLong(days, 'halfYear');
        const years = rollUpLong(days, 'year');
        expect(rollUpLong(months, 'halfYear')).toEqual(halves);
        expect(rollUpLong(months, 'year')).toEqual(years);
        expect(rollUpLong(halves, 'year')).toEqual(years);
        expect(rollUpLong(rollUpLong(days, 'week'), 'week')).toEqual(rollUpLong(days, 'week'));
      }),
    );
  });
});
