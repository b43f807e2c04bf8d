import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  actionFactor,
  adjust,
  adjustIntraday,
  adjustmentFactors,
  scalePrice,
  toCorporateAction,
  type CorporateAction,
} from './adjustment.ts';
import type { Candle, DayCandle } from './candles.ts';
import { mytDate, mytInstant } from './test-markets.ts';

/** A flat candle (open = high = low = close) at 4 decimals. */
const day = (date: string, close: bigint): DayCandle => ({
  date,
  open: close,
  high: close,
  low: close,
  close,
  volume: 1_000n,
  turnover: close * 1_000n,
});
const closes = (candles: readonly DayCandle[]) => candles.map((candle) => candle.close);

const SPLIT: CorporateAction = { exDate: '2026-06-03', split: { numerator: 2n, denominator: 1n } };
const SPLIT_SERIES = [
  day('2026-06-01', 100_000n), // 10.0000
  day('2026-06-02', 102_000n), // 10.2000
  day('2026-06-03', 51_000n), // 5.1000, first day after the 2:1 split
  day('2026-06-04', 52_000n),
];

describe('a 2:1 split', () => {
  it('none leaves the prices as traded', () => {
    expect(adjust(SPLIT_SERIES, [SPLIT], 'none')).toEqual(SPLIT_SERIES);
  });

  it('forward (前复权) halves the pre-split prices and keeps the latest', () => {
    expect(closes(adjust(SPLIT_SERIES, [SPLIT], 'forward'))).toEqual([50_000n, 51_000n, 51_000n, 52_000n]);
  });

  it('backward (后复权) doubles the post-split prices and keeps the earliest', () => {
    expect(closes(adjust(SPLIT_SERIES, [SPLIT], 'backward'))).toEqual([
      100_000n,
      102_000n,
      102_000n,
      104_000n,
    ]);
  });

  it('leaves volume and turnover as traded', () => {
    const forward = adjust(SPLIT_SERIES, [SPLIT], 'forward');
    expect(forward.map((candle) => [candle.volume, candle.turnover])).toEqual(
      SPLIT_SERIES.map((candle) => [candle.volume, candle.turnover]),
    );
  });

  it('a 1:10 consolidation multiplies pre-ex prices by ten in forward', () => {
    const consolidation: CorporateAction = {
      exDate: '2026-06-03',
      split: { numerator: 1n, denominator: 10n },
    };
    const series = [day('2026-06-02', 1_000n), day('2026-06-03', 10_100n)];
    expect(closes(adjust(series, [consolidation], 'forward'))).toEqual([10_000n, 10_100n]);
  });
});

describe('a cash dividend', () => {
  // Close before the ex-date RM 10.0000, dividend RM 0.5000: f = 10 / 9.5.
  const DIVIDEND: CorporateAction = { exDate: '2026-06-03', cashDividend: 5_000n };
  const series = [day('2026-06-01', 100_050n), day('2026-06-02', 100_000n), day('2026-06-03', 96_000n)];

  it('has the factor C / (C − D)', () => {
    expect(actionFactor(DIVIDEND, 100_000n)).toEqual({
      exDate: '2026-06-03',
      numerator: 100_000n,
      denominator: 95_000n,
    });
  });

  it('forward multiplies earlier prices by 0.95, rounding half up once', () => {
    // 10.0050 × 0.95 = 9.504750 → 9.5048; 10.0000 × 0.95 = 9.5000
    expect(closes(adjust(series, [DIVIDEND], 'forward'))).toEqual([95_048n, 95_000n, 96_000n]);
  });

  it('backward divides later prices by 0.95, rounding half up once', () => {
    // 9.6000 / 0.95 = 10.105263… → 10.1053
    expect(closes(adjust(series, [DIVIDEND], 'backward'))).toEqual([100_050n, 100_000n, 101_053n]);
  });

  it('refuses a dividend that is not below the previous close', () => {
    expect(() => adjust(series, [{ exDate: '2026-06-03', cashDividend: 100_000n }], 'forward')).toThrow(
      RangeError,
    );
  });
});

