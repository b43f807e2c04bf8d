// Drawing bars with lightweight-charts: the chart's look, its series (the time-share's line or
// candles, each with volume bars) and the view a chart opens on. Only the library's types are
// imported here; its code arrives at run time through useChartLibrary.
import type * as LightweightCharts from 'lightweight-charts';
import type { AutoscaleInfo, IChartApi, ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import type { CandlePeriod } from '@saham/contract/quotes';
import type { Bar } from './chart-bars.ts';
import { riseFallColours } from '../../shared/storage/trade-preferences.ts';

export type ChartLibrary = typeof LightweightCharts;

/** Bars in view when a candle chart opens: readable candles at phone width. */
const INITIAL_BARS_IN_VIEW = 60;
/**
 * The time-share shows the whole day with a little room before its first minute, so the axis label
 * of the session's opening time is not cut at the chart's left edge.
 */
const TIME_SHARE_LEFT_ROOM = 0.1;

const COLORS = {
  line: '#1f5eff',
  text: '#8a94a6',
  grid: '#f0f2f5',
};

export interface DrawnSeries {
  key: string;
  main: ISeriesApi<'Candlestick'> | ISeriesApi<'Area'>;
  volume: ISeriesApi<'Histogram'>;
}

/** The chart library's time type for bar seconds (a branded number). */
function chartTime(seconds: number): UTCTimestamp {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- lightweight-charts brands its time type; whole seconds since the epoch are what it expects
  return seconds as UTCTimestamp;
}

/** Rises and falls in the member's up colour (trade-preferences.ts), candles and volume alike. */
function riseAndFall() {
  const { up, down } = riseFallColours();
  const volume = (hex: string) => `${hex}73`;
  return { rise: { solid: up, volume: volume(up) }, fall: { solid: down, volume: volume(down) } };
}

function volumePoint(bar: Bar) {
  const { rise, fall } = riseAndFall();
  return {
    time: chartTime(bar.time),
    value: bar.volume,
    color: bar.close >= bar.open ? rise.volume : fall.volume,
  };
}

export function drawBars(series: DrawnSeries, bars: readonly Bar[]): void {
  if (series.main.seriesType() === 'Area') {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the series was created as an area series for this chart type
    (series.main as ISeriesApi<'Area'>).setData(
      bars.map((bar) => ({ time: chartTime(bar.time), value: bar.close })),
    );
  } else {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the series was created as a candlestick series for this chart type
    (series.main as ISeriesApi<'Candlestick'>).setData(
      bars.map((bar) => ({ ...bar, time: chartTime(bar.time) })),
    );
  }
  series.volume.setData(bars.map(volumePoint));
}

export function drawBar(series: DrawnSeries, bar: Bar): void {
  if (series.main.seriesType() === 'Area') {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the series was created as an area series for this chart type
    (series.main as ISeriesApi<'Area'>).update({ time: chartTime(bar.time), value: bar.close });
  } else {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the series was created as a candlestick series for this chart type
    (series.main as ISeriesApi<'Candlestick'>).update({ ...bar, time: chartTime(bar.time) });
  }
  series.volume.update(volumePoint(bar));
}

/** Early in a session the few minutes so far take the left of a two-hour width, not the whole chart. */
const TIME_SHARE_MIN_MINUTES = 120;

export function showWholeDay(chart: IChartApi, count: number): void {
  const width = Math.max(count, TIME_SHARE_MIN_MINUTES);
  const room = Math.max(2, Math.round(width * TIME_SHARE_LEFT_ROOM));
  chart.timeScale().setVisibleLogicalRange({ from: -room, to: width + 1 });
}

/** The view a chart opens on: the time-share's whole day, or the latest candles at a readable width. */
export function showOpeningView(chart: IChartApi, period: CandlePeriod, count: number): void {
  if (period === '1m') showWholeDay(chart, count);
  else if (count <= INITIAL_BARS_IN_VIEW) chart.timeScale().fitContent();
  else chart.timeScale().setVisibleLogicalRange({ from: count - INITIAL_BARS_IN_VIEW, to: count + 1 });
}

interface SeriesSettings {
  period: CandlePeriod;
  prevClose: number;
  precision: number;
  showVolume: boolean;
  key: string;
}

/** Time-share centres the previous close, as trading apps do: the move either way reads at a glance. */
function aroundPrevClose(prevClose: number) {
  return (original: () => AutoscaleInfo | null): AutoscaleInfo | null => {
    const info = original();
    if (info === null || info.priceRange === null || prevClose <= 0) return info;
    const reach = Math.max(
      info.priceRange.maxValue - prevClose,
      prevClose - info.priceRange.minValue,
      prevClose * 0.002,
    );
    return { ...info, priceRange: { minValue: prevClose - reach, maxValue: prevClose + reach } };
  };
}

export function createSeries(library: ChartLibrary, chart: IChartApi, settings: SeriesSettings): DrawnSeries {
  const { period, prevClose, precision, showVolume, key } = settings;
  const priceFormat = { type: 'price' as const, precision, minMove: 10 ** -precision };
  const main =
    period === '1m'
      ? chart.addSeries(library.AreaSeries, {
          lineColor: COLORS.line,
          lineWidth: 2,
          topColor: 'rgba(31, 94, 255, 0.22)',
          bottomColor: 'rgba(31, 94, 255, 0.02)',
          priceFormat,
          // The last price is in the legend and marked by a line: an axis label for it would sit over
          // the axis's own price labels (the library does not hide the ones it covers).
          lastValueVisible: false,
          priceLineColor: COLORS.line,
          priceLineStyle: library.LineStyle.Dotted,
          autoscaleInfoProvider: aroundPrevClose(prevClose),
        })
      : chart.addSeries(library.CandlestickSeries, {
          upColor: riseFallColours().up,
          downColor: riseFallColours().down,
          borderUpColor: riseFallColours().up,
          borderDownColor: riseFallColours().down,
          wickUpColor: riseFallColours().up,
          wickDownColor: riseFallColours().down,
          priceFormat,
          lastValueVisible: false,
        });
  if (period === '1m' && prevClose > 0) {
    main.createPriceLine({
      price: prevClose,
      color: COLORS.text,
      lineWidth: 1,
      lineStyle: library.LineStyle.Dashed,
      // Its value is in the legend: a second axis label would sit over the axis's own price labels.
      axisLabelVisible: false,
      title: '',
    });
  }
  main.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: showVolume ? 0.26 : 0.06 } });
  const volume = chart.addSeries(library.HistogramSeries, {
    visible: showVolume,
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  return { key, main, volume };
}

/** The chart with the app's look; its series come from createSeries. */
export function createChartIn(library: ChartLibrary, container: HTMLElement): IChartApi {
  return library.createChart(container, {
    autoSize: true,
    layout: {
      background: { color: 'transparent' },
      textColor: COLORS.text,
      fontSize: 11,
      attributionLogo: false,
    },
    grid: { vertLines: { color: COLORS.grid }, horzLines: { color: COLORS.grid } },
    rightPriceScale: { borderVisible: false },
    timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false, rightOffset: 2 },
    crosshair: { mode: library.CrosshairMode.Magnet },
    handleScale: { axisPressedMouseMove: false },
  });
}
