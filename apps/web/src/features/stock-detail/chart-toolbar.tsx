// The chart's choices: its period (time-share, minutes, day and longer) and, for a stock's day and
// longer candles, the price adjustment.
import { useTranslation } from 'react-i18next';
import type { CandlePeriod } from '@saham/contract/quotes';
import type { AdjustmentMode } from '@saham/domain/prices/adjustment';

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

interface ChartPeriodTabsProps {
  period: CandlePeriod;
  onChange: (period: CandlePeriod) => void;
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
