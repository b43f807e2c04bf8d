// The chart's choices: its period (time-share, minutes, day and longer), for a stock's day and
// longer candles the price adjustment, and for candle charts the moving averages and the lower pane.
// The period strip wraps onto a second row rather than cutting its last labels (Malay, Large font).
import { useTranslation } from 'react-i18next';
import type { AdjustmentMode } from '@saham/domain/prices/adjustment';
import { LOWER_PANES, type LowerPane } from './chart-indicators.ts';
import { CHART_PERIODS, type ChartPeriod } from './chart-periods.ts';
const ADJUSTMENTS: readonly AdjustmentMode[] = ['none', 'forward', 'backward'];

interface ChartPeriodTabsProps {
  period: ChartPeriod;
  onChange: (period: ChartPeriod) => void;
}

export function ChartPeriodTabs({ period, onChange }: ChartPeriodTabsProps) {
  const { t } = useTranslation();
  return (
    <div className="chart-periods" role="tablist" data-testid="chart-periods">
      {CHART_PERIODS.map((item) => (
        <button
          key={item}
          type="button"
          role="tab"
          aria-selected={item === period}
          className={`chart-period${item === period ? ' active' : ''}`}
          onClick={() => onChange(item)}
          data-testid={`chart-period-${item}`}
        >
          {t(`stockDetail.periods.${item}`)}
        </button>
      ))}
    </div>
  );
}

interface ChartAdjustmentChoiceProps {
  adjust: AdjustmentMode;
  onChange: (adjust: AdjustmentMode) => void;
}

export function ChartAdjustmentChoice({ adjust, onChange }: ChartAdjustmentChoiceProps) {
  const { t } = useTranslation();
  return (
    <div className="chart-adjustments" role="radiogroup" aria-label={t('stockDetail.adjust.label')}>
      {ADJUSTMENTS.map((item) => (
        <button
          key={item}
          type="button"
          role="radio"
          aria-checked={item === adjust}
          className={`chart-adjustment${item === adjust ? ' active' : ''}`}
          onClick={() => onChange(item)}
          data-testid={`chart-adjust-${item}`}
        >
          {t(`stockDetail.adjust.${item}`)}
        </button>
      ))}
    </div>
  );
}

interface ChartIndicatorChoiceProps {
  showAverages: boolean;
  onAveragesChange: (showAverages: boolean) => void;
  lowerPane: LowerPane;
  onLowerPaneChange: (pane: LowerPane) => void;
  /** Indices have no volume: their lower pane offers MACD and RSI only. */
  showVolume: boolean;
  /** Candle charts have indicators; the time-share has none. */
  hasIndicators: boolean;
  onFullScreen: () => void;
  isFullScreen: boolean;
}

export function ChartIndicatorChoice(props: ChartIndicatorChoiceProps) {
  const { showAverages, onAveragesChange, lowerPane, onLowerPaneChange, showVolume, hasIndicators } = props;
  const { t } = useTranslation();
  const panes = LOWER_PANES.filter((pane) => pane !== 'volume' || showVolume);
  return (
    <div className="chart-indicators">
      {hasIndicators && (
        <>
          <button
            type="button"
            className={`chart-indicator${showAverages ? ' active' : ''}`}
            aria-pressed={showAverages}
            onClick={() => onAveragesChange(!showAverages)}
            data-testid="chart-averages"
          >
            {t('stockDetail.chart.averages')}
          </button>
          <div className="chart-adjustments" role="radiogroup" aria-label={t('stockDetail.chart.lowerPane')}>
            {panes.map((pane) => (
              <button
                key={pane}
                type="button"
                role="radio"
                aria-checked={pane === lowerPane}
                className={`chart-adjustment${pane === lowerPane ? ' active' : ''}`}
                onClick={() => onLowerPaneChange(pane)}
                data-testid={`chart-pane-${pane}`}
              >
                {t(`stockDetail.chart.panes.${pane}`)}
              </button>
            ))}
          </div>
        </>
      )}
      <button
        type="button"
        className="chart-indicator chart-fullscreen-button"
        onClick={props.onFullScreen}
        aria-label={t(
          props.isFullScreen ? 'stockDetail.chart.exitFullScreen' : 'stockDetail.chart.fullScreen',
        )}
        data-testid="chart-fullscreen"
      >
        {props.isFullScreen ? '✕' : '⤢'}
      </button>
    </div>
  );
}
