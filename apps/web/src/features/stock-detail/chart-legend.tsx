// The values above the chart: the hovered bar's, or the latest one's when nothing is hovered, with
// the moving averages (when shown) and the lower pane's MACD or RSI at that bar.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../shared/format/format-number.ts';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import type { Bar } from './chart-bars.ts';
import type { IndicatorReadings, LowerPane } from './chart-indicators.ts';
import { AVERAGE_COLOURS, MACD_COLOURS, RSI_COLOUR } from './chart-series.ts';
import { compactNumber } from './detail-format.ts';

export interface Legend {
  bar: Bar;
  isHovered: boolean;
  /** Candle charts: the indicators at the bar; null for the time-share. */
  readings: IndicatorReadings | null;
}

interface IndicatorLegendProps {
  readings: IndicatorReadings;
  precision: number;
  showAverages: boolean;
  lowerPane: LowerPane;
}

/** MA5 … MA60 in their line colours, then MACD's DIF, DEA and histogram or RSI(14). */
export function IndicatorLegend({ readings, precision, showAverages, lowerPane }: IndicatorLegendProps) {
  const value = (reading: number | null, decimals: number) =>
    reading === null ? '–' : formatNumber(reading.toFixed(decimals));
  const macdDecimals = Math.min(8, precision + 2);
  return (
    <>
      {showAverages && (
        <div className="chart-legend chart-legend-averages" data-testid="chart-legend-averages">
          {readings.averages.map(({ length, value: reading }) => (
            <span key={length} style={{ color: AVERAGE_COLOURS[length] }}>
              MA{length} {value(reading, precision)}
            </span>
          ))}
        </div>
      )}
      {lowerPane === 'macd' && (
        <div className="chart-legend" data-testid="chart-legend-lower">
          <span>MACD(12,26,9)</span>
          <span style={{ color: MACD_COLOURS.dif }}>DIF {value(readings.dif, macdDecimals)}</span>
          <span style={{ color: MACD_COLOURS.dea }}>DEA {value(readings.dea, macdDecimals)}</span>
          <span>
            MACD <b>{value(readings.histogram, macdDecimals)}</b>
          </span>
        </div>
      )}
      {lowerPane === 'rsi' && (
        <div className="chart-legend" data-testid="chart-legend-lower">
          <span style={{ color: RSI_COLOUR }}>RSI(14) {value(readings.rsi, 2)}</span>
        </div>
      )}
    </>
  );
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
