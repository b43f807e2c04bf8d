// Credit loans (issue 18 §1): the review queue — each application with the member's standing (credit
// score, limit, what they owe, available MYR) — approved (credited to the member; above the review
// amount a second staff member approves) or rejected with a reason; the loan products and the credit
// bands with the loan settings (admins edit). Every action is audited.
import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { decimalSign } from '@saham/domain/format-money';
import { LOAN_STATUSES, staffLoansApprove, type LoanStatus, type StaffLoan } from '@saham/contract/loans';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { ReviewActions, ReviewOutcome } from '../../shared/ui/review-actions.tsx';
import { ReviewQueue } from '../../shared/ui/review-queue.tsx';
import { useLoanApprove, useLoanList, useLoanReject } from './api/loans.ts';
import { CreditBandsCard } from './credit-bands-card.tsx';
import { money } from './loan-money.ts';
import { LoanProductsCard } from './loan-products-card.tsx';

const STATUS_COLORS: Record<LoanStatus, string> = {
  pending: 'gold',
  approved: 'green',
  overdue: 'red',
  rejected: 'default',
  repaid: 'blue',
};

function Decision({ row, onReject }: { row: StaffLoan; onReject: (row: StaffLoan) => void }) {
  const { t } = useTranslation();
  const canDecide = useCanCall(staffLoansApprove);
  const approve = useLoanApprove();
  if (row.status !== 'pending') return <ReviewOutcome reviewer={row.reviewedBy} reason={row.rejectReason} />;
  if (!canDecide) return null;
  return (
    <>
      {row.firstApprovedBy !== null ? (
        <Typography.Text type="secondary" data-testid="loans-first-approval">
          {t('loans.firstApprovedBy', { staff: row.firstApprovedBy })}
          <br />
        </Typography.Text>
      ) : null}
      <ReviewActions
        testIdPrefix="loans"
        id={row.id}
        confirmTitle={t('loans.approveConfirm', { amount: money(row.amount), account: row.memberAccount })}
        approveLabel={t(
          row.needsSecondApproval && row.firstApprovedBy === null ? 'loans.approveFirst' : 'loans.approve',
        )}
        rejectLabel={t('loans.reject')}
        isApproving={approve.isPending}
        onApprove={() => approve.mutate({ id: row.id })}
        onReject={() => onReject(row)}
      />
    </>
  );
}

function useColumns(onReject: (row: StaffLoan) => void): TableColumnsType<StaffLoan> {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'createdAt',
      title: t('loans.createdAt'),
      render: (_, row) => formatDateTime(row.createdAt, language),
    },
    {
      key: 'member',
      title: t('loans.member'),
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
      title: t('loans.amount'),
      align: 'right',
      render: (_, row) => (
        <>
          <Typography.Text strong>{money(row.amount)}</Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {t('loans.term', { days: row.termDays, rate: row.annualRate })}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'standing',
      title: t('loans.standing'),
      render: (_, row) => (
        <span data-testid="loans-standing">
          {t('loans.score', { score: row.creditScore })} ·{' '}
          {t('loans.limit', { amount: money(row.memberLimit) })}
          <br />
          <Typography.Text type="secondary">
            {t('loans.owes', { amount: money(row.memberOutstanding) })} ·{' '}
            {t('loans.available', { amount: money(row.memberAvailable) })}
          </Typography.Text>
        </span>
      ),
    },
    {
      key: 'status',
      title: t('loans.status'),
      render: (_, row) => (
        <>
          <Tag color={STATUS_COLORS[row.status]}>{t(`loans.statuses.${row.status}`)}</Tag>
          {row.status === 'approved' || row.status === 'overdue' ? (
            <>
              <br />
              <Typography.Text type="secondary">
                {t('loans.owed', { amount: money(row.outstanding), date: row.dueDate ?? '—' })}
              </Typography.Text>
            </>
          ) : null}
          {decimalSign(row.interestCapitalised) !== 0 ? (
            <>
              <br />
              <Typography.Text type="secondary" data-testid="loans-capitalised">
                {t('loans.capitalised', { amount: money(row.interestCapitalised) })}
              </Typography.Text>
            </>
          ) : null}
        </>
      ),
    },
    {
      key: 'decision',
      title: t('loans.decision'),
      render: (_, row) => <Decision row={row} onReject={onReject} />,
    },
  ];
}

const FILTERS = [...LOAN_STATUSES, 'all' as const];

export function LoansPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.loans')} />
      <ReviewQueue<StaffLoan, LoanStatus>
        testId="loans"
        filters={FILTERS}
        filterLabel={(value) => (value === 'all' ? t('loans.all') : t(`loans.statuses.${value}`))}
        useList={useLoanList}
        useReject={useLoanReject}
        useColumns={useColumns}
        rejectTitle={t('loans.rejectTitle')}
        rejectSummary={(row) => `${row.memberAccount} · ${money(row.amount)}`}
      />
      <LoanProductsCard />
      <CreditBandsCard />
    </>
  );
}
