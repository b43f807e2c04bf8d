// The price chart of the stock and index detail screens: time-share (分時, the trading day's minutes
// as a line), 5/15/30-minute, day, week, month, 6-month and 1-year candles, each with volume bars;
// adjustment none / forward / backward for day and longer (stocks only). lightweight-charts is
// imported here, at run time, so only the chart screens download it. Scrolling left pages back in
// time (`before` while `hasMore`); live ticks move the latest bar or open a new one, and a new
// trading day's first tick starts the time-share afresh. Backward-adjusted prices are the traded ones
// times the corporate actions' factors: ticks are scaled by the ratio of the latest adjusted bar to
// the same bar as traded (the unadjusted series is read alongside) and move that chart too.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as LightweightCharts from 'lightweight-charts';
import type {
  AutoscaleInfo,
  IChartApi,
  ISeriesApi,
  LogicalRange,
  MouseEventParams,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';
import type { CandlePeriod } from '@saham/contract/quotes';
import type { Tick } from '@saham/contract/realtime';
import type { AdjustmentMode } from '@saham/domain/prices/adjustment';
import { createZoneClock } from '@saham/domain/prices/zone-clock';
import { LANGUAGE_TAGS, useLanguage } from '../../shared/i18n/i18n.ts';
import { useCandles } from './api/market-candles.ts';
import {
  backwardRatio,
  barsAfterTick,
  barsOfPages,
  INTRADAY_MINUTES,
  priceDecimals,
  scaledTick,
  type Bar,
} from './chart-bars.ts';
import { compactNumber } from './detail-format.ts';

type ChartLibrary = typeof LightweightCharts;

export const CHART_PERIODS: readonly CandlePeriod[] = [
  '1m',
  '5m',
  '15m',
  '30m',
  '1d',
  '1w',
  '1mo',
  '6mo',
  '1y',
];
const ADJUSTMENTS: readonly AdjustmentMode[] = ['none', 'forward', 'backward'];
/** Bars in view when a candle chart opens: readable candles at phone width. */
const INITIAL_BARS_IN_VIEW = 60;
/**
 * The time-share shows the whole day with a little room before its first minute, so the axis label
 * of the session's opening time is not cut at the chart's left edge.
 */
const TIME_SHARE_LEFT_ROOM = 0.1;
/** Ask for the older page when fewer bars than this are left of the view. */
const PAGE_BACK_MARGIN_BARS = 10;

const COLORS = {
  up: '#10a36b',
  down: '#e5484d',
  upVolume: 'rgba(16, 163, 107, 0.45)',
  downVolume: 'rgba(229, 72, 77, 0.45)',
  line: '#1f5eff',
  text: '#8a94a6',
  grid: '#f0f2f5',
};

interface DrawnSeries {
  key: string;
  main: ISeriesApi<'Candlestick'> | ISeriesApi<'Area'>;
  volume: ISeriesApi<'Histogram'>;
}

/** The chart library's time type for bar seconds (a branded number). */
function chartTime(seconds: number): UTCTimestamp {
  return seconds as UTCTimestamp;
}

function volumePoint(bar: Bar) {
  return {
    time: chartTime(bar.time),
    value: bar.volume,
    color: bar.close >= bar.open ? COLORS.upVolume : COLORS.downVolume,
  };
}

function drawBars(series: DrawnSeries, bars: readonly Bar[]): void {
  if (series.main.seriesType() === 'Area') {
    (series.main as ISeriesApi<'Area'>).setData(
      bars.map((bar) => ({ time: chartTime(bar.time), value: bar.close })),
    );
  } else {
    (series.main as ISeriesApi<'Candlestick'>).setData(
      bars.map((bar) => ({ ...bar, time: chartTime(bar.time) })),
    );
  }
  series.volume.setData(bars.map(volumePoint));
}

function drawBar(series: DrawnSeries, bar: Bar): void {
  if (series.main.seriesType() === 'Area') {
    (series.main as ISeriesApi<'Area'>).update({ time: chartTime(bar.time), value: bar.close });
  } else {
    (series.main as ISeriesApi<'Candlestick'>).update({ ...bar, time: chartTime(bar.time) });
  }
  series.volume.update(volumePoint(bar));
}

/** Early in a session the few minutes so far take the left of a two-hour width, not the whole chart. */
const TIME_SHARE_MIN_MINUTES = 120;

function showWholeDay(chart: IChartApi, count: number): void {
  const width = Math.max(count, TIME_SHARE_MIN_MINUTES);
  const room = Math.max(2, Math.round(width * TIME_SHARE_LEFT_ROOM));
  chart.timeScale().setVisibleLogicalRange({ from: -room, to: width + 1 });
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

function createSeries(library: ChartLibrary, chart: IChartApi, settings: SeriesSettings): DrawnSeries {
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
          upColor: COLORS.up,
          downColor: COLORS.down,
          borderUpColor: COLORS.up,
          borderDownColor: COLORS.down,
          wickUpColor: COLORS.up,
          wickDownColor: COLORS.down,
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

function useChartLibrary(): { library: ChartLibrary | null; hasFailed: boolean } {
  const [library, setLibrary] = useState<ChartLibrary | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    let isMounted = true;
    import('lightweight-charts').then(
      (loaded) => {
        if (isMounted) setLibrary(loaded);
      },
      () => {
        if (isMounted) setHasFailed(true);
      },
    );
    return () => {
      isMounted = false;
    };
  }, []);
  return { library, hasFailed };
}

interface PriceChartProps {
  symbol: string;
  /** The market's IANA timezone: intraday axes show the market's own clock. */
  timezone: string;
  prevClose: string;
  /** The tick at the last price: the axis shows prices to its decimals. */
  tickSize: string;
  /** Stocks offer adjusted charts; indices, crypto and forex do not. */
  canAdjust: boolean;
  /** Indices have no volume of their own. */
  showVolume: boolean;
  /** The day volume when the screen loaded: live ticks add what trades after it. */
  dayVolume: string;
  tick: Tick | null;
}

interface Legend {
  bar: Bar;
  isHovered: boolean;
}

interface ChartLegendProps {
  legend: Legend | null;
  isTimeShare: boolean;
  precision: number;
  showVolume: boolean;
  prevClose: number;
}

function ChartLegend({ legend, isTimeShare, precision, showVolume, prevClose }: ChartLegendProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (legend === null) return <div className="chart-legend" />;
  const { bar } = legend;
  // A candle is coloured by its own move; the time-share price by the move from the previous close.
  const reference = isTimeShare ? prevClose : bar.open;
  const tone = bar.close > reference ? 'up' : bar.close < reference ? 'down' : '';
  const price = (value: number) => value.toFixed(precision);
  const volume = showVolume ? (
    <span>
      {t('stockDetail.chart.volume')} <b>{compactNumber(String(Math.round(bar.volume)), language)}</b>
    </span>
  ) : null;
  if (isTimeShare) {
    return (
      <div className="chart-legend">
        <span>
          {t('stockDetail.chart.price')} <b className={tone}>{price(bar.close)}</b>
        </span>
        {prevClose > 0 && (
          <span>
            {t('stockDetail.prevClose')} <b>{price(prevClose)}</b>
          </span>
        )}
        {volume}
      </div>
    );
  }
  return (
    <div className="chart-legend">
      <span>
        {t('stockDetail.chart.open')} <b>{price(bar.open)}</b>
      </span>
      <span>
        {t('stockDetail.chart.high')} <b>{price(bar.high)}</b>
      </span>
      <span>
        {t('stockDetail.chart.low')} <b>{price(bar.low)}</b>
      </span>
      <span>
        {t('stockDetail.chart.close')} <b className={tone}>{price(bar.close)}</b>
      </span>
      {volume}
    </div>
  );
}

export function PriceChart(props: PriceChartProps) {
  const { symbol, timezone, prevClose, tickSize, canAdjust, showVolume, dayVolume, tick } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const [period, setPeriod] = useState<CandlePeriod>('1m');
  const [chosenAdjust, setChosenAdjust] = useState<AdjustmentMode>('forward');
  const isIntraday = INTRADAY_MINUTES[period] !== undefined;
  const adjust: AdjustmentMode = canAdjust && !isIntraday ? chosenAdjust : 'none';
  const key = `${period}|${adjust}`;
  const query = useCandles(symbol, period, adjust);
  // The same period as traded, for the ratio that puts live ticks into backward-adjusted prices.
  const traded = useCandles(symbol, period, 'none', adjust === 'backward');
  const zone = useMemo(() => createZoneClock(timezone), [timezone]);
  const prevCloseNumber = Number(prevClose);
  const precision = priceDecimals(tickSize);
  // Read when a chart starts afresh, not on every tick.
  const dayVolumeRef = useRef(dayVolume);
  useEffect(() => {
    dayVolumeRef.current = dayVolume;
  }, [dayVolume]);
  const { library, hasFailed } = useChartLibrary();

  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<DrawnSeries | null>(null);
  const barsRef = useRef<Bar[]>([]);
  const tickVolumeRef = useRef<number | null>(null);
  const pagingRef = useRef({ canPage: false, page: () => {} });
  const [drawn, setDrawn] = useState<{ key: string; count: number; liveUpdates: number } | null>(null);
  const [legend, setLegend] = useState<Legend | null>(null);

  // The chart itself, once the library has arrived.
  useEffect(() => {
    const container = containerRef.current;
    if (library === null || container === null) return;
    const chart = library.createChart(container, {
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
    chartRef.current = chart;
    const onRange = (range: LogicalRange | null) => {
      if (range !== null && range.from < PAGE_BACK_MARGIN_BARS && pagingRef.current.canPage) {
        pagingRef.current.page();
      }
    };
    const onCrosshair = (event: MouseEventParams<Time>) => {
      const time = event.time;
      const hovered = typeof time === 'number' ? barsRef.current.find((bar) => bar.time === time) : undefined;
      const latest = barsRef.current[barsRef.current.length - 1];
      if (hovered !== undefined) setLegend({ bar: hovered, isHovered: true });
      else setLegend(latest === undefined ? null : { bar: latest, isHovered: false });
    };
    chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
    chart.subscribeCrosshairMove(onCrosshair);
    return () => {
      chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
      chart.unsubscribeCrosshairMove(onCrosshair);
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
      barsRef.current = [];
    };
  }, [library]);

  useEffect(() => {
    chartRef.current?.applyOptions({ localization: { locale: LANGUAGE_TAGS[language] } });
  }, [library, language]);

  // Older pages are asked for while there are more and none is on its way.
  useEffect(() => {
    pagingRef.current = {
      canPage: query.hasNextPage && !query.isFetchingNextPage,
      page: () => void query.fetchNextPage(),
    };
  }, [query]);

  // Draw the loaded candles: a new period or adjustment starts afresh; an older page goes in front
  // and the view stays where the member was.
  const pages = query.data?.pages;
  useEffect(() => {
    const chart = chartRef.current;
    if (library === null || chart === null) return;
    let series = seriesRef.current;
    if (series !== null && series.key !== key) {
      chart.removeSeries(series.main);
      chart.removeSeries(series.volume);
      series = null;
      seriesRef.current = null;
      barsRef.current = [];
    }
    if (pages === undefined) return;
    if (series === null) {
      series = createSeries(library, chart, {
        period,
        prevClose: prevCloseNumber,
        precision,
        showVolume,
        key,
      });
      tickVolumeRef.current = Number(dayVolumeRef.current);
    }
    seriesRef.current = series;
    const previous = barsRef.current;
    const loaded = barsOfPages(pages, zone);
    const first = previous[0];
    // Bars moved by live ticks are newer than what was loaded: they are kept.
    const bars =
      first === undefined ? loaded : [...loaded.filter((bar) => bar.time < first.time), ...previous];
    const range = chart.timeScale().getVisibleLogicalRange();
    drawBars(series, bars);
    barsRef.current = bars;
    if (previous.length === 0) {
      if (period === '1m') showWholeDay(chart, bars.length);
      else if (bars.length <= INITIAL_BARS_IN_VIEW) chart.timeScale().fitContent();
      else
        chart
          .timeScale()
          .setVisibleLogicalRange({ from: bars.length - INITIAL_BARS_IN_VIEW, to: bars.length + 1 });
    } else if (range !== null && bars.length > previous.length) {
      const added = bars.length - previous.length;
      chart.timeScale().setVisibleLogicalRange({ from: range.from + added, to: range.to + added });
    }
    const latest = bars[bars.length - 1];
    setLegend(latest === undefined ? null : { bar: latest, isHovered: false });
    setDrawn((current) => ({
      key,
      count: bars.length,
      liveUpdates: current?.key === key ? current.liveUpdates : 0,
    }));
  }, [library, pages, key, period, prevCloseNumber, precision, showVolume, zone]);

  // The backward-adjusted chart's ratio to traded prices, once both series have loaded.
  const tradedPages = traded.data?.pages;
  const ratio = useMemo(() => {
    if (adjust !== 'backward' || pages === undefined || tradedPages === undefined) return null;
    return backwardRatio(barsOfPages(pages, zone), barsOfPages(tradedPages, zone));
  }, [adjust, pages, tradedPages, zone]);
  // Read by the tick effect: only a new tick moves the chart, a ratio arriving does not replay one.
  const ratioRef = useRef(ratio);
  useEffect(() => {
    ratioRef.current = ratio;
  }, [ratio]);

  // Live ticks move the latest bar or open the next one.
  useEffect(() => {
    const series = seriesRef.current;
    if (tick === null || series === null || series.key !== key) return;
    const ratio = adjust === 'backward' ? ratioRef.current : null;
    if (adjust === 'backward' && ratio === null) return;
    const drawnTick = ratio === null ? tick : scaledTick(tick, ratio, precision);
    const next = barsAfterTick(barsRef.current, drawnTick, period, zone, tickVolumeRef.current);
    tickVolumeRef.current = Number(tick.volume);
    if (next === null) return;
    const { bar } = next;
    barsRef.current = next.bars;
    if (next.isRestart) {
      drawBars(series, next.bars);
      const chart = chartRef.current;
      if (chart !== null) showWholeDay(chart, next.bars.length);
    } else drawBar(series, bar);
    setLegend((current) => (current?.isHovered === true ? current : { bar, isHovered: false }));
    setDrawn((current) =>
      current === null
        ? null
        : { ...current, count: barsRef.current.length, liveUpdates: current.liveUpdates + 1 },
    );
  }, [tick, key, adjust, period, zone, precision]);

  const isDrawn = drawn !== null && drawn.key === key && pages !== undefined;
  const status = hasFailed || query.isError ? 'error' : isDrawn ? 'ready' : 'loading';
  return (
    <section className="card chart-card" data-testid="price-chart-card">
      <div className="chart-periods" role="tablist" data-testid="chart-periods">
        {CHART_PERIODS.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={item === period}
            className={`chart-period${item === period ? ' active' : ''}`}
            onClick={() => setPeriod(item)}
            data-testid={`chart-period-${item}`}
          >
            {t(`stockDetail.periods.${item}`)}
          </button>
        ))}
      </div>
      {canAdjust && !isIntraday && (
        <div className="chart-adjustments" role="radiogroup" aria-label={t('stockDetail.adjust.label')}>
          {ADJUSTMENTS.map((item) => (
            <button
              key={item}
              type="button"
              role="radio"
              aria-checked={item === adjust}
              className={`chart-adjustment${item === adjust ? ' active' : ''}`}
              onClick={() => setChosenAdjust(item)}
              data-testid={`chart-adjust-${item}`}
            >
              {t(`stockDetail.adjust.${item}`)}
            </button>
          ))}
        </div>
      )}
      <ChartLegend
        legend={legend}
        isTimeShare={period === '1m'}
        precision={precision}
        showVolume={showVolume}
        prevClose={prevCloseNumber}
      />
      <div
        className="chart-frame"
        data-testid="price-chart"
        data-status={status}
        data-period={period}
        data-adjust={adjust}
        data-candles={isDrawn ? drawn.count : 0}
        data-live-updates={isDrawn ? drawn.liveUpdates : 0}
        data-has-more={query.hasNextPage ? 'true' : 'false'}
      >
        <div ref={containerRef} className="chart-canvas" />
        {status === 'loading' && <div className="chart-overlay muted small">{t('common.loading')}</div>}
        {status === 'error' && (
          <button type="button" className="chart-overlay link-button" onClick={() => void query.refetch()}>
            {t('common.loadFailed')} {t('common.retry')}
          </button>
        )}
        {status === 'ready' && drawn?.count === 0 && (
          <div className="chart-overlay muted small">{t('stockDetail.chart.empty')}</div>
        )}
        {query.isFetchingNextPage && <div className="chart-paging muted small">{t('common.loading')}</div>}
      </div>
    </section>
  );
}
