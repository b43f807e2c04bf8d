// Day trading (issue 5 §3): the application limits (admins edit; everyone sees) and the queue of
// applications — approve (the frozen amount becomes the member's day-trading allocation) or reject
// with a reason (the amount returns to the member's available balance). Both are audited.
import { useEffect } from 'react';
import { Button, Card, Form, Input, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DAY_TRADE_STATUSES,
  staffDayTradingApprove,
  staffDayTradingSaveSettings,
  type DayTradeLimits,
  type DayTradeStatus,
  type StaffDayTradeRow,
} from '@saham/contract/day-trading';
import { formatMoney } from '@saham/domain/format-money';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import {
  useDayTradingApprove,
  useDayTradingList,
  useDayTradingReject,
} from './api/day-trading-applications.ts';
import { useDayTradingSaveSettings, useDayTradingSettings } from './api/day-trading-settings.ts';
import { limitsProblem } from './day-trading-limits.ts';
import { ReviewActions, ReviewOutcome } from '../../shared/ui/review-actions.tsx';
import { ReviewQueue } from '../../shared/ui/review-queue.tsx';

const STATUS_COLORS: Record<DayTradeStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  ended: 'default',
};

const money = (amount: string) => `${formatMoney(amount, { currency: 'MYR' })} MYR`;

function LimitsCard() {
  const { t } = useTranslation();
  const canEdit = useCanCall(staffDayTradingSaveSettings);
  const settings = useDayTradingSettings();
  const save = useDayTradingSaveSettings();
  const [form] = Form.useForm<DayTradeLimits>();
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);
  const submit = (values: DayTradeLimits) => {
    const problem = limitsProblem(values.minAmount, values.maxAmount);
    if (problem !== null) {
      form.setFields([
        {
          name: problem === 'maxInvalid' ? 'maxAmount' : 'minAmount',
          errors: [t(`dayTrading.problems.${problem}`)],
        },
      ]);
      return;
    }
    save.mutate(values);
  };
  return (
    <Card title={t('dayTrading.limits')} loading={settings.isPending} style={{ marginBottom: 16 }}>
      <Form
        form={form}
        layout="inline"
        disabled={!canEdit}
        onFinish={submit}
        data-testid="day-trading-limits-form"
      >
        <Form.Item name="minAmount" label={t('dayTrading.minAmount')} rules={[{ required: true }]}>
          <Input addonAfter="MYR" data-testid="day-trading-min" />
        </Form.Item>
        <Form.Item name="maxAmount" label={t('dayTrading.maxAmount')} rules={[{ required: true }]}>
          <Input addonAfter="MYR" data-testid="day-trading-max" />
        </Form.Item>
        {canEdit && (
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            data-testid="day-trading-limits-save"
          >
            {t('dayTrading.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}

function Decision({ row, onReject }: { row: StaffDayTradeRow; onReject: (row: StaffDayTradeRow) => void }) {
  const { t } = useTranslation();
  const canDecide = useCanCall(staffDayTradingApprove);
  const approve = useDayTradingApprove();
  if (row.status !== 'pending') return <ReviewOutcome reviewer={row.reviewedBy} reason={row.rejectReason} />;
  if (!canDecide) return null;
  return (
    <ReviewActions
      testIdPrefix="day-trading"
      id={row.id}
      confirmTitle={t('dayTrading.approveConfirm', { amount: money(row.amount), account: row.memberAccount })}
      approveLabel={t('dayTrading.approve')}
      rejectLabel={t('dayTrading.reject')}
      isApproving={approve.isPending}
      onApprove={() => approve.mutate({ id: row.id })}
      onReject={() => onReject(row)}
    />
  );
}

function useColumns(onReject: (row: StaffDayTradeRow) => void): TableColumnsType<StaffDayTradeRow> {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'createdAt',
      title: t('dayTrading.createdAt'),
      render: (_, row) => formatDateTime(row.createdAt, language),
    },
    {
      key: 'member',
      title: t('dayTrading.member'),
      render: (_, row) => (
        <>
          <Link to={`/members/${row.memberId}`}>{row.memberAccount}</Link>
          {row.memberName ? (
            <>
              <br />
              <Typography.Text type="secondary">{row.memberName}</Typography.Text>
            </>
          ) : null}
        </>
      ),
    },
    {
      key: 'amount',
      title: t('dayTrading.amount'),
      align: 'right',
      render: (_, row) => <Typography.Text strong>{money(row.amount)}</Typography.Text>,
    },
    {
      key: 'allocation',
      title: t('dayTrading.allocation'),
      align: 'right',
      render: (_, row) =>
        row.status === 'approved' ? (
          <span data-testid="day-trading-allocation">
            {money(row.allocation)}
            <br />
            <Typography.Text type="secondary">
              {t('dayTrading.used', { amount: money(row.used) })}
            </Typography.Text>
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      title: t('dayTrading.status'),
      render: (_, row) => (
        <Tag color={STATUS_COLORS[row.status]}>{t(`dayTrading.statuses.${row.status}`)}</Tag>
      ),
    },
    {
      key: 'reviewedAt',
      title: t('dayTrading.reviewedAt'),
      render: (_, row) => (row.reviewedAt ? formatDateTime(row.reviewedAt, language) : '—'),
    },
    {
      key: 'decision',
      title: t('dayTrading.decision'),
      render: (_, row) => <Decision row={row} onReject={onReject} />,
    },
  ];
}

const FILTERS = [...DAY_TRADE_STATUSES, 'all' as const];

export function DayTradingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.dayTrading')} />
      <LimitsCard />
      <ReviewQueue<StaffDayTradeRow, DayTradeStatus>
        testId="day-trading"
        filters={FILTERS}
        filterLabel={(value) => (value === 'all' ? t('dayTrading.all') : t(`dayTrading.statuses.${value}`))}
        useList={useDayTradingList}
        useReject={useDayTradingReject}
        useColumns={useColumns}
        rejectTitle={t('dayTrading.rejectTitle')}
        rejectSummary={(row) => `${row.memberAccount} · ${money(row.amount)}`}
      />
    </>
  );
}
