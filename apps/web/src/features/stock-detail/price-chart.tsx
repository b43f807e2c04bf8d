// The price chart of the stock and index detail screens: time-share (分時, the trading day's minutes
// as a line), 5/15/30-minute, day, week and month candles and the 3-month, 6-month and 1-year views
// (chart-periods.ts); candle charts carry moving averages 5/10/20/60 (a toggle) and a lower pane of
// volume, MACD or RSI; a button opens the chart full screen in landscape (chart-full-screen.ts);
// adjustment none / forward / backward for day and longer (stocks only). lightweight-charts is loaded
// at run time (use-chart-library.ts), so only the chart screens download it. Scrolling left pages
// back in time (`before` while `hasMore`); live ticks move the latest bar or open a new one, and a
// new trading day's first tick starts the time-share afresh. Backward-adjusted prices are the traded
// ones times the corporate actions' factors: ticks are scaled by the ratio of the latest adjusted bar
// to the same bar as traded (the unadjusted series is read alongside) and move that chart too. This
// file holds the choices and what is shown; use-price-chart.ts drives the chart.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tick } from '@saham/contract/realtime';
import type { AdjustmentMode } from '@saham/domain/prices/adjustment';
import { createZoneClock } from '@saham/domain/prices/zone-clock';
import { chartZoneOf } from '../../shared/format/format-time.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { INTRADAY_MINUTES, priceDecimals } from './chart-bars.ts';
import { useChartFullScreen } from './chart-full-screen.ts';
import type { LowerPane } from './chart-indicators.ts';
import { ChartLegend, IndicatorLegend } from './chart-legend.tsx';
import { candlePeriodOf, type ChartPeriod } from './chart-periods.ts';
import { ChartAdjustmentChoice, ChartIndicatorChoice, ChartPeriodTabs } from './chart-toolbar.tsx';
import { usePriceChart } from './use-price-chart.ts';

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

export function PriceChart(props: PriceChartProps) {
  const { symbol, timezone, prevClose, tickSize, canAdjust, showVolume, dayVolume, tick } = props;
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ChartPeriod>('1m');
  const [showAverages, setShowAverages] = useState(true);
  const [chosenPane, setChosenPane] = useState<LowerPane>('volume');
  const hasIndicators = period !== '1m';
  // Indices have no volume; the time-share has no indicators (its lower pane is the volume).
  const lowerPane: LowerPane = !hasIndicators
    ? 'volume'
    : chosenPane === 'volume' && !showVolume
      ? 'macd'
      : chosenPane;
  const fullScreen = useChartFullScreen();
  const [chosenAdjust, setChosenAdjust] = useState<AdjustmentMode>('forward');
  const isIntraday = INTRADAY_MINUTES[candlePeriodOf(period)] !== undefined;
  const adjust: AdjustmentMode = canAdjust && !isIntraday ? chosenAdjust : 'none';
  // Markets that never close (crypto, forex: zone UTC) are drawn in the display zone's clock.
  const { displayZone } = useFormatters();
  const zone = useMemo(() => createZoneClock(chartZoneOf(timezone, displayZone)), [timezone, displayZone]);
  const prevCloseNumber = Number(prevClose);
  const precision = priceDecimals(tickSize);
  const { containerRef, query, hasFailed, legend, drawn } = usePriceChart({
    symbol,
    period,
    adjust,
    zone,
    prevClose: prevCloseNumber,
    precision,
    showVolume,
    showAverages: showAverages && hasIndicators,
    lowerPane,
    dayVolume,
    tick,
  });

  const status = hasFailed || query.isError ? 'error' : drawn !== null ? 'ready' : 'loading';
  return (
    <section
      className={`card chart-card${fullScreen.isFullScreen ? ' is-fullscreen' : ''}${fullScreen.isRotated ? ' is-rotated' : ''}`}
      data-testid="price-chart-card"
      data-fullscreen={fullScreen.isFullScreen ? 'true' : 'false'}
    >
      <ChartPeriodTabs period={period} onChange={setPeriod} />
      <div className="chart-choices">
        {canAdjust && !isIntraday && <ChartAdjustmentChoice adjust={adjust} onChange={setChosenAdjust} />}
        <ChartIndicatorChoice
          showAverages={showAverages}
          onAveragesChange={setShowAverages}
          lowerPane={lowerPane}
          onLowerPaneChange={setChosenPane}
          showVolume={showVolume}
          hasIndicators={hasIndicators}
          isFullScreen={fullScreen.isFullScreen}
          onFullScreen={fullScreen.toggle}
        />
      </div>
      <ChartLegend
        legend={legend}
        isTimeShare={period === '1m'}
        precision={precision}
        showVolume={showVolume}
        prevClose={prevCloseNumber}
      />
      {legend !== null && legend.readings !== null && (
        <IndicatorLegend
          readings={legend.readings}
          precision={precision}
          showAverages={showAverages}
          lowerPane={lowerPane}
        />
      )}
      <div
        className="chart-frame"
        data-testid="price-chart"
        data-status={status}
        data-period={period}
        data-lower-pane={lowerPane}
        data-averages={showAverages && hasIndicators ? 'true' : 'false'}
        data-adjust={adjust}
        data-candles={drawn?.count ?? 0}
        data-live-updates={drawn?.liveUpdates ?? 0}
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
