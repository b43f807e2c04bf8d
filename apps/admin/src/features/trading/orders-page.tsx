// Orders of every member (all staff): filters, ten a page from the server, and totals per currency
// of everything that matches (count, funds held by pending orders, amount of filled orders). The main
// columns fit a 1440-px screen; the kind, price type, leverage and funds held open in the row.
import { Flex, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from '@saham/contract/trading';
import type { AdminOrder } from '@saham/contract/admin-trading';
import { formatMoney } from '@saham/domain/format-money';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { formatMarketPrice } from '../../shared/format/format-number.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useSearchOrders } from './api/search-orders.ts';
import { TradingSearchPage, useTradingSearch } from './search-page.tsx';
import { DirectionTag } from './trading-tags.tsx';

type OrderStatus = (typeof ORDER_STATUSES)[number];

const STATUS_COLORS: Record<OrderStatus, string> = { pending: 'gold', filled: 'green', cancelled: 'default' };

function useColumns(): TableColumnsType<AdminOrder> {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'orderNo',
      title: t('trading.orderNo'),
      render: (_, row) => (
        <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{row.orderNo}</span>
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
      render: (_, row) => (
        <>
          <DirectionTag direction={row.direction} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`trading.kinds.${row.kind}`)}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'price',
      title: t('trading.price'),
      align: 'right',
      render: (_, row) =>
        row.price === null
          ? t(`trading.priceTypes.${row.priceType}`)
          : formatMarketPrice(row.price, row.market),
    },
    { key: 'quantity', title: t('trading.quantity'), align: 'right', dataIndex: 'quantity' },
    {
      key: 'fillPrice',
      title: t('trading.fillPrice'),
      align: 'right',
      render: (_, row) => (row.fillPrice === null ? '—' : formatMarketPrice(row.fillPrice, row.market)),
    },
    {
      key: 'status',
      title: t('trading.status'),
      render: (_, row) => (
        <Tag color={STATUS_COLORS[row.status]}>{t(`trading.orderStatuses.${row.status}`)}</Tag>
      ),
    },
    {
      key: 'createdAt',
      title: t('trading.createdAt'),
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt, language)}</span>
      ),
    },
  ];
}

/** What an expanded row adds: the order's kind, price type, leverage and the funds it holds. */
function OrderDetails({ row }: { row: AdminOrder }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'kind', label: t('trading.kind'), value: t(`trading.kinds.${row.kind}`) },
    { key: 'priceType', label: t('trading.priceType'), value: t(`trading.priceTypes.${row.priceType}`) },
    { key: 'leverage', label: t('trading.leverage'), value: `${row.leverage}×` },
    {
      key: 'frozen',
      label: t('trading.frozen'),
      value: `${formatMoney(row.frozen, { currency: row.currency })} ${row.currency}`,
    },
  ];
  return (
    <Flex wrap gap="8px 32px" data-testid={`orders-details-${row.id}`}>
      {figures.map((figure) => (
        <span key={figure.key}>
          <Typography.Text type="secondary">{figure.label}: </Typography.Text>
          {figure.value}
        </span>
      ))}
    </Flex>
  );
}

export function OrdersPage() {
  const { t } = useTranslation();
  const search = useTradingSearch<OrderStatus>();
  const list = useSearchOrders(search.request);
  const columns = useColumns();

  return (
    <TradingSearchPage
      title={t('nav.tradingOrders')}
      statuses={ORDER_STATUSES}
      statusLabel={(status) => t(`trading.orderStatuses.${status}`)}
      testIdPrefix="orders"
      search={search}
      answer={list.data}
      isFetching={list.isFetching}
      columns={columns}
      expandable={{ expandedRowRender: (row) => <OrderDetails row={row} /> }}
      totalFigures={(total) => [
        {
          key: 'frozen',
          label: t('trading.frozenTotal'),
          children: formatMoney(total.frozen, { currency: total.currency }),
        },
        {
          key: 'filled',
          label: t('trading.filledAmount'),
          children: formatMoney(total.filledAmount, { currency: total.currency }),
        },
      ]}
    />
  );
}
