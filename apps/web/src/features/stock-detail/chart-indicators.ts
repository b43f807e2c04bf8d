// The chart's indicators, from its bars through the domain's exact maths (markets/indicators.ts):
// moving averages 5/10/20/60 over the candles, and the lower pane's MACD or RSI. Each value is rounded
// once for the screen: averages to the price's decimals, MACD to two more (its lines sit near zero:
// a cheap Bursa stock's MACD is a fraction of its tick), RSI to two. The bars' closes are the
// server's decimals drawn as numbers: written back with the chart's precision they are exact again.
import { decimal, formatDecimal } from '@saham/domain/markets/decimal';
import {
  macd,
  MOVING_AVERAGE_LENGTHS,
  relativeStrengthIndex,
  roundToDecimals,
  simpleMovingAverage,
  type MovingAverageLength,
} from '@saham/domain/markets/indicators';
import type { Bar } from './chart-bars.ts';

export const LOWER_PANES = ['volume', 'macd', 'rsi'] as const;
export type LowerPane = (typeof LOWER_PANES)[number];

/** One value at one bar's time; `value` null where the indicator is not defined yet. */
export interface IndicatorPoint {
  time: number;
  value: number | null;
}

export interface IndicatorSeries {
  averages: Record<MovingAverageLength, IndicatorPoint[]>;
  dif: IndicatorPoint[];
  dea: IndicatorPoint[];
  histogram: IndicatorPoint[];
  rsi: IndicatorPoint[];
}

const RSI_DECIMALS = 2;

function shown(value: bigint | null, decimals: number): number | null {
  return value === null ? null : Number(formatDecimal(roundToDecimals(value, decimals), decimals));
}

/** Every indicator at every bar. */
export function indicatorSeries(bars: readonly Bar[], precision: number): IndicatorSeries {
  const closes = bars.map((bar) => decimal(bar.close.toFixed(precision)));
  const at = (values: readonly (bigint | null)[], decimals: number) =>
    bars.map((bar, index) => ({ time: bar.time, value: shown(values[index] ?? null, decimals) }));
  const macdDecimals = Math.min(8, precision + 2);
  const points = macd(closes);
  const averageOf = (length: MovingAverageLength) => at(simpleMovingAverage(closes, length), precision);
  return {
    averages: { 5: averageOf(5), 10: averageOf(10), 20: averageOf(20), 60: averageOf(60) },
    dif: at(
      points.map((point) => point.dif),
      macdDecimals,
    ),
    dea: at(
      points.map((point) => point.dea),
      macdDecimals,
    ),
    histogram: at(
      points.map((point) => point.histogram),
      macdDecimals,
    ),
    rsi: at(relativeStrengthIndex(closes), RSI_DECIMALS),
  };
}

/** The values the legend shows at a bar's time. */
export interface IndicatorReadings {
  averages: { length: MovingAverageLength; value: number | null }[];
  dif: number | null;
  dea: number | null;
  histogram: number | null;
  rsi: number | null;
}

export function readingsAt(series: IndicatorSeries, time: number): IndicatorReadings {
  const find = (points: readonly IndicatorPoint[]) =>
    points.findLast((point) => point.time === time)?.value ?? null;
  return {
    averages: MOVING_AVERAGE_LENGTHS.map((length) => ({ length, value: find(series.averages[length]) })),
    dif: find(series.dif),
    dea: find(series.dea),
    histogram: find(series.histogram),
    rsi: find(series.rsi),
  };
}
