// The member's deposit or withdrawal records under a form: status tag, amount, time, and for
// withdrawals the card and the expected settlement date; ten a page with "load more".
import { useTranslation } from 'react-i18next';
import type { DepositRecord, DepositStatus } from '@saham/contract/recharge';
import type { WithdrawRecord } from '@saham/contract/withdraw';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useRechargeList } from './api/recharge-list.ts';
import { useWithdrawList } from './api/withdraw-list.ts';
import { LoadMore } from '../../shared/ui/load-more.tsx';

const STATUS_TAG: Record<DepositStatus, string> = {
  pending: 'tag tag-warning',
  approved: 'tag tag-success',
  rejected: 'tag tag-danger',
  expired: 'tag tag-neutral',
};

interface PagedQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  data?: { pages: { items: T[] }[] } | undefined;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  isFetchingNextPage: boolean;
}

function RecordList<T extends { id: number }>({
  query,
  render,
  testId,
}: {
  query: PagedQuery<T>;
  render: (record: T) => React.ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const records = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <LoadingBlock compact />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (records.length === 0)
    return <EmptyState icon="inbox" title={t('funding.noRecords')} testId={`${testId}-empty`} />;
  return (
    <>
      <ul className="funding-records" data-testid={testId}>
        {records.map((record) => (
          <li key={record.id} className="funding-record" data-testid={`${testId}-item`}>
            {render(record)}
          </li>
        ))}
      </ul>
      <LoadMore query={query} testId={`${testId}-more`} showEnd />
    </>
  );
}

export function DepositRecords() {
  const { t } = useTranslation();
  const { moneyIn, date } = useFormatters();
  const query = useRechargeList(true);
  const render = (record: DepositRecord) => (
    <>
      <div className="funding-record-main">
        <span>{record.channelName}</span>
        <span className="up">
          +{moneyIn(record.amount, record.currency)} {record.currency}
        </span>
      </div>
      <div className="funding-record-meta muted small">
        <span className={STATUS_TAG[record.status]}>{t(`funding.status.${record.status}`)}</span>
        <span>{date(record.createdAt)}</span>
      </div>
      {record.paymentReference && (
        <p className="muted small" data-testid="deposit-record-reference">
          {t('funding.paymentReference')}: {record.paymentReference}
        </p>
      )}
      {record.rejectReason && (
        <p className="muted small">{t('funding.rejectReason', { reason: record.rejectReason })}</p>
      )}
    </>
  );
  return (
    <section className="card">
      <h2 className="card-title">{t('funding.depositRecords')}</h2>
      <RecordList query={query} render={render} testId="deposit-records" />
    </section>
  );
}

export function WithdrawRecords() {
  const { t } = useTranslation();
  const { moneyIn, date, calendarDate } = useFormatters();
  const query = useWithdrawList(true);
  const render = (record: WithdrawRecord) => (
    <>
      <div className="funding-record-main">
        <span>
          {record.bankName} {record.accountNumberMasked}
        </span>
        <span className="down">
          −{moneyIn(record.amount, record.currency)} {record.currency}
        </span>
      </div>
      <div className="funding-record-meta muted small">
        <span className={STATUS_TAG[record.status]}>{t(`funding.status.${record.status}`)}</span>
        <span>{date(record.createdAt)}</span>
      </div>
      {record.expectedSettlementDate && (
        <p className="muted small" data-testid="withdraw-settlement">
          {t('funding.expectedSettlement', { date: calendarDate(record.expectedSettlementDate) })}
        </p>
      )}
      {record.rejectReason && (
        <p className="muted small">{t('funding.rejectReason', { reason: record.rejectReason })}</p>
      )}
    </>
  );
  return (
    <section className="card">
      <h2 className="card-title">{t('funding.withdrawRecords')}</h2>
      <RecordList query={query} render={render} testId="withdraw-records" />
    </section>
  );
}
