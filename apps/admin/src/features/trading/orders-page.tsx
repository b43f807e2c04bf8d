// Orders of every member (all staff): filters, ten a page from the server, and totals per currency
// of everything that matches (count, funds held by pending orders, amount of filled orders).
import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from '@saham/contract/trading';
import type { AdminOrder } from '@saham/contract/admin-trading';
import { formatMoney } from '@saham/domain/format-money';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
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
    { key: 'orderNo', title: t('trading.orderNo'), dataIndex: 'orderNo' },
    {
      key: 'member',
      title: t('trading.account'),
      render: (_, row) => <Link to={`/members/${row.memberId}`}>{row.memberAccount}</Link>,
    },
    { key: 'symbol', title: t('trading.symbol'), dataIndex: 'symbol' },
    { key: 'kind', title: t('trading.kind'), render: (_, row) => t(`trading.kinds.${row.kind}`) },
    {
      key: 'direction',
      title: t('trading.direction'),
      render: (_, row) => <DirectionTag direction={row.direction} />,
    },
    {
      key: 'priceType',
      title: t('trading.priceType'),
      render: (_, row) => t(`trading.priceTypes.${row.priceType}`),
    },
    { key: 'price', title: t('trading.price'), align: 'right', render: (_, row) => row.price ?? '—' },
    { key: 'quantity', title: t('trading.quantity'), align: 'right', dataIndex: 'quantity' },
    { key: 'leverage', title: t('trading.leverage'), align: 'right', render: (_, row) => `${row.leverage}×` },
    {
      key: 'frozen',
      title: t('trading.frozen'),
      align: 'right',
      render: (_, row) => `${formatMoney(row.frozen, { currency: row.currency })} ${row.currency}`,
    },
    {
      key: 'fillPrice',
      title: t('trading.fillPrice'),
      align: 'right',
      render: (_, row) => row.fillPrice ?? '—',
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
      render: (_, row) => formatDateTime(row.createdAt, language),
    },
  ];
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
