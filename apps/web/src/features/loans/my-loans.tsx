// The member's loans, newest first, ten a page with "load more", all or of one status (chips: all,
// under review, borrowed, overdue, repaid, rejected): status, amount, what is owed, the interest and
// penalty accrued, the due date, and a way to repay the ones owed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Loan, LoanStatus } from '@saham/contract/loans';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadMore } from '../../shared/ui/load-more.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useLoanList } from './api/loan-list.ts';

export const LOAN_STATUS_TONES: Record<LoanStatus, string> = {
  pending: 'tag-warning',
  approved: 'tag-success',
  overdue: 'tag-danger',
  rejected: 'tag-neutral',
  repaid: 'tag-neutral',
};

export function isOwing(loan: Loan): boolean {
  return loan.status === 'approved' || loan.status === 'overdue';
}

/** The list's filters, in the order a member follows a loan. */
const STATUS_FILTERS: readonly (LoanStatus | null)[] = [
  null,
  'pending',
  'approved',
  'overdue',
  'repaid',
  'rejected',
];

export function MyLoans({ formatMoney }: { formatMoney: (amount: string) => string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<LoanStatus | null>(null);
  const query = useLoanList(status);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const content = () => {
    if (query.isPending) return <LoadingBlock compact />;
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    if (items.length === 0)
      return (
        <EmptyState
          icon="inbox"
          title={t(status === null ? 'loan.noLoans' : 'loan.noLoansFiltered')}
          testId="loan-list-empty"
        />
      );
    return (
      <>
        <ul className="loan-list" data-testid="loan-list">
          {items.map((loan) => (
            <LoanRow key={loan.id} loan={loan} formatMoney={formatMoney} />
          ))}
        </ul>
        <LoadMore query={query} testId="loan-list-load-more" endTestId="loan-list-end" />
      </>
    );
  };
  return (
    <section className="card">
      <h2 className="card-title">{t('loan.myLoans')}</h2>
      <div
        className="loan-chips"
        role="tablist"
        aria-label={t('loan.filterLabel')}
        data-testid="loan-list-filter"
      >
        {STATUS_FILTERS.map((chip) => (
          <button
            key={chip ?? 'all'}
            type="button"
            role="tab"
            aria-selected={chip === status}
            className={chip === status ? 'loan-chip active' : 'loan-chip'}
            onClick={() => setStatus(chip)}
            data-testid={`loan-list-filter-${chip ?? 'all'}`}
          >
            {chip === null ? t('loan.filterAll') : t(`loan.status.${chip}`)}
          </button>
        ))}
      </div>
      {content()}
    </section>
  );
}

function LoanRow({ loan, formatMoney }: { loan: Loan; formatMoney: (amount: string) => string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { date, calendarDate } = useFormatters();
  return (
    <li className="loan-row" data-testid="loan-row" data-status={loan.status}>
      <div className="loan-row-head">
        <strong>{formatMoney(loan.amount)}</strong>
        <span className={`tag loan-tag ${LOAN_STATUS_TONES[loan.status]}`} data-testid="loan-row-status">
          {t(`loan.status.${loan.status}`)}
        </span>
      </div>
      <div className="muted small">
        {t('loan.termDays', { days: loan.termDays })} · {date(loan.createdAt)}
      </div>
      {isOwing(loan) || loan.status === 'repaid' ? (
        <dl className="loan-facts small">
          <div>
            <dt>{t('loan.owed')}</dt>
            <dd data-testid="loan-row-outstanding">{formatMoney(loan.outstanding)}</dd>
          </div>
          <div>
            <dt>{t('loan.interestAccrued')}</dt>
            <dd>{formatMoney(loan.interestAccrued)}</dd>
          </div>
          {loan.interestCapitalised !== '0.00' ? (
            <div>
              <dt>{t('loan.capitalised')}</dt>
              <dd data-testid="loan-row-capitalised">{formatMoney(loan.interestCapitalised)}</dd>
            </div>
          ) : null}
          {loan.penaltyAccrued !== '0.00' ? (
            <div>
              <dt>{t('loan.penalty')}</dt>
              <dd>{formatMoney(loan.penaltyAccrued)}</dd>
            </div>
          ) : null}
          {loan.dueDate !== null ? (
            <div>
              <dt>{t('loan.dueDate')}</dt>
              <dd data-testid="loan-row-due">{calendarDate(loan.dueDate)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {loan.rejectReason !== null ? (
        <div className="small loan-reject-reason">{loan.rejectReason}</div>
      ) : null}
      {isOwing(loan) ? (
        <button
          type="button"
          className="loan-borrow loan-repay-link"
          onClick={() => void navigate(`${ROUTES.loanRepay}?id=${loan.id}`)}
          data-testid="loan-row-repay"
        >
          {t('loan.repay')}
        </button>
      ) : null}
    </li>
  );
}
