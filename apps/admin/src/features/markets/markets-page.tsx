// The seven markets at a glance: currency, timezone, the phase right now, lot, leverage, short selling
// and how many instruments each has. A row opens the market's rules.
import { Button, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminMarket } from '@saham/contract/admin-markets';
import { nameIn } from '@saham/domain/markets/instrument';
import type { Phase } from '@saham/domain/markets/types';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useMarkets } from './api/markets.ts';

const PHASE_COLOURS: Record<Phase, string> = {
  pre_open: 'gold',
  auction: 'orange',
  continuous: 'green',
  closing_auction: 'volcano',
  closed: 'default',
};

export function PhaseTag({ phase }: { phase: Phase }) {
  const { t } = useTranslation();
  return <Tag color={PHASE_COLOURS[phase]}>{t(`markets.phases.${phase}`)}</Tag>;
}

export function MarketsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const markets = useMarkets();

  const columns: TableColumnsType<AdminMarket> = [
    { key: 'code', title: t('markets.code'), dataIndex: 'code' },
    { key: 'name', title: t('markets.name'), render: (_, market) => nameIn(market.name, language) },
    { key: 'currency', title: t('markets.currency'), dataIndex: 'currency' },
    { key: 'timezone', title: t('markets.timezone'), dataIndex: 'timezone' },
    {
      key: 'phaseNow',
      title: t('markets.phaseNow'),
      dataIndex: 'phaseNow',
      render: (phase: Phase) => <PhaseTag phase={phase} />,
    },
    { key: 'lotSize', title: t('markets.lotSize'), dataIndex: 'lotSize', align: 'right' },
    {
      key: 'maxLeverage',
      title: t('markets.maxLeverage'),
      dataIndex: 'maxLeverage',
      align: 'right',
      render: (leverage: number) => `${leverage}×`,
    },
    {
      key: 'short',
      title: t('markets.shortSelling'),
      dataIndex: 'isShortSellingAllowed',
      render: (isAllowed: boolean) => (isAllowed ? t('common.yes') : t('common.no')),
    },
    {
      key: 'instrumentCount',
      title: t('markets.instrumentCount'),
      dataIndex: 'instrumentCount',
      align: 'right',
      render: (total: number, market) => <Link to={`/instruments?market=${market.code}`}>{total}</Link>,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, market) => (
        <Link to={`/markets/${market.code}`} data-testid={`market-open-${market.code}`}>
          <Button size="small">{t('markets.open')}</Button>
        </Link>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('nav.markets')} />
      <Table<AdminMarket>
        rowKey="code"
        columns={columns}
        dataSource={markets.data}
        loading={markets.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        size="middle"
        data-testid="markets-table"
      />
    </>
  );
}
