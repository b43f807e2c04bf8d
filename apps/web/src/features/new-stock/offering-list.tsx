// A list of offerings (ten a page, "load more"): the new-share screens' lists and the Quotes tab
// "subscription" (open offerings). A card opens the offering's detail.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OfferingSummary } from '@saham/contract/new-stock';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadMore } from '../../shared/ui/load-more.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { serverOffset } from '../../shared/time/server-clock.ts';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useNewStockList, type OfferingFilter } from './api/new-stock-list.ts';
import { OfferingCard } from './offering-card.tsx';
import './new-stock.css';

export function detailPathOf(offering: Pick<OfferingSummary, 'id' | 'type'>): string {
  const path = offering.type === 'jp_bookbuilding' ? ROUTES.newStockJpDetail : ROUTES.newStockDetail;
  return `${path}?id=${offering.id}`;
}

export function OfferingList({
  filter,
  keep = () => true,
}: {
  filter: OfferingFilter;
  /** A client-side filter on top of the call's (the "other markets" chip). */
  keep?: (offering: OfferingSummary) => boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useNewStockList(filter);
  const offerings = (query.data?.pages.flatMap((page) => page.items) ?? []).filter(keep);
  // The newest page's `asOf` against when it arrived: the countdowns run on the server's clock.
  const offsetMs = serverOffset(query.data?.pages.at(-1)?.asOf, query.dataUpdatedAt);
  if (query.isPending) return <LoadingBlock compact />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div className="ns-list" data-testid="offering-list">
      {offerings.length === 0 ? (
        <section className="card">
          <EmptyState icon="rocket" title={t('newStock.empty.list')} testId="offering-empty" />
        </section>
      ) : (
        offerings.map((offering) => (
          <OfferingCard
            key={offering.id}
            offering={offering}
            offsetMs={offsetMs}
            onOpen={() => void navigate(detailPathOf(offering))}
          />
        ))
      )}
      <LoadMore
        query={query}
        testId="offering-load-more"
        endTestId={offerings.length > 0 ? 'offering-end' : undefined}
      />
    </div>
  );
}

/** The Quotes tab "subscription": offerings open for subscription now. */
export function OpenOfferings() {
  const { t } = useTranslation();
  return (
    <div className="ns-list" data-testid="quotes-subscription">
      <p className="muted small ns-intro">{t('newStock.quotesIntro')}</p>
      <OfferingList filter={{ period: 'open' }} />
    </div>
  );
}
