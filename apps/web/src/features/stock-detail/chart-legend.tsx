// The values above the chart: the hovered bar's, or the latest one's when nothing is hovered.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../shared/format/format-number.ts';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import type { Bar } from './chart-bars.ts';
import { compactNumber } from './detail-format.ts';

export interface Legend {
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

export function ChartLegend({ legend, isTimeShare, precision, showVolume, prevClose }: ChartLegendProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (legend === null) return <div className="chart-legend" />;
  const { bar } = legend;
  // A candle is coloured by its own move; the time-share price by the move from the previous close.
  const reference = isTimeShare ? prevClose : bar.open;
  const tone = bar.close > reference ? 'up' : bar.close < reference ? 'down' : '';
  const price = (value: number) => formatNumber(value.toFixed(precision));
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