describe('several actions', () => {
  const series = [
    day('2026-03-02', 200_000n), // 20.0000
    day('2026-03-03', 190_000n), // ex 1.0000 dividend: f1 = 20 / 19
    day('2026-06-02', 190_000n),
    day('2026-06-03', 95_000n), // ex 2:1 split: f2 = 2
  ];
  const actions: CorporateAction[] = [
    { exDate: '2026-06-03', split: { numerator: 2n, denominator: 1n } },
    { exDate: '2026-03-03', cashDividend: 10_000n },
    { exDate: '2025-01-01', cashDividend: 1n }, // before the series: ignored
    { exDate: '2026-03-02', cashDividend: 1n }, // on the first day: no close before it, ignored
    { exDate: '2027-01-01', split: { numerator: 3n, denominator: 1n } }, // after the series: ignored
  ];

  it('multiply their factors: forward 20.00 → 20 × 19/20 × 1/2 = 9.50', () => {
    expect(closes(adjust(series, actions, 'forward'))).toEqual([95_000n, 95_000n, 95_000n, 95_000n]);
  });

  it('multiply their factors: backward 9.50 → 9.50 × 20/19 × 2 = 20.00', () => {
    expect(closes(adjust(series, actions, 'backward'))).toEqual([200_000n, 200_000n, 200_000n, 200_000n]);
  });

  it('only actions inside the series get a factor', () => {
    expect(adjustmentFactors(series, actions).map((factor) => factor.exDate)).toEqual([
      '2026-03-03',
      '2026-06-03',
    ]);
  });

  it('intraday candles take the factors of their trading day', () => {
    const minute = (date: string, close: bigint): Candle => ({
      time: mytInstant(date, '10:00:00'),
      open: close,
      high: close,
      low: close,
      close,
      volume: 1n,
      turnover: close,
    });
    const factors = adjustmentFactors(series, actions);
    const minutes = [minute('2026-06-02', 190_000n), minute('2026-06-03', 95_000n)];
    expect(adjustIntraday(minutes, factors, 'forward', mytDate).map((candle) => candle.close)).toEqual([
      95_000n,
      95_000n,
    ]);
    expect(adjustIntraday(minutes, factors, 'backward', mytDate).map((candle) => candle.close)).toEqual([
      200_000n,
      200_000n,
    ]);
  });
});

describe('adjustment properties', () => {
  it('rounds half up exactly', () => {
    expect(scalePrice(5n, 1n, 2n)).toBe(3n); // 2.5 → 3
    expect(scalePrice(7n, 1n, 3n)).toBe(2n); // 2.33 → 2
    expect(scalePrice(8n, 1n, 3n)).toBe(3n); // 2.67 → 3
  });

  it('keeps low ≤ open, close ≤ high, the anchor candle unchanged, and prices positive', () => {
    const candleArbitrary = fc
      .array(fc.bigInt({ min: 1_000n, max: 10_000_000n }), { minLength: 4, maxLength: 4 })
      .map((prices) => [...prices].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    fc.assert(
      fc.property(
        fc.array(candleArbitrary, { minLength: 2, maxLength: 40 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 39 }), fc.integer({ min: 1, max: 5 }), fc.nat(90)), {
          maxLength: 5,
        }),
        fc.constantFrom('forward' as const, 'backward' as const),
        (rows, rawActions, mode) => {
          const candles = rows.map(([low = 1n, a = 1n, b = 1n, high = 1n], index): DayCandle => ({
            date: `2026-01-${String(index + 1).padStart(2, '0')}`,
            open: a,
            high,
            low,
            close: b,
            volume: 1n,
            turnover: 1n,
          }));
          const actions = rawActions.map(([index, ratio, dividendPercent]): CorporateAction => {
            const previousClose = candles[Math.min(index, candles.length - 1) - 1]?.close ?? 1n;
            return {
              exDate: `2026-01-${String(index + 1).padStart(2, '0')}`,
              split: { numerator: BigInt(ratio), denominator: 1n },
              cashDividend: (previousClose * BigInt(dividendPercent)) / 100n,
            };
          });
          const adjusted = adjust(candles, actions, mode);
          for (const candle of adjusted) {
            expect(candle.low <= candle.open && candle.low <= candle.close).toBe(true);
            expect(candle.high >= candle.open && candle.high >= candle.close).toBe(true);
            expect(candle.low >= 0n).toBe(true);
          }
          const anchor = mode === 'forward' ? candles.length - 1 : 0;
          expect(adjusted[anchor]).toEqual(candles[anchor]);
        },
      ),
    );
  });
});

describe('actions as instrument data records them', () => {
  it('a dividend amount becomes cash at the price scale; a 1-for-2 split becomes 2:1', () => {
    expect(toCorporateAction({ kind: 'dividend', exDate: '2026-06-03', amount: '0.31' }, 4)).toEqual({
      exDate: '2026-06-03',
      cashDividend: 3_100n,
    });
    expect(toCorporateAction({ kind: 'split', exDate: '2026-06-03', from: 1, to: 2 }, 4)).toEqual(SPLIT);
    expect(toCorporateAction({ kind: 'dividend', exDate: '2026-06-03', amount: '0.00001' }, 4)).toBeNull();
  });
});
