// The chart's lifecycle: the library's chart in its container, the loaded candles drawn on it (a new
// period or adjustment starts afresh, an older page goes in front), paging back when the member
// scrolls near the left edge, and live ticks moving the latest bar — scaled into backward-adjusted
// prices by the ratio of that series to the one as traded. Moving averages and the lower pane's
// volume, MACD or RSI are redrawn with the bars (chart-indicators.ts).
import { useEffect, useMemo, useRef, useState } from 'react';
import type { IChartApi, LogicalRange, MouseEventParams, Time } from 'lightweight-charts';
import type { Tick } from '@saham/contract/realtime';
import type { AdjustmentMode } from '@saham/domain/prices/adjustment';
import type { ZoneClock } from '@saham/domain/prices/zone-clock';
import { useSiteConfig } from '../../shared/config/site-config.ts';
import { formatNumber } from '../../shared/format/format-number.ts';
import { formatChartTime } from '../../shared/format/format-time.ts';
import { LANGUAGE_TAGS, useLanguage } from '../../shared/i18n/i18n.ts';
import { useCandles } from './api/market-candles.ts';
import { backwardRatio, barsAfterTick, barsOfPages, scaledTick, type Bar } from './chart-bars.ts';
import { indicatorSeries, readingsAt, type IndicatorSeries, type LowerPane } from './chart-indicators.ts';
import type { Legend } from './chart-legend.tsx';
import { candlePeriodOf, rangeMonthsOf, rangeStartIndex, type ChartPeriod } from './chart-periods.ts';
import {
  createChartIn,
  createSeries,
  drawBar,
  drawBars,
  seriesOf,
  showAverages,
  showOpeningView,
  showWholeDay,
  type DrawnSeries,
} from './chart-series.ts';
import { useChartLibrary } from './use-chart-library.ts';
import { FIRST_VIEW, useAfterPaint } from '../../shared/ui/use-after-paint.ts';
import { useUpColour } from '../../shared/storage/trade-preferences.ts';

/** The legend at a bar, with the indicators' readings there. */
function legendOf(bar: Bar, isHovered: boolean, indicators: IndicatorSeries | null): Legend {
  return { bar, isHovered, readings: indicators === null ? null : readingsAt(indicators, bar.time) };
}

/** Ask for the older page when fewer bars than this are left of the view. */
const PAGE_BACK_MARGIN_BARS = 10;

interface PriceChartSettings {
  symbol: string;
  period: ChartPeriod;
  adjust: AdjustmentMode;
  zone: ZoneClock;
  prevClose: number;
  precision: number;
  showVolume: boolean;
  showAverages: boolean;
  lowerPane: LowerPane;
  /** The day volume when the screen loaded: live ticks add what trades after it. */
  dayVolume: string;
  tick: Tick | null;
}

/** What the chart shows now: bars drawn and ticks applied since the period was chosen. */
interface Drawn {
  count: number;
  liveUpdates: number;
}

