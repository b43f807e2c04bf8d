// Positions of every member (all staff): filters, ten a page from the server, totals per currency
// (count, margin, P&L: realised for closed, floating at the latest price for open), and a drawer
// with the position's fills where the desk (admin, reviewer) can close a holding one with a reason.
import { useState } from 'react';
import { Button } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { POSITION_STATUSES } from '@saham/contract/trading';
import type { AdminPosition } from '@saham/contract/admin-trading';
import { formatMoney } from '@saham/domain/format-money';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { formatMarketPrice } from '../../shared/format/format-number.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useSearchPositions } from './api/search-positions.ts';
import { PositionDrawer } from './position-drawer.tsx';
import { TradingSearchPage, useTradingSearch } from './search-page.tsx';
import { DirectionTag, PositionStatusTag, SignedMoney } from './trading-tags.tsx';

type PositionStatus = (typeof POSITION_STATUSES)[number];

function useColumns(onOpen: (id: number) => void): TableColumnsType<AdminPosition> {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'positionNo',
      title: t('trading.positionNo'),
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => onOpen(row.id)}
          data-testid={`position-open-${row.id}`}
        >
          {row.positionNo}
        </Button>
      ),
    },
    {
      key: 'member',
      title: t('trading.account'),
      render: (_, row) => <Link to={`/members/${row.memberId}`}>{row.memberAccount}</Link>,
    },
    { key: 'symbol', title: t('trading.symbol'), dataIndex: 'symbol' },
    {
      key: 'direction',
      title: t('trading.direction'),
      render: (_, row) => <DirectionTag direction={row.direction} />,
    },
    { key: 'quantity', title: t('trading.quantity'), align: 'right', dataIndex: 'quantity' },
    { key: 'leverage', title: t('trading.leverage'), align: 'right', render: (_, row) => `${row.leverage}×` },
    {
      key: 'entryPrice',
      title: t('trading.entryPrice'),
      align: 'right',
      render: (_, row) => formatMarketPrice(row.entryPrice, row.market),
    },
    {
      key: 'currentPrice',
      title: t('trading.currentPrice'),
      align: 'right',
      render: (_, row) => (row.currentPrice === null ? '—' : formatMarketPrice(row.currentPrice, row.market)),
    },
    {
      key: 'margin',
      title: t('trading.margin'),
      align: 'right',
      render: (_, row) => `${formatMoney(row.margin, { currency: row.currency })} ${row.currency}`,
    },
    {
      key: 'profit',
      title: t('trading.profit'),
      align: 'right',
      render: (_, row) => <SignedMoney amount={row.profit} currency={row.currency} />,
    },
    {
      key: 'status',
      title: t('trading.status'),
      render: (_, row) => <PositionStatusTag status={row.status} />,
    },
    {
      key: 'openedAt',
      title: t('trading.openedAt'),
      render: (_, row) => formatDateTime(row.openedAt, language),
    },
  ];
}

export function PositionsPage() {
  const { t } = useTranslation();
  const search = useTradingSearch<PositionStatus>();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useSearchPositions(search.request);
  const columns = useColumns(setOpenId);

  return (
    <TradingSearchPage
      title={t('nav.tradingPositions')}
      statuses={POSITION_STATUSES}
      statusLabel={(status) => t(`trading.positionStatuses.${status}`)}
      testIdPrefix="positions"
      search={search}
      answer={list.data}
      isFetching={list.isFetching}
      columns={columns}
      totalFigures={(total) => [
        {
          key: 'margin',
          label: t('trading.margin'),
          children: formatMoney(total.margin, { currency: total.currency }),
        },
        {
          key: 'profit',
          label: t('trading.profit'),
          children: <SignedMoney amount={total.profit} currency={total.currency} />,
        },
      ]}
    >
      <PositionDrawer positionId={openId} onClose={() => setOpenId(null)} />
    </TradingSearchPage>
  );
}
