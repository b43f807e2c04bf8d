// The broker's open exposure (all staff): per market and per instrument, long and short quantity,
// notional at the latest price, net, members' floating P&L and the broker's opposite; with a bar
// chart per market and one of a market's top instruments. Each market is in its own currency.
import { lazy, Suspense, useState } from 'react';
import { Card, Col, Empty, Row, Segmented, Skeleton, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstrumentExposure, MarketExposure } from '@saham/contract/admin-trading';
import type { Currency } from '@saham/domain/currencies';
import { formatMoney } from '@saham/domain/format-money';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useExposure } from './api/exposure.ts';
import { marketBars, topInstrumentBars } from './exposure-chart-data.ts';
import { SignedMoney } from './trading-tags.tsx';

const MarketExposureChart = lazy(() =>
  import('./exposure-charts.tsx').then((module) => ({ default: module.MarketExposureChart })),
);
const TopInstrumentsChart = lazy(() =>
  import('./exposure-charts.tsx').then((module) => ({ default: module.TopInstrumentsChart })),
);

interface SignedFigures {
  currency: Currency;
  netNotional: string;
  memberPnl: string;
  brokerPnl: string;
}

/** The last columns of both tables: the net notional and both sides' P&L, signed in their currency. */
function useSignedColumns<R extends SignedFigures>(): TableColumnsType<R> {
  const { t } = useTranslation();
  return [
    {
      key: 'net',
      title: t('trading.netNotional'),
      align: 'right',
      render: (_, row) => <SignedMoney amount={row.netNotional} currency={row.currency} />,
    },
    {
      key: 'memberPnl',
      title: t('trading.memberPnl'),
      align: 'right',
      render: (_, row) => <SignedMoney amount={row.memberPnl} currency={row.currency} />,
    },
    {
      key: 'brokerPnl',
      title: t('trading.brokerPnl'),
      align: 'right',
      render: (_, row) => <SignedMoney amount={row.brokerPnl} currency={row.currency} />,
    },
  ];
}

function useMarketColumns(): TableColumnsType<MarketExposure> {
  const { t } = useTranslation();
  const signedColumns = useSignedColumns<MarketExposure>();
  const money = (amount: string, row: MarketExposure) => formatMoney(amount, { currency: row.currency });
  return [
    { key: 'market', title: t('trading.market'), render: (_, row) => `${row.market} · ${row.currency}` },
    { key: 'instruments', title: t('trading.instrumentCount'), align: 'right', dataIndex: 'instrumentCount' },
    { key: 'positions', title: t('trading.positionCount'), align: 'right', dataIndex: 'positionCount' },
    {
      key: 'long',
      title: t('trading.longNotional'),
      align: 'right',
      render: (_, row) => money(row.longNotional, row),
    },
    {
      key: 'short',
      title: t('trading.shortNotional'),
      align: 'right',
      render: (_, row) => money(row.shortNotional, row),
    },
    ...signedColumns,
  ];
}

function useInstrumentColumns(): TableColumnsType<InstrumentExposure> {
  const { t } = useTranslation();
  const signedColumns = useSignedColumns<InstrumentExposure>();
  const money = (amount: string, row: InstrumentExposure) => formatMoney(amount, { currency: row.currency });
  return [
    { key: 'symbol', title: t('trading.symbol'), dataIndex: 'symbol' },
    { key: 'positions', title: t('trading.positionCount'), align: 'right', dataIndex: 'positionCount' },
    { key: 'longQuantity', title: t('trading.longQuantity'), align: 'right', dataIndex: 'longQuantity' },
    { key: 'shortQuantity', title: t('trading.shortQuantity'), align: 'right', dataIndex: 'shortQuantity' },
    { key: 'netQuantity', title: t('trading.netQuantity'), align: 'right', dataIndex: 'netQuantity' },
    {
      key: 'lastPrice',
      title: t('trading.lastPrice'),
      align: 'right',
      render: (_, row) => row.lastPrice ?? t('trading.noPrice'),
    },
    {
      key: 'long',
      title: t('trading.longNotional'),
      align: 'right',
      render: (_, row) => `${money(row.longNotional, row)} ${row.currency}`,
    },
    {
      key: 'short',
      title: t('trading.shortNotional'),
      align: 'right',
      render: (_, row) => `${money(row.shortNotional, row)} ${row.currency}`,
    },
    ...signedColumns,
  ];
}

export function ExposurePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const exposure = useExposure();
  const marketColumns = useMarketColumns();
  const instrumentColumns = useInstrumentColumns();
  const [chosen, setChosen] = useState<string | null>(null);
  const data = exposure.data;
  const markets = data?.markets ?? [];
  // The market with the most open positions first; staff pick another above the chart.
  const busiest = markets.reduce<MarketExposure | null>(
    (best, row) => (best === null || row.positionCount > best.positionCount ? row : best),
    null,
  );
  const market = chosen ?? busiest?.market ?? null;
  const chartFallback = <Skeleton active paragraph={{ rows: 5 }} />;

  return (
    <>
      <PageHeader
        title={t('nav.exposure')}
        extra={
          data ? (
            <Typography.Text type="secondary">
              {t('trading.asOf', { at: formatDateTime(data.asOf, language) })}
            </Typography.Text>
          ) : null
        }
      />
      {data && markets.length === 0 ? (
        <Card>
          <Empty description={t('trading.noExposure')} data-testid="exposure-empty" />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card title={t('trading.byMarket')} loading={!data}>
              <Suspense fallback={chartFallback}>
                <MarketExposureChart
                  data={marketBars(markets, {
                    long: t('trading.directions.long'),
                    short: t('trading.directions.short'),
                  })}
                />
              </Suspense>
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card
              title={t('trading.topInstruments')}
              loading={!data}
              extra={
                markets.length > 1 ? (
                  <Segmented
                    size="small"
                    value={market ?? ''}
                    onChange={(value) => setChosen(value)}
                    options={markets.map((row) => row.market)}
                    data-testid="exposure-market-select"
                  />
                ) : null
              }
            >
              <Suspense fallback={chartFallback}>
                <TopInstrumentsChart
                  data={market ? topInstrumentBars(data?.instruments ?? [], market) : []}
                />
              </Suspense>
            </Card>
          </Col>
          <Col span={24}>
            <Card title={t('trading.byMarket')}>
              <Table<MarketExposure>
                rowKey={(row) => `${row.market}:${row.currency}`}
                columns={marketColumns}
                dataSource={markets}
                loading={exposure.isFetching && !data}
                pagination={false}
                scroll={{ x: 'max-content' }}
                size="middle"
                data-testid="exposure-markets-table"
              />
            </Card>
          </Col>
          <Col span={24}>
            <Card title={t('trading.byInstrument')}>
              <Table<InstrumentExposure>
                rowKey="symbol"
                columns={instrumentColumns}
                dataSource={data?.instruments}
                loading={exposure.isFetching && !data}
                pagination={{ pageSize: 10, showSizeChanger: false }}
                scroll={{ x: 'max-content' }}
                size="middle"
                data-testid="exposure-instruments-table"
              />
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}
