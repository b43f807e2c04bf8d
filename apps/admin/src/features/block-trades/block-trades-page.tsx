// Block trades: the deals (ten a page, search by symbol; add, edit, switch on or off — every change
// audited by the server) and, on the second tab, the members' purchases (filter by deal or account).
import { useState } from 'react';
import { Button, Input, Space, Switch, Table, Tabs, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  createBlockDeal,
  setBlockDealEnabled,
  updateBlockDeal,
  type AdminBlockDeal,
  type AdminBlockOrder,
  type BlockDealState,
} from '@saham/contract/block-trades';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { formatMoney } from '../../shared/format/format-number.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import { useBlockDeals, useBlockOrders, useSetBlockDealEnabled } from './api/block-trades.ts';
import { DealDrawer } from './deal-drawer.tsx';

const STATE_COLOURS: Record<BlockDealState, string> = { open: 'green', upcoming: 'gold', closed: 'default' };

export function BlockTradesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'orders' ? 'orders' : 'deals';
  const showOrdersOf = (dealId: number) => setParams({ tab: 'orders', deal: String(dealId) });
  return (
    <>
      <PageHeader title={t('nav.blockTrades')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={[
          { key: 'deals', label: t('blockTrades.deals'), children: <DealsTab onShowOrders={showOrdersOf} /> },
          { key: 'orders', label: t('blockTrades.orders'), children: <OrdersTab /> },
        ]}
        data-testid="block-trades-tabs"
      />
    </>
  );
}

function DealsTab({ onShowOrders }: { onShowOrders: (dealId: number) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useBlockDeals({ page, search: search || undefined });
  const canCreate = useCanCall(createBlockDeal);
  const canEdit = useCanCall(updateBlockDeal);
  const canSwitch = useCanCall(setBlockDealEnabled);
  const setEnabled = useSetBlockDealEnabled();
  const [editing, setEditing] = useState<AdminBlockDeal | null>(null);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  const columns: TableColumnsType<AdminBlockDeal> = [
    {
      key: 'instrument',
      title: t('blockTrades.instrument'),
      render: (_, deal) => (
        <Space direction="vertical" size={0}>
          <strong>{deal.symbol}</strong>
          <span>{deal.names[language] || deal.names.en}</span>
        </Space>
      ),
    },
    {
      key: 'blockPrice',
      title: t('blockTrades.blockPrice'),
      align: 'right',
      render: (_, deal) => `${deal.blockPrice} ${deal.currency}`,
    },
    {
      key: 'lastPrice',
      title: t('blockTrades.lastPrice'),
      align: 'right',
      render: (_, deal) => deal.lastPrice ?? '—',
    },
    { key: 'minShares', title: t('blockTrades.minShares'), align: 'right', dataIndex: 'minShares' },
    {
      key: 'window',
      title: t('blockTrades.window'),
      render: (_, deal) => (
        <Space direction="vertical" size={0}>
          <span>{formatDateTime(deal.opensAt, language)}</span>
          <span>{formatDateTime(deal.closesAt, language)}</span>
        </Space>
      ),
    },
    { key: 'lockDays', title: t('blockTrades.lockDays'), align: 'right', dataIndex: 'lockDays' },
    {
      key: 'state',
      title: t('common.status'),
      render: (_, deal) => (
        <Tag color={STATE_COLOURS[deal.state]}>{t(`blockTrades.states.${deal.state}`)}</Tag>
      ),
    },
    {
      key: 'sold',
      title: t('blockTrades.sold'),
      align: 'right',
      render: (_, deal) => (
        <Button
          type="link"
          size="small"
          onClick={() => onShowOrders(deal.id)}
          data-testid={`block-deal-orders-${deal.id}`}
        >
          {t('blockTrades.soldValue', { count: deal.orderCount, shares: deal.soldShares })}
        </Button>
      ),
    },
    {
      key: 'enabled',
      title: t('blockTrades.enabled'),
      render: (_, deal) => (
        <Switch
          checked={deal.isEnabled}
          disabled={!canSwitch}
          loading={setEnabled.isPending && setEnabled.variables.id === deal.id}
          onChange={(isEnabled) => setEnabled.mutate({ id: deal.id, isEnabled })}
          data-testid={`block-deal-switch-${deal.id}`}
        />
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, deal) =>
        canEdit && (
          <Button
            size="small"
            onClick={() => {
              setEditing(deal);
              setIsDrawerOpen(true);
            }}
            data-testid={`block-deal-edit-${deal.id}`}
          >
            {t('blockTrades.edit')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Input.Search
          allowClear
          placeholder={t('blockTrades.searchPlaceholder')}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          style={{ width: 280 }}
          data-testid="block-deal-search"
        />
        {canCreate && (
          <Button
            type="primary"
            onClick={() => {
              setEditing(null);
              setIsDrawerOpen(true);
            }}
            data-testid="block-deal-add"
          >
            {t('blockTrades.add')}
          </Button>
        )}
      </Space>
      <Table<AdminBlockDeal>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={serverPaging(page, list.data?.total, setPage)}
        scroll={{ x: 'max-content' }}
        size="middle"
        data-testid="block-deals-table"
      />
      <DealDrawer open={isDrawerOpen} deal={editing} onClose={() => setIsDrawerOpen(false)} />
    </>
  );
}

function OrdersTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const dealParam = Number(params.get('deal'));
  const dealId = Number.isInteger(dealParam) && dealParam > 0 ? dealParam : undefined;
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const list = useBlockOrders({ page, dealId, account: account || undefined });
  const money = (amount: string, order: AdminBlockOrder) => `${formatMoney(amount)} ${order.currency}`;
  const columns: TableColumnsType<AdminBlockOrder> = [
    { key: 'orderNo', title: t('blockTrades.orderNo'), dataIndex: 'orderNo' },
    { key: 'account', title: t('blockTrades.account'), dataIndex: 'memberAccount' },
    { key: 'symbol', title: t('blockTrades.instrument'), dataIndex: 'symbol' },
    { key: 'quantity', title: t('blockTrades.quantity'), align: 'right', dataIndex: 'quantity' },
    { key: 'price', title: t('blockTrades.blockPrice'), align: 'right', dataIndex: 'price' },
    { key: 'amount', title: t('blockTrades.amount'), align: 'right', render: (_, o) => money(o.amount, o) },
    { key: 'fee', title: t('blockTrades.fee'), align: 'right', render: (_, o) => money(o.fee, o) },
    { key: 'tax', title: t('blockTrades.tax'), align: 'right', render: (_, o) => money(o.tax, o) },
    { key: 'total', title: t('blockTrades.total'), align: 'right', render: (_, o) => money(o.total, o) },
    {
      key: 'lockedUntil',
      title: t('blockTrades.lockedUntil'),
      render: (_, o) => formatDateTime(o.lockedUntil, language),
    },
    {
      key: 'createdAt',
      title: t('blockTrades.createdAt'),
      render: (_, o) => formatDateTime(o.createdAt, language),
    },
  ];
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        {dealId !== undefined && (
          <Tag data-testid="block-orders-deal">{t('blockTrades.dealFilter', { id: dealId })}</Tag>
        )}
        <Input.Search
          allowClear
          placeholder={t('blockTrades.accountPlaceholder')}
          onSearch={(value) => {
            setAccount(value.trim());
            setPage(1);
          }}
          style={{ width: 240 }}
          data-testid="block-orders-search"
        />
      </Space>
      <Table<AdminBlockOrder>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={serverPaging(page, list.data?.total, setPage)}
        scroll={{ x: 'max-content' }}
        size="middle"
        data-testid="block-orders-table"
      />
    </>
  );
}
