// Check-in (issue 18 §3): the rewards members redeem with points (names in six languages, cash in
// MYR, points, stock), the consecutive-day bonus schedule with the points expiry, and the members'
// redemptions. Admins edit; every staff role reads.
import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  saveCheckInReward,
  saveCheckInSchedule,
  type AdminCheckInReward,
  type AdminRedemption,
  type CheckInSchedule,
} from '@saham/contract/check-in';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { formatMoney } from '../../shared/format/format-number.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import {
  useCheckInRedemptions,
  useCheckInRewards,
  useCheckInSchedule,
  useSaveCheckInSchedule,
} from './api/check-in.ts';
import { RewardDrawer } from './reward-drawer.tsx';

export function CheckInPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.checkIn')} />
      <Tabs
        items={[
          { key: 'rewards', label: t('checkIn.rewards'), children: <RewardsTab /> },
          { key: 'schedule', label: t('checkIn.schedule'), children: <ScheduleTab /> },
          { key: 'redemptions', label: t('checkIn.redemptions'), children: <RedemptionsTab /> },
        ]}
        data-testid="check-in-tabs"
      />
    </>
  );
}

function RewardsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const list = useCheckInRewards({ page });
  const canEdit = useCanCall(saveCheckInReward);
  const [editing, setEditing] = useState<AdminCheckInReward | null>(null);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const open = (reward: AdminCheckInReward | null) => {
    setEditing(reward);
    setIsDrawerOpen(true);
  };
  const columns: TableColumnsType<AdminCheckInReward> = [
    {
      key: 'name',
      title: t('checkIn.name'),
      render: (_, reward) => reward.names[language] || reward.names.en,
    },
    {
      key: 'kind',
      title: t('checkIn.kind'),
      render: (_, reward) =>
        reward.validDays === null
          ? t(`checkIn.kinds.${reward.kind}`)
          : `${t(`checkIn.kinds.${reward.kind}`)} · ${t('checkIn.validFor', { days: reward.validDays })}`,
    },
    {
      key: 'amount',
      title: t('checkIn.amount'),
      align: 'right',
      render: (_, reward) => `${formatMoney(reward.amount)} ${reward.currency}`,
    },
    { key: 'pointsNeeded', title: t('checkIn.pointsNeeded'), align: 'right', dataIndex: 'pointsNeeded' },
    { key: 'stock', title: t('checkIn.stock'), align: 'right', dataIndex: 'stock' },
    { key: 'redeemed', title: t('checkIn.redeemedCount'), align: 'right', dataIndex: 'redeemedCount' },
    {
      key: 'enabled',
      title: t('checkIn.enabled'),
      render: (_, reward) =>
        reward.isEnabled ? <Tag color="green">{t('checkIn.on')}</Tag> : <Tag>{t('checkIn.off')}</Tag>,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, reward) =>
        canEdit && (
          <Button size="small" onClick={() => open(reward)} data-testid={`check-in-reward-edit-${reward.id}`}>
            {t('checkIn.editReward')}
          </Button>
        ),
    },
  ];
  return (
    <>
      {canEdit && (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => open(null)} data-testid="check-in-reward-add">
            {t('checkIn.addReward')}
          </Button>
        </Space>
      )}
      <Table<AdminCheckInReward>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={serverPaging(page, list.data?.total, setPage)}
        scroll={{ x: 'max-content' }}
        size="middle"
        data-testid="check-in-rewards-table"
      />
      <RewardDrawer open={isDrawerOpen} reward={editing} onClose={() => setIsDrawerOpen(false)} />
    </>
  );
}

function ScheduleTab() {
  const { t } = useTranslation();
  const canEdit = useCanCall(saveCheckInSchedule);
  const schedule = useCheckInSchedule();
  const save = useSaveCheckInSchedule();
  const [form] = Form.useForm<CheckInSchedule>();
  useEffect(() => {
    if (schedule.data) form.setFieldsValue(schedule.data);
  }, [schedule.data, form]);
  return (
    <Card loading={schedule.isPending}>
      <Typography.Paragraph type="secondary">{t('checkIn.scheduleHint')}</Typography.Paragraph>
      <Form<CheckInSchedule>
        form={form}
        layout="vertical"
        disabled={!canEdit}
        onFinish={(values) => save.mutate(values)}
        data-testid="check-in-schedule-form"
      >
        <Form.List name="points">
          {(fields, { add, remove }) => (
            <Space wrap align="end" style={{ marginBottom: 16 }}>
              {fields.map((field, index) => (
                <Space key={field.key} direction="vertical" size={0}>
                  <Form.Item
                    name={field.name}
                    label={t('checkIn.day', { day: index + 1 })}
                    rules={[{ required: true }]}
                    style={{ marginBottom: 0 }}
                  >
                    <InputNumber
                      min={1}
                      max={100_000}
                      precision={0}
                      data-testid={`check-in-schedule-day-${index + 1}`}
                    />
                  </Form.Item>
                  {canEdit && fields.length > 1 && (
                    <Button type="link" size="small" onClick={() => remove(field.name)}>
                      {t('checkIn.removeDay')}
                    </Button>
                  )}
                </Space>
              ))}
              {canEdit && fields.length < 31 && (
                <Button onClick={() => add(10)} data-testid="check-in-schedule-add-day">
                  {t('checkIn.addDay')}
                </Button>
              )}
            </Space>
          )}
        </Form.List>
        <Form.Item name="expiryMonths" label={t('checkIn.expiryMonths')} rules={[{ required: true }]}>
          <InputNumber min={1} max={120} precision={0} data-testid="check-in-expiry-months" />
        </Form.Item>
        {canEdit && (
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            data-testid="check-in-schedule-save"
          >
            {t('common.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}

function RedemptionsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const list = useCheckInRedemptions({ page, account: account || undefined });
  const columns: TableColumnsType<AdminRedemption> = [
    { key: 'orderNo', title: t('checkIn.orderNo'), dataIndex: 'orderNo' },
    {
      key: 'account',
      title: t('checkIn.account'),
      render: (_, row) => <Link to={`/members/${row.memberId}`}>{row.account}</Link>,
    },
    { key: 'name', title: t('checkIn.name'), render: (_, row) => row.names[language] || row.names.en },
    { key: 'points', title: t('checkIn.pointsNeeded'), align: 'right', dataIndex: 'points' },
    {
      key: 'amount',
      title: t('checkIn.amount'),
      align: 'right',
      render: (_, row) => `${formatMoney(row.amount)} ${row.currency}`,
    },
    {
      key: 'createdAt',
      title: t('checkIn.createdAt'),
      render: (_, row) => formatDateTime(row.createdAt, language),
    },
  ];
  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('checkIn.accountPlaceholder')}
        onSearch={(value) => {
          setAccount(value.trim());
          setPage(1);
        }}
        style={{ width: 240, marginBottom: 16 }}
        data-testid="check-in-redemptions-search"
      />
      <Table<AdminRedemption>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={serverPaging(page, list.data?.total, setPage)}
        scroll={{ x: 'max-content' }}
        size="middle"
        data-testid="check-in-redemptions-table"
      />
    </>
  );
}
