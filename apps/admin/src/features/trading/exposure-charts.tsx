// The exposure charts (loaded on their own, so the charting library stays out of the entry chunk):
// long and short notional per market, and the net notional of a market's top instruments.
import { Bar, Column } from '@ant-design/plots';
import { formatMoney } from '@saham/domain/format-money';
import type { InstrumentBar, MarketBar } from './exposure-chart-data.ts';

const money = (value: unknown) => (typeof value === 'number' ? formatMoney(value.toFixed(2)) : String(value));

export function MarketExposureChart({ data }: { data: MarketBar[] }) {
  return (
    <div data-testid="exposure-market-chart">
      <Column
        data={data}
        xField="market"
        yField="value"
        colorField="side"
        group
        height={280}
        scale={{ color: { range: ['#3f8600', '#cf1322'] } }}
        axis={{ y: { labelFormatter: money } }}
        tooltip={{ items: [{ channel: 'y', valueFormatter: money }] }}
      />
    </div>
  );
}

export function TopInstrumentsChart({ data }: { data: InstrumentBar[] }) {
  return (
    <div data-testid="exposure-instrument-chart">
      <Bar
        data={data}
        xField="symbol"
        yField="value"
        height={Math.max(160, data.length * 36 + 60)}
        marginRight={32}
        style={{ fill: (datum: InstrumentBar) => (datum.value < 0 ? '#cf1322' : '#3f8600') }}
        axis={{ y: { labelFormatter: money, labelAutoRotate: false, tickCount: 4 } }}
        tooltip={{ items: [{ channel: 'y', valueFormatter: money }] }}
      />
    </div>
  );
}
