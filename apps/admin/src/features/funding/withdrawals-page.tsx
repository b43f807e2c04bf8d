// Withdrawal review queue: the member's card, credit score and balances in the currency, then
// approve (pays the frozen amount out, settlement T+2 working days) or reject with a reason (the
// amount returns to the member's available balance).
import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FundingStatus } from '@saham/contract/recharge';
import { staffWithdrawApprove, type StaffWithdrawRow } from '@saham/contract/withdraw';
import { formatMoney } from '@saham/domain/format-money';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useWithdrawApprove } from './api/approve-withdrawal.ts';
import { useWithdrawList } from './api/list-withdrawals.ts';
import { useWithdrawReject } from './api/reject-withdrawal.ts';
import { FundingStatusTag, STATUS_FILTERS } from './funding-status.tsx';
import { ReviewActions, ReviewOutcome } from '../../shared/ui/review-actions.tsx';
import { ReviewQueue } from '../../shared/ui/review-queue.tsx';

function money(amount: string, currency: StaffWithdrawRow['currency']): string {
  return `${formatMoney(amount, { currency })} ${currency}`;
}

function Decision({ row, onReject }: { row: StaffWithdrawRow; onReject: (row: StaffWithdrawRow) => void }) {
  const { t } = useTranslation();
  const canDecide = useCanCall(staffWithdrawApprove);
  const approve = useWithdrawApprove();
  if (row.status !== 'pending') {
    return (
      <ReviewOutcome
        reviewer={row.reviewedBy}
        reason={row.rejectReason}
        extra={
          row.expectedSettlementDate
            ? ` · ${t('funding.settlement', { date: row.expectedSettlementDate })}`
            : undefined
        }
      />
    );
  }
  if (!canDecide) return null;
  return (
    <ReviewActions
      testIdPrefix="withdrawal"
      id={row.id}
      confirmTitle={t('funding.approveWithdrawalConfirm', {
        amount: money(row.amount, row.currency),
        account: row.memberAccount,
      })}
      approveLabel={t('funding.approve')}
      rejectLabel={t('funding.reject')}
      isApproving={approve.isPending}
      onApprove={() => approve.mutate({ id: row.id })}
      onReject={() => onReject(row)}
    />
  );
}

function useColumns(onReject: (row: StaffWithdrawRow) => void): TableColumnsType<StaffWithdrawRow> {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'createdAt',
      title: t('funding.createdAt'),
      render: (_, row) => formatDateTime(row.createdAt, language),
    },
    {
      key: 'member',
      title: t('funding.member'),
      render: (_, row) => (
        <>
          <Link to={`/members/${row.memberId}`}>{row.memberAccount}</Link>
          <br />
          <Typography.Text type="secondary">
            {t('funding.creditScore', { score: row.creditScore })}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'amount',
      title: t('funding.amount'),
      align: 'right',
      render: (_, row) => <Typography.Text strong>{money(row.amount, row.currency)}</Typography.Text>,
    },
    {
      key: 'card',
      title: t('funding.card'),
      render: (_, row) => (
        <>
          {row.bankName}
          <br />
          <Typography.Text copyable>{row.accountNumber}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{row.holder}</Typography.Text>
        </>
      ),
    },
    {
      key: 'balances',
      title: t('funding.balances'),
      render: (_, row) => (
        <span data-testid="withdrawal-balances">
          {t('funding.available', { amount: money(row.availableBalance, row.currency) })}
          <br />
          {t('funding.frozen', { amount: money(row.frozenBalance, row.currency) })}
        </span>
      ),
    },
    {
      key: 'status',
      title: t('funding.status'),
      render: (_, row) => <FundingStatusTag status={row.status} />,
    },
    {
      key: 'decision',
      title: t('funding.decision'),
      render: (_, row) => <Decision row={row} onReject={onReject} />,
    },
  ];
}

export function WithdrawalsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.withdrawals')} />
      <ReviewQueue<StaffWithdrawRow, FundingStatus>
        testId="withdrawals"
        filters={STATUS_FILTERS}
        filterLabel={(value) => (value === 'all' ? t('funding.all') : t(`funding.statuses.${value}`))}
        useList={useWithdrawList}
        useReject={useWithdrawReject}
        useColumns={useColumns}
        rejectTitle={t('funding.rejectWithdrawalTitle')}
      />
    </>
  );
}
