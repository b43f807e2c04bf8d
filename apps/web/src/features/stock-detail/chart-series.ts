// Drawing bars with lightweight-charts: the chart's look, its series (the time-share's line or
// candles with moving averages; volume bars under the candles on the same time scale, or MACD or
// RSI in a lower pane — created for the member's choice, so that pane holds only what it shows)
// and the view a chart opens on. Only the library's types are
// imported here; its code arrives at run time through useChartLibrary.
import type * as LightweightCharts from 'lightweight-charts';
import type { AutoscaleInfo, IChartApi, ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import { MOVING_AVERAGE_LENGTHS, type MovingAverageLength } from '@saham/domain/markets/indicators';
import type { Bar } from './chart-bars.ts';
import type { IndicatorPoint, IndicatorSeries, LowerPane } from './chart-indicators.ts';
import type { ChartPeriod } from './chart-periods.ts';
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

/** Moving-average line colours, shared with the legend. */
export const AVERAGE_COLOURS: Record<MovingAverageLength, string> = {
  5: '#f0a020',
  10: '#1f5eff',
  20: '#a040d0',
  60: '#10a090',
};
export const MACD_COLOURS = { dif: '#1f5eff', dea: '#f0a020' };
export const RSI_COLOUR = '#a040d0';
/** The main pane's share of the chart's height against the lower pane's. */
const MAIN_PANE_STRETCH = 3;
const LOWER_PANE_INDEX = 1;

export interface DrawnSeries {
  key: string;
  main: ISeriesApi<'Candlestick'> | ISeriesApi<'Area'>;
  volume: ISeriesApi<'Histogram'>;
  /** Moving averages and the chosen MACD or RSI: candle charts only (null for the time-share). */
  indicators: {
    averages: Record<MovingAverageLength, ISeriesApi<'Line'>>;
    macd: { dif: ISeriesApi<'Line'>; dea: ISeriesApi<'Line'>; histogram: ISeriesApi<'Histogram'> } | null;
    rsi: ISeriesApi<'Line'> | null;
  } | null;
}

/** Every series of a drawn chart (to remove them). */
export function seriesOf(series: DrawnSeries): ISeriesApi<'Candlestick' | 'Area' | 'Histogram' | 'Line'>[] {
  const { indicators } = series;
  if (indicators === null) return [series.main, series.volume];
  return [
    series.main,
    series.volume,
    ...MOVING_AVERAGE_LENGTHS.map((length) => indicators.averages[length]),
    ...(indicators.macd === null
      ? []
      : [indicators.macd.dif, indicators.macd.dea, indicators.macd.histogram]),
    ...(indicators.rsi === null ? [] : [indicators.rsi]),
  ];
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

function linePoint(point: IndicatorPoint) {
  return point.value === null
    ? { time: chartTime(point.time) }
    : { time: chartTime(point.time), value: point.value };
}

function histogramPoint(point: IndicatorPoint) {
  const { rise, fall } = riseAndFall();
  if (point.value === null) return { time: chartTime(point.time) };
  return {
    time: chartTime(point.time),
    value: point.value,
    color: point.value >= 0 ? rise.solid : fall.solid,
  };
}

/** The indicators over `bars`: all of them, or only the latest point (a live tick). */
function drawIndicators(series: DrawnSeries, computed: IndicatorSeries | null, isLatestOnly: boolean): void {
  const { indicators } = series;
  if (indicators === null || computed === null) return;
  const put = <T>(target: { setData: (data: T[]) => void; update: (data: T) => void }, points: T[]) => {
    const latest = points[points.length - 1];
    if (!isLatestOnly) target.setData(points);
    else if (latest !== undefined) target.update(latest);
  };
  for (const length of MOVING_AVERAGE_LENGTHS) {
    put(indicators.averages[length], computed.averages[length].map(linePoint));
  }
  if (indicators.macd !== null) {
    put(indicators.macd.dif, computed.dif.map(linePoint));
    put(indicators.macd.dea, computed.dea.map(linePoint));
    put(indicators.macd.histogram, computed.histogram.map(histogramPoint));
  }
  if (indicators.rsi !== null) put(indicators.rsi, computed.rsi.map(linePoint));
}

/** The bars and, for candle charts, their indicators (chart-indicators.ts's indicatorSeries). */
export function drawBars(
  series: DrawnSeries,
  bars: readonly Bar[],
  indicators: IndicatorSeries | null,
): void {
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
  drawIndicators(series, indicators, false);
}

/** A live tick's bar, the latest, with the indicators at it. */
export function drawBar(series: DrawnSeries, bar: Bar, indicators: IndicatorSeries | null): void {
  if (series.main.seriesType() === 'Area') {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the series was created as an area series for this chart type
    (series.main as ISeriesApi<'Area'>).update({ time: chartTime(bar.time), value: bar.close });
  } else {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the series was created as a candlestick series for this chart type
    (series.main as ISeriesApi<'Candlestick'>).update({ ...bar, time: chartTime(bar.time) });
  }
  series.volume.update(volumePoint(bar));
  drawIndicators(series, indicators, true);
}

/** Shows the moving averages or not. */
export function showAverages(series: DrawnSeries, isShown: boolean): void {
  const { indicators } = series;
  if (indicators === null) return;
  for (const length of MOVING_AVERAGE_LENGTHS) {
    indicators.averages[length].applyOptions({ visible: isShown });
  }
}

/** Early in a session the few minutes so far take the left of a two-hour width, not the whole chart. */
const TIME_SHARE_MIN_MINUTES = 120;

export function showWholeDay(chart: IChartApi, count: number): void {
  const width = Math.max(count, TIME_SHARE_MIN_MINUTES);
  const room = Math.max(2, Math.round(width * TIME_SHARE_LEFT_ROOM));
  chart.timeScale().setVisibleLogicalRange({ from: -room, to: width + 1 });
}

/** The view a chart opens on: the time-share's whole day, or the latest candles at a readable width. */
export function showOpeningView(
  chart: IChartApi,
  period: ChartPeriod,
  count: number,
  rangeStart: number | null,
): void {
  if (period === '1m') showWholeDay(chart, count);
  else if (rangeStart !== null)
    chart.timeScale().setVisibleLogicalRange({ from: rangeStart - 0.5, to: count });
  else if (count <= INITIAL_BARS_IN_VIEW) chart.timeScale().fitContent();
  else chart.timeScale().setVisibleLogicalRange({ from: count - INITIAL_BARS_IN_VIEW, to: count + 1 });
}

interface SeriesSettings {
  period: ChartPeriod;
  prevClose: number;
  precision: number;
  showVolume: boolean;
  lowerPane: LowerPane;
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
  const { period, prevClose, precision, showVolume, lowerPane, key } = settings;
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
  // Volume bars sit under the candles on their own unlabelled scale (the legend has the value).
  const hasVolume = showVolume && lowerPane === 'volume';
  main.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: hasVolume ? 0.26 : 0.06 } });
  const volume = chart.addSeries(library.HistogramSeries, {
    visible: hasVolume,
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  const indicators = period === '1m' ? null : createIndicators(library, chart, precision, lowerPane);
  const panes = chart.panes();
  panes[0]?.setStretchFactor(MAIN_PANE_STRETCH);
  panes[LOWER_PANE_INDEX]?.setStretchFactor(1);
  return { key, main, volume, indicators };
}

function createIndicators(library: ChartLibrary, chart: IChartApi, precision: number, lowerPane: LowerPane) {
  const line = {
    lineWidth: 1 as const,
    lastValueVisible: false,
    priceLineVisible: false,
    crosshairMarkerVisible: false,
  };
  const priceFormat = { type: 'price' as const, precision, minMove: 10 ** -precision };
  const average = (length: MovingAverageLength) =>
    chart.addSeries(library.LineSeries, { ...line, color: AVERAGE_COLOURS[length], priceFormat }, 0);
  const macdDecimals = Math.min(8, precision + 2);
  const macdFormat = { type: 'price' as const, precision: macdDecimals, minMove: 10 ** -macdDecimals };
  const macd = lowerPane === 'macd' ? createMacd() : null;
  const rsi = lowerPane === 'rsi' ? createRsi() : null;
  function createMacd() {
    const histogram = chart.addSeries(
      library.HistogramSeries,
      { priceFormat: macdFormat, lastValueVisible: false, priceLineVisible: false },
      LOWER_PANE_INDEX,
    );
    const dif = chart.addSeries(
      library.LineSeries,
      { ...line, color: MACD_COLOURS.dif, priceFormat: macdFormat },
      LOWER_PANE_INDEX,
    );
    const dea = chart.addSeries(
      library.LineSeries,
      { ...line, color: MACD_COLOURS.dea, priceFormat: macdFormat },
      LOWER_PANE_INDEX,
    );
    return { dif, dea, histogram };
  }
  function createRsi() {
    const rsi = chart.addSeries(
      library.LineSeries,
      {
        ...line,
        color: RSI_COLOUR,
        priceFormat: { type: 'price', precision: 0, minMove: 1 },
        autoscaleInfoProvider: () => ({ priceRange: { minValue: 0, maxValue: 100 } }),
      },
      LOWER_PANE_INDEX,
    );
    for (const level of [30, 70]) {
      rsi.createPriceLine({
        price: level,
        color: COLORS.text,
        lineWidth: 1,
        lineStyle: library.LineStyle.Dashed,
        axisLabelVisible: true,
        title: '',
      });
    }
    return rsi;
  }
  return {
    averages: { 5: average(5), 10: average(10), 20: average(20), 60: average(60) },
    macd,
    rsi,
  };
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