export function usePriceChart(settings: PriceChartSettings) {
  const { symbol, period, adjust, zone, prevClose, precision, showVolume, dayVolume, tick } = settings;
  const { showAverages: isShowingAverages, lowerPane } = settings;
  const candlePeriod = candlePeriodOf(period);
  const language = useLanguage();
  // The up colour is part of the series: choosing another in Settings redraws it in the new colours.
  const upColour = useUpColour();
  // The lower pane's series are made for the choice: another choice draws the chart afresh.
  const key = `${period}|${adjust}|${upColour}|${lowerPane}`;
  // The candles and the chart's library are asked once the quote above the chart is on screen: on a
  // slow link their 100 KB would share the connection with the screen's first view.
  const isQuoteShown = useAfterPaint(FIRST_VIEW);
  const query = useCandles(symbol, candlePeriod, adjust, isQuoteShown);
  // The same period as traded, for the ratio that puts live ticks into backward-adjusted prices.
  const traded = useCandles(symbol, candlePeriod, 'none', isQuoteShown && adjust === 'backward');
  // Read when a chart starts afresh, not on every tick.
  const dayVolumeRef = useRef(dayVolume);
  useEffect(() => {
    dayVolumeRef.current = dayVolume;
  }, [dayVolume]);
  const { library, hasFailed } = useChartLibrary(isQuoteShown);

  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<DrawnSeries | null>(null);
  const barsRef = useRef<Bar[]>([]);
  const indicatorsRef = useRef<IndicatorSeries | null>(null);
  const tickVolumeRef = useRef<number | null>(null);
  const pagingRef = useRef({ canPage: false, page: () => {} });
  const [drawn, setDrawn] = useState<{ key: string; count: number; liveUpdates: number } | null>(null);
  const [legend, setLegend] = useState<Legend | null>(null);

  // The chart itself, once the library has arrived.
  useEffect(() => {
    const container = containerRef.current;
    if (library === null || container === null) return;
    const chart = createChartIn(library, container);
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
      if (hovered !== undefined) setLegend(legendOf(hovered, true, indicatorsRef.current));
      else setLegend(latest === undefined ? null : legendOf(latest, false, indicatorsRef.current));
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

  // The crosshair's date in the language's pattern (not the library's "25 11月 '26"); bars at
  // midnight are days, others carry their clock.
  const { datePattern } = useSiteConfig();
  useEffect(() => {
    const style = { language, pattern: datePattern };
    const timeFormatter = (time: Time) =>
      typeof time === 'number' ? formatChartTime(time, style, time % 86_400 !== 0) : JSON.stringify(time);
    // Prices on the axis and crosshair with thousands separators ("105,932.37"), as everywhere else.
    const priceFormatter = (price: number) => formatNumber(price.toFixed(precision));
    chartRef.current?.applyOptions({
      localization: { locale: LANGUAGE_TAGS[language], timeFormatter, priceFormatter },
    });
  }, [library, language, datePattern, precision]);

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
      for (const drawnSeries of seriesOf(series)) chart.removeSeries(drawnSeries);
      // An emptied lower pane goes too, so the next choice starts from the price pane alone.
      while (chart.panes().length > 1) chart.removePane(chart.panes().length - 1);
      series = null;
      seriesRef.current = null;
      barsRef.current = [];
    }
    if (pages === undefined) return;
    if (series === null) {
      series = createSeries(library, chart, {
        period,
        prevClose,
        precision,
        showVolume,
        lowerPane,
        key,
      });
      showAverages(series, isShowingAverages);
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
    const indicators = period === '1m' ? null : indicatorSeries(bars, precision);
    drawBars(series, bars, indicators);
    barsRef.current = bars;
    indicatorsRef.current = indicators;
    const months = rangeMonthsOf(period);
    const rangeStart =
      months === null
        ? null
        : rangeStartIndex(
            bars.map((bar) => bar.time),
            months,
          );
    if (previous.length === 0) showOpeningView(chart, period, bars.length, rangeStart);
    else if (range !== null && bars.length > previous.length) {
      const added = bars.length - previous.length;
      chart.timeScale().setVisibleLogicalRange({ from: range.from + added, to: range.to + added });
    }
    const latest = bars[bars.length - 1];
    setLegend(latest === undefined ? null : legendOf(latest, false, indicators));
    setDrawn((current) => ({
      key,
      count: bars.length,
      liveUpdates: current?.key === key ? current.liveUpdates : 0,
    }));
    // The averages' visibility is applied by its own effect below, not by redrawing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [library, pages, key, period, prevClose, precision, showVolume, zone]);

  // The moving averages on or off, on the drawn series.
  useEffect(() => {
    const series = seriesRef.current;
    if (series !== null) showAverages(series, isShowingAverages);
  }, [isShowingAverages, drawn]);

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
    const next = barsAfterTick(barsRef.current, drawnTick, candlePeriod, zone, tickVolumeRef.current);
    tickVolumeRef.current = Number(tick.volume);
    if (next === null) return;
    const { bar } = next;
    barsRef.current = next.bars;
    const indicators = period === '1m' ? null : indicatorSeries(next.bars, precision);
    indicatorsRef.current = indicators;
    if (next.isRestart) {
      drawBars(series, next.bars, indicators);
      const chart = chartRef.current;
      if (chart !== null) showWholeDay(chart, next.bars.length);
    } else drawBar(series, bar, indicators);
    setLegend((current) => (current?.isHovered === true ? current : legendOf(bar, false, indicators)));
    setDrawn((current) =>
      current === null
        ? null
        : { ...current, count: barsRef.current.length, liveUpdates: current.liveUpdates + 1 },
    );
  }, [tick, key, adjust, period, candlePeriod, zone, precision]);

  const isDrawn = drawn !== null && drawn.key === key && pages !== undefined;
  const drawnNow: Drawn | null = isDrawn ? { count: drawn.count, liveUpdates: drawn.liveUpdates } : null;
  return { containerRef, query, hasFailed, legend, drawn: drawnNow };
}
