// Positions of every member (all staff): filters, ten a page from the server, totals per currency
// (count, margin, P&L: realised for closed, floating at the latest price for open), and a drawer
// with the position's fills where the desk (admin, reviewer) can close a holding one with a reason.
import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Flex, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { POSITION_STATUSES } from '@saham/contract/trading';
import type { AdminPosition } from '@saham/contract/admin-trading';
import { formatMoney } from '@saham/domain/format-money';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import { useSearchPositions, type PositionsAnswer } from './api/search-positions.ts';
import { PositionDrawer } from './position-drawer.tsx';
import { SearchFilters } from './search-filters.tsx';
import { toSearchRequest, type SearchValues } from './search-request.ts';
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
    { key: 'entryPrice', title: t('trading.entryPrice'), align: 'right', dataIndex: 'entryPrice' },
    {
      key: 'currentPrice',
      title: t('trading.currentPrice'),
      align: 'right',
      render: (_, row) => row.currentPrice ?? '—',
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

function PositionTotals({ answer }: { answer: PositionsAnswer | undefined }) {
  const { t } = useTranslation();
  if (!answer) return null;
  if (answer.totals.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Flex gap={16} wrap data-testid="positions-totals">
      {answer.totals.map((total) => (
        <Card key={total.currency} size="small" title={total.currency} style={{ minWidth: 240 }}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'count', label: t('trading.count'), children: total.count },
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
          />
        </Card>
      ))}
    </Flex>
  );
}

export function PositionsPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState<SearchValues<PositionStatus>>({});
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useSearchPositions(toSearchRequest(values, page));
  const columns = useColumns(setOpenId);

  return (
    <>
      <PageHeader title={t('nav.tradingPositions')} />
      <SearchFilters
        statuses={POSITION_STATUSES}
        statusLabel={(status) => t(`trading.positionStatuses.${status}`)}
        onSearch={(next) => {
          setValues(next);
          setPage(1);
        }}
        testIdPrefix="positions"
      />
      <Typography.Title level={5}>{t('trading.totals')}</Typography.Title>
      <div style={{ marginBottom: 16 }}>
        <PositionTotals answer={list.data} />
      </div>
      <Table<AdminPosition>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={serverPaging(page, list.data?.total, setPage)}
        scroll={{ x: 'max-content' }}
        size="middle"
        data-testid="positions-table"
      />
      <PositionDrawer positionId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
