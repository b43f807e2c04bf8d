// New-share offerings: the list (newest first, ten a page; search by code, filter by type and state),
// announcing a new one and editing one still announced or postponed. A row opens the offering's own
// page (its lifecycle actions, size bands, ballot, money and applications).
import { useState } from 'react';
import { Button, Input, Select, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createOffering, updateOffering, type AdminOffering } from '@saham/contract/offerings';
import {
  OFFERING_STATES,
  OFFERING_TYPES,
  type OfferingState,
  type OfferingType,
} from '@saham/domain/new-shares/offerings';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { formatMoney, formatPrice } from '../../shared/format/format-number.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import { useOfferings } from './api/offerings.ts';
import { OfferingDrawer } from './offering-drawer.tsx';

export const STATE_COLOURS: Record<OfferingState, string> = {
  announced: 'blue',
  open: 'green',
  closed: 'gold',
  priced: 'orange',
  balloted: 'purple',
  listed: 'cyan',
  postponed: 'default',
  withdrawn: 'red',
};

export function priceText(
  offering: Pick<AdminOffering, 'applicationPrice' | 'priceLow' | 'priceHigh' | 'currency'>,
) {
  const format = (value: string) => formatPrice(value, offering.currency);
  if (offering.applicationPrice !== null) return `${format(offering.applicationPrice)} ${offering.currency}`;
  if (offering.priceLow !== null && offering.priceHigh !== null)
    return `${format(offering.priceLow)} – ${format(offering.priceHigh)} ${offering.currency}`;
  return '—';
}

export function OfferingsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<OfferingType | undefined>(undefined);
  const [state, setState] = useState<OfferingState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useOfferings({ page, search: search || undefined, type, state });
  const canCreate = useCanCall(createOffering);
  const canEdit = useCanCall(updateOffering);
  const [editing, setEditing] = useState<AdminOffering | null>(null);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  const columns: TableColumnsType<AdminOffering> = [
    {
      key: 'instrument',
      title: t('offerings.fields.instrument'),
      render: (_, offering) => (
        <Space direction="vertical" size={0}>
          <strong>{offering.symbol}</strong>
          <span>{offering.names[language] || offering.names.en}</span>
        </Space>
      ),
    },
    {
      key: 'type',
      title: t('offerings.fields.type'),
      render: (_, offering) => t(`offerings.types.${offering.type}`),
    },
    {
      key: 'state',
      title: t('common.status'),
      render: (_, offering) => (
        <Tag color={STATE_COLOURS[offering.state]} data-testid={`offering-state-${offering.id}`}>
          {t(`offerings.states.${offering.state}`)}
        </Tag>
      ),
    },
    {
      key: 'price',
      title: t('offerings.fields.applicationPrice'),
      align: 'right',
      render: (_, offering) => priceText(offering),
    },
    {
      key: 'period',
      title: t('offerings.fields.opensAt'),
      render: (_, offering) => (
        <Space direction="vertical" size={0}>
          <span>{formatDateTime(offering.opensAt, language)}</span>
          <span>{formatDateTime(offering.closesAt, language)}</span>
        </Space>
      ),
    },
    {
      key: 'subscription',
      title: t('offerings.detail.oversubscription'),
      align: 'right',
      render: (_, offering) => (
        <Space direction="vertical" size={0}>
          <span>{t('offerings.detail.times', { value: offering.oversubscription })}</span>
          <span>{offering.applicationCount}</span>
        </Space>
      ),
    },
    {
      key: 'escrow',
      title: t('offerings.detail.escrow'),
      align: 'right',
      render: (_, offering) => `${formatMoney(offering.escrow)} ${offering.currency}`,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, offering) => (
        <Space>
          <Button
            size="small"
            type="primary"
            onClick={() => void navigate(`/offerings/${offering.id}`)}
            data-testid={`offering-open-${offering.id}`}
          >
            {t('offerings.open')}
          </Button>
          {canEdit && (offering.state === 'announced' || offering.state === 'postponed') && (
            <Button
              size="small"
              onClick={() => {
                setEditing(offering);
                setIsDrawerOpen(true);
              }}
              data-testid={`offering-edit-${offering.id}`}
            >
              {t('offerings.edit')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('nav.offerings')} />
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('offerings.search')}
            onSearch={(value) => {
              setSearch(value.trim());
              setPage(1);
            }}
            style={{ width: 220 }}
            data-testid="offering-search"
          />
          <Select
            allowClear
            placeholder={t('offerings.fields.type')}
            value={type}
            onChange={(value: OfferingType | undefined) => {
              setType(value);
              setPage(1);
            }}
            options={OFFERING_TYPES.map((value) => ({ value, label: t(`offerings.types.${value}`) }))}
            style={{ width: 200 }}
            data-testid="offering-type-filter"
          />
          <Select
            allowClear
            placeholder={t('common.status')}
            value={state}
            onChange={(value: OfferingState | undefined) => {
              setState(value);
              setPage(1);
            }}
            options={OFFERING_STATES.map((value) => ({ value, label: t(`offerings.states.${value}`) }))}
            style={{ width: 160 }}
            data-testid="offering-state-filter"
          />
        </Space>
        {canCreate && (
          <Button
            type="primary"
            onClick={() => {
              setEditing(null);
              setIsDrawerOpen(true);
            }}
            data-testid="offering-add"
          >
            {t('offerings.add')}
          </Button>
        )}
      </Space>
      <Table<AdminOffering>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={serverPaging(page, list.data?.total, setPage)}
        scroll={{ x: 'max-content' }}
        size="middle"
        locale={{ emptyText: t('offerings.noOfferings') }}
        data-testid="offerings-table"
      />
      <OfferingDrawer open={isDrawerOpen} offering={editing} onClose={() => setIsDrawerOpen(false)} />
    </>
  );
}
