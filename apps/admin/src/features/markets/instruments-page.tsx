// Instruments of every market, ten a page: search by code or by a name in any language, filter by
// market and status, add and edit, and list, unlist or suspend with a reason for the audit log.
import { useState } from 'react';
import { Button, Dropdown, Input, Select, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  createInstrument,
  setInstrumentStatus,
  updateInstrument,
  type AdminInstrument,
} from '@saham/contract/admin-markets';
import { INSTRUMENT_STATUSES, nameIn, type InstrumentStatus } from '@saham/domain/markets/instrument';
import { MARKET_CODES, isMarketCode } from '@saham/domain/markets/types';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { ReasonModal } from '../../shared/ui/reason-modal.tsx';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import { useInstruments, useSetInstrumentStatus } from './api/instruments.ts';
import { InstrumentDrawer } from './instrument-drawer.tsx';

const STATUS_COLOURS: Record<InstrumentStatus, string> = {
  listed: 'green',
  unlisted: 'default',
  suspended: 'red',
};

function isStatus(value: string | null): value is InstrumentStatus {
  return value !== null && INSTRUMENT_STATUSES.some((known) => known === value);
}

export function InstrumentsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const marketParam = params.get('market');
  const statusParam = params.get('status');
  const market = isMarketCode(marketParam) ? marketParam : undefined;
  const status = isStatus(statusParam) ? statusParam : undefined;
  const search = params.get('search') ?? '';
  const [page, setPage] = useState(1);
  const list = useInstruments({ page, search: search || undefined, market, status });
  const canCreate = useCanCall(createInstrument);
  const canEdit = useCanCall(updateInstrument);
  const canSetStatus = useCanCall(setInstrumentStatus);
  const setStatus = useSetInstrumentStatus();
  const [editing, setEditing] = useState<AdminInstrument | null>(null);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [statusChange, setStatusChange] = useState<{
    instrument: AdminInstrument;
    status: InstrumentStatus;
  } | null>(null);

  const setFilter = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    setPage(1);
  };

  const columns: TableColumnsType<AdminInstrument> = [
    { key: 'symbol', title: t('instruments.symbol'), dataIndex: 'symbol' },
    { key: 'name', title: t('instruments.name'), render: (_, item) => nameIn(item.names, language) },
    {
      key: 'assetClass',
      title: t('instruments.assetClass'),
      dataIndex: 'assetClass',
      render: (value: AdminInstrument['assetClass']) => t(`instruments.assetClasses.${value}`),
    },
    {
      key: 'tab',
      title: t('instruments.tab'),
      dataIndex: 'tab',
      render: (value: AdminInstrument['tab']) => t(`instruments.tabs.${value}`),
    },
    {
      key: 'prevClose',
      title: t('instruments.prevClose'),
      align: 'right',
      render: (_, item) => `${item.prevClose} ${item.currency}`,
    },
    {
      key: 'lotSize',
      title: t('instruments.lotSize'),
      dataIndex: 'lotSize',
      align: 'right',
      render: (lot: string | null) => lot ?? '—',
    },
    {
      key: 'status',
      title: t('common.status'),
      render: (_, item) => (
        <Tag color={STATUS_COLOURS[item.status]} title={item.statusReason ?? undefined}>
          {t(`instruments.statuses.${item.status}`)}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, item) => (
        <Space>
          {canEdit && (
            <Button
              size="small"
              onClick={() => {
                setEditing(item);
                setIsDrawerOpen(true);
              }}
              data-testid={`instrument-edit-${item.symbol}`}
            >
              {t('instruments.edit')}
            </Button>
          )}
          {canSetStatus && (
            <Dropdown
              menu={{
                items: INSTRUMENT_STATUSES.filter((value) => value !== item.status).map((value) => ({
                  key: value,
                  label: t(`instruments.setStatus.${value}`),
                })),
                onClick: ({ key }) => {
                  if (isStatus(key)) setStatusChange({ instrument: item, status: key });
                },
              }}
            >
              <Button size="small" data-testid={`instrument-status-${item.symbol}`}>
                {t('instruments.changeStatus')}
              </Button>
            </Dropdown>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('nav.instruments')}
        extra={
          canCreate ? (
            <Button
              type="primary"
              onClick={() => {
                setEditing(null);
                setIsDrawerOpen(true);
              }}
              data-testid="instrument-add"
            >
              {t('instruments.add')}
            </Button>
          ) : null
        }
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          defaultValue={search}
          placeholder={t('instruments.searchPlaceholder')}
          onSearch={(value) => setFilter('search', value.trim() || undefined)}
          style={{ width: 280 }}
          data-testid="instrument-search"
        />
        <Select
          allowClear
          placeholder={t('instruments.market')}
          value={market}
          onChange={(value?: string) => setFilter('market', value)}
          options={MARKET_CODES.map((value) => ({ value, label: value }))}
          style={{ width: 140 }}
          data-testid="instrument-market-filter"
        />
        <Select
          allowClear
          placeholder={t('common.status')}
          value={status}
          onChange={(value?: string) => setFilter('status', value)}
          options={INSTRUMENT_STATUSES.map((value) => ({ value, label: t(`instruments.statuses.${value}`) }))}
          style={{ width: 140 }}
        />
      </Space>
      <Table<AdminInstrument>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={serverPaging(page, list.data?.total, setPage)}
        scroll={{ x: 'max-content' }}
        size="middle"
        data-testid="instruments-table"
      />
      <InstrumentDrawer
        open={isDrawerOpen}
        instrument={editing}
        defaultMarket={market ?? 'MY'}
        onClose={() => setIsDrawerOpen(false)}
      />
      <ReasonModal
        open={statusChange !== null}
        title={statusChange ? t(`instruments.setStatus.${statusChange.status}`) : ''}
        summary={
          statusChange
            ? `${statusChange.instrument.symbol} ${nameIn(statusChange.instrument.names, language)}`
            : null
        }
        onConfirm={(reason) =>
          statusChange
            ? setStatus.mutateAsync({ id: statusChange.instrument.id, status: statusChange.status, reason })
            : Promise.resolve()
        }
        onClose={() => setStatusChange(null)}
      />
    </>
  );
}
