// The member's day-trading applications, newest first, ten a page with "load more".
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadMore } from '../../shared/ui/load-more.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useDayTradingApplications } from './api/day-trading-applications.ts';

interface ApplicationHistoryProps {
  formatMoney: (amount: string) => string;
  formatDate: (iso: string) => string;
}

export function ApplicationHistory({ formatMoney, formatDate }: ApplicationHistoryProps) {
  const { t } = useTranslation();
  const query = useDayTradingApplications(true);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const content = () => {
    if (query.isPending) return <LoadingBlock compact />;
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    if (items.length === 0)
      return <EmptyState icon="inbox" title={t('dayTrading.noHistory')} testId="day-trading-history-empty" />;
    return (
      <>
        <ul className="dt-history" data-testid="day-trading-history">
          {items.map((item) => (
            <li key={item.id} className="dt-history-row" data-testid="day-trading-history-row">
              <div className="dt-position-head">
                <span>{formatMoney(item.amount)}</span>
                <span className="muted small">{t(`dayTrading.status.${item.status}`)}</span>
              </div>
              <div className="muted small">{formatDate(item.createdAt)}</div>
              {item.rejectReason !== null ? <div className="small down">{item.rejectReason}</div> : null}
            </li>
          ))}
        </ul>
        <LoadMore query={query} testId="day-trading-history-load-more" endTestId="day-trading-history-end" />
      </>
    );
  };
  return (
    <section className="card">
      <h2 className="card-title">{t('dayTrading.history')}</h2>
      {content()}
    </section>
  );
}
