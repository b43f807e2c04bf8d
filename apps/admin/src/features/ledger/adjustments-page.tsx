// Manual balance adjustments (admin, reviewer), maker-checker: the create form, and the queue where
// a different staff member approves (money moves then) or rejects with a reason.
import { Col, Row, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Adjustment, AdjustmentStatus } from '@saham/contract/admin-ledger';
import { formatMoney } from '@saham/domain/format-money';
import { useCurrentStaff } from '../../shared/auth/current-staff.tsx';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useApproveAdjustment } from './api/approve-adjustment.ts';
import { useAdjustments } from './api/list-adjustments.ts';
import { useRejectAdjustment } from './api/reject-adjustment.ts';
import { CreateAdjustmentCard } from './create-adjustment-card.tsx';
import { ReviewActions, ReviewOutcome } from '../../shared/ui/review-actions.tsx';
import { ReviewQueue } from '../../shared/ui/review-queue.tsx';

const STATUS_COLORS: Record<AdjustmentStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

function Decision({
  adjustment,
  onReject,
}: {
  adjustment: Adjustment;
  onReject: (item: Adjustment) => void;
}) {
  const { t } = useTranslation();
  const staff = useCurrentStaff();
  const approve = useApproveAdjustment();
  if (adjustment.status !== 'pending') {
    return <ReviewOutcome reviewer={adjustment.checkerUsername} reason={adjustment.rejectReason} />;
  }
  const isMaker = adjustment.makerUsername === staff.username;
  return (
    <ReviewActions
      testIdPrefix="adjustment"
      id={adjustment.id}
      confirmTitle={t('adjustments.approveConfirm', {
        amount: formatMoney(adjustment.amount, { currency: adjustment.currency, signDisplay: 'always' }),
        currency: adjustment.currency,
        account: adjustment.memberAccount,
      })}
      approveLabel={t('adjustments.approve')}
      rejectLabel={t('adjustments.reject')}
      blockedReason={isMaker ? t('errors.MAKER_CANNOT_APPROVE') : undefined}
      onApprove={() => approve.mutate(adjustment.id)}
      onReject={() => onReject(adjustment)}
    />
  );
}

function useColumns(onReject: (item: Adjustment) => void): TableColumnsType<Adjustment> {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'createdAt',
      title: t('adjustments.createdAt'),
      render: (_, row) => formatDateTime(row.createdAt, language),
    },
    {
      key: 'member',
      title: t('adjustments.member'),
      render: (_, row) => <Link to={`/members/${row.memberId}`}>{row.memberAccount}</Link>,
    },
    {
      key: 'amount',
      title: t('adjustments.amount'),
      align: 'right',
      render: (_, row) => (
        <Typography.Text type={row.amount.startsWith('-') ? 'danger' : 'success'}>
          {formatMoney(row.amount, { currency: row.currency, signDisplay: 'always' })} {row.currency}
        </Typography.Text>
      ),
    },
    {
      key: 'reason',
      title: t('common.reason'),
      render: (_, row) => <div style={{ maxWidth: 240, whiteSpace: 'normal' }}>{row.reason}</div>,
    },
    { key: 'maker', title: t('adjustments.maker'), dataIndex: 'makerUsername' },
    {
      key: 'status',
      title: t('adjustments.status'),
      render: (_, row) => (
        <Tag color={STATUS_COLORS[row.status]}>{t(`adjustments.statuses.${row.status}`)}</Tag>
      ),
    },
    {
      key: 'decision',
      title: t('adjustments.decision'),
      render: (_, row) => <Decision adjustment={row} onReject={onReject} />,
    },
  ];
}

const FILTERS: (AdjustmentStatus | 'all')[] = ['pending', 'approved', 'rejected', 'all'];

export function AdjustmentsPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const initialMemberId = Number(searchParams.get('memberId')) || undefined;
  return (
    <>
      <PageHeader title={t('nav.adjustments')} />
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <CreateAdjustmentCard initialMemberId={initialMemberId} />
        </Col>
        <Col span={24}>
          <ReviewQueue<Adjustment, AdjustmentStatus>
            testId="adjustments"
            filters={FILTERS}
            filterLabel={(value) =>
              value === 'all' ? t('adjustments.all') : t(`adjustments.statuses.${value}`)
            }
            useList={useAdjustments}
            useReject={useRejectAdjustment}
            useColumns={useColumns}
            rejectTitle={t('adjustments.rejectTitle')}
          />
        </Col>
      </Row>
    </>
  );
}
