// The member's exchange records under the form: ten a page with "load more".
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useExchangeList } from './api/exchange-list.ts';
import { LoadMore } from '../../shared/ui/load-more.tsx';

export function ExchangeRecords() {
  const { t } = useTranslation();
  const { moneyIn, date, rate } = useFormatters();
  const query = useExchangeList(true);
  const records = query.data?.pages.flatMap((page) => page.items) ?? [];

  const content = () => {
    if (query.isPending) return <LoadingBlock compact />;
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    if (records.length === 0)
      return <EmptyState icon="inbox" title={t('exchange.noRecords')} testId="exchange-records-empty" />;
    return (
      <>
        <ul className="exchange-records" data-testid="exchange-records">
          {records.map((record) => (
            <li
              key={record.id}
              className="exchange-record"
              data-testid="exchange-record"
              data-order-no={record.orderNo}
            >
              <div className="exchange-record-main">
                <span className="exchange-record-pair">
                  {record.from} → {record.to}
                </span>
                <span className="exchange-record-amounts">
                  <span className="down">
                    −{moneyIn(record.amount, record.from)} {record.from}
                  </span>
                  <span className="up">
                    +{moneyIn(record.receive, record.to)} {record.to}
                  </span>
                </span>
              </div>
              <div className="exchange-record-meta muted small">
                <span>{t('exchange.recordRate', { rate: rate(record.rate) })}</span>
                <span>{date(record.createdAt)}</span>
              </div>
              <div className="muted small">{record.orderNo}</div>
            </li>
          ))}
        </ul>
        <LoadMore query={query} testId="exchange-load-more" endTestId="exchange-records-end" />
      </>
    );
  };

  return (
    <section className="card exchange-records-card">
      <h2 className="card-title">{t('exchange.records')}</h2>
      {content()}
    </section>
  );
}
