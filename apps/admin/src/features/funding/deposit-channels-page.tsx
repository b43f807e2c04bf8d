// Deposit channel settings (admin edits; everyone sees): the list with its on/off switch, create,
// edit and delete.
import { useState } from 'react';
import { Button, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { staffChannelSave, type StaffChannel } from '@saham/contract/recharge';
import { formatMoney } from '@saham/domain/format-money';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useChannelDelete } from './api/delete-channel.ts';
import { useChannelList } from './api/list-channels.ts';
import { useChannelSave } from './api/save-channel.ts';
import { ChannelFormModal } from './channel-form-modal.tsx';
import { weekdayKey } from './funding-status.tsx';

function inputOf(channel: StaffChannel, isEnabled: boolean) {
  return {
    id: channel.id,
    kind: channel.kind,
    name: channel.name,
    currency: channel.currency,
    minAmount: channel.minAmount,
    maxAmount: channel.maxAmount,
    window: channel.window,
    bankName: channel.bankName,
    accountName: channel.accountName,
    accountNumber: channel.accountNumber,
    cryptoAddress: channel.cryptoAddress,
    qrImageUrl: channel.qrImageUrl,
    gateway: channel.gateway,
    isEnabled,
    sortOrder: channel.sortOrder,
  };
}

export function DepositChannelsPage() {
  const { t } = useTranslation();
  const canEdit = useCanCall(staffChannelSave);
  const list = useChannelList();
  const save = useChannelSave();
  const remove = useChannelDelete();
  const [editing, setEditing] = useState<StaffChannel | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const columns: TableColumnsType<StaffChannel> = [
    { key: 'sortOrder', title: t('funding.sortOrder'), dataIndex: 'sortOrder' },
    {
      key: 'name',
      title: t('funding.channelName'),
      render: (_, row) => (
        <>
          {row.name} {row.hasPassword && <Tag>{t('funding.passwordSet')}</Tag>}
          <br />
          <Typography.Text type="secondary">{t(`funding.kinds.${row.kind}`)}</Typography.Text>
        </>
      ),
    },
    {
      key: 'details',
      title: t('funding.details'),
      render: (_, row) => (
        <div style={{ maxWidth: 280, whiteSpace: 'normal' }}>
          {[row.bankName, row.accountName, row.accountNumber, row.cryptoAddress, row.gateway?.toUpperCase()]
            .filter(Boolean)
            .join(' · ')}
        </div>
      ),
    },
    {
      key: 'range',
      title: t('funding.range'),
      render: (_, row) =>
        `${formatMoney(row.minAmount, { currency: row.currency })} – ${formatMoney(row.maxAmount, { currency: row.currency })} ${row.currency}`,
    },
    {
      key: 'window',
      title: t('funding.window'),
      render: (_, row) =>
        `${row.window.days.map((day) => t(weekdayKey(day))).join(' ')} ${row.window.start}-${row.window.end}`,
    },
    {
      key: 'enabled',
      title: t('funding.enabled'),
      render: (_, row) => (
        <Switch
          checked={row.isEnabled}
          disabled={!canEdit}
          loading={save.isPending}
          onChange={(checked) => save.mutate(inputOf(row, checked))}
          data-testid={`channel-switch-${row.id}`}
        />
      ),
    },
    {
      key: 'actions',
      title: '',
      render: (_, row) =>
        canEdit && (
          <Space>
            <Button
              size="small"
              onClick={() => {
                setEditing(row);
                setIsOpen(true);
              }}
              data-testid={`channel-edit-${row.id}`}
            >
              {t('funding.edit')}
            </Button>
            <Popconfirm
              title={t('funding.deleteChannelConfirm')}
              onConfirm={() => remove.mutate({ id: row.id })}
            >
              <Button size="small" danger data-testid={`channel-delete-${row.id}`}>
                {t('funding.delete')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('nav.depositChannels')}
        extra={
          canEdit && (
            <Button
              type="primary"
              onClick={() => {
                setEditing(null);
                setIsOpen(true);
              }}
              data-testid="channel-create"
            >
              {t('funding.createChannel')}
            </Button>
          )
        }
      />
      <Table<StaffChannel>
        rowKey="id"
        columns={columns}
        dataSource={list.data}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        size="middle"
        data-testid="channels-table"
      />
      <ChannelFormModal open={isOpen} channel={editing} onClose={() => setIsOpen(false)} />
    </>
  );
}
