import { describe, expect, it } from 'vitest';
import { decimal, formatDecimal } from './decimal.ts';
import { macd, relativeStrengthIndex, roundToDecimals, simpleMovingAverage } from './indicators.ts';

const closesOf = (texts: readonly string[]) => texts.map(decimal);
const shown = (values: readonly (bigint | null)[], decimals: number) =>
  values.map((value) => (value === null ? null : formatDecimal(roundToDecimals(value, decimals), decimals)));

describe('simple moving averages', () => {
  it('averages the last n closes once there are n of them', () => {
    const closes = closesOf(['1', '2', '3', '4', '5', '6', '7.5']);
    expect(shown(simpleMovingAverage(closes, 5), 2)).toEqual([
      null,
      null,
      null,
      null,
      '3.00',
      '4.00',
      '5.10',
    ]);
  });

  it('rounds the mean half away from zero at the eighth decimal', () => {
    const closes = closesOf(['0.00000001', '0.00000002']);
    expect(simpleMovingAverage(closes, 2)).toEqual([null, 2n]);
  });

  it('gives nothing when there are fewer closes than its length', () => {
    expect(simpleMovingAverage(closesOf(['1', '2', '3']), 60)).toEqual([null, null, null]);
  });
});

describe('roundToDecimals', () => {
  it('rounds halves away from zero, negatives too', () => {
    expect(formatDecimal(roundToDecimals(decimal('1.005'), 2), 2)).toBe('1.01');
    expect(formatDecimal(roundToDecimals(-decimal('1.005'), 2), 2)).toBe('-1.01');
    expect(formatDecimal(roundToDecimals(decimal('1.0049'), 2), 2)).toBe('1.00');
  });
});

describe('MACD (12, 26, 9)', () => {
  it('is zero while the price does not move', () => {
    expect(macd(closesOf(['5', '5', '5']))).toEqual([
      { dif: 0n, dea: 0n, histogram: 0n },
      { dif: 0n, dea: 0n, histogram: 0n },
      { dif: 0n, dea: 0n, histogram: 0n },
    ]);
  });

  it('matches a hand-computed step: 10 then 11', () => {
    // EMA12 = 10 + 2/13, EMA26 = 10 + 2/27: DIF = 28/351; DEA = DIF × 2/10; histogram = DIF × 8/10.
    const [, second] = macd(closesOf(['10', '11']));
    expect(second && formatDecimal(second.dif)).toBe('0.07977208');
    expect(second && formatDecimal(second.dea)).toBe('0.01595442');
    expect(second && formatDecimal(second.histogram)).toBe('0.06381766');
  });

  it('turns positive in a rise and negative in a fall', () => {
    const rise = macd(closesOf(Array.from({ length: 40 }, (_, index) => String(10 + index))));
    const fall = macd(closesOf(Array.from({ length: 40 }, (_, index) => String(50 - index))));
    expect(rise.at(-1)?.dif).toBeGreaterThan(0n);
    expect(fall.at(-1)?.dif).toBeLessThan(0n);
  });
});

describe('RSI (14, Wilder)', () => {
  it('is 100 in a steady rise, 0 in a steady fall and 50 when flat', () => {
    const rise = relativeStrengthIndex(closesOf(Array.from({ length: 20 }, (_, index) => String(1 + index))));
    expect(rise.slice(0, 14)).toEqual(Array(14).fill(null));
    expect(shown(rise.slice(14), 2)).toEqual(Array(6).fill('100.00'));
    const fall = relativeStrengthIndex(
      closesOf(Array.from({ length: 16 }, (_, index) => String(30 - index))),
    );
    expect(shown(fall.slice(14), 2)).toEqual(['0.00', '0.00']);
    expect(shown(relativeStrengthIndex(closesOf(Array(15).fill('7'))).slice(14), 2)).toEqual(['50.00']);
  });

  it("matches Wilder's worked example (StockCharts' closes) computed without rounding", () => {
    // StockCharts' RSI table shows 70.53, 66.32, 66.55, 69.41, 66.36 because it rounds the average
    // gain and loss to two decimals on the way; carried exactly (as here and in a float check) the
    // same closes give 70.46, 66.25, 66.48, 69.35, 66.29.
    const closes = closesOf([
      '44.34',
      '44.09',
      '44.15',
      '43.61',
      '44.33',
      '44.83',
      '45.10',
      '45.42',
      '45.84',
      '46.08',
      '45.89',
      '46.03',
      '45.61',
      '46.28',
      '46.28',
      '46.00',
      '46.03',
      '46.41',
      '46.22',
    ]);
    expect(shown(relativeStrengthIndex(closes).slice(14), 2)).toEqual([
      '70.46',
      '66.25',
      '66.48',
      '69.35',
      '66.29',
    ]);
  });
});
