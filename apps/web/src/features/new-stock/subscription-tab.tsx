// The positions' Subscription tab (issue 17 §2): the member's new-share applications with their states,
// newest first, ten a page; an application opens its offering. Inventory: allotted shares not yet
// listed (not sellable until listing), which become ordinary holdings at the issue price on listing.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { InventoryItem } from '@saham/contract/new-stock';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadMore } from '../../shared/ui/load-more.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useNewStockApplications } from './api/new-stock-applications.ts';
import { useNewStockInventory } from './api/new-stock-inventory.ts';
import { ApplicationRow } from './application-row.tsx';
import { offeringName, priceText } from './new-stock-rules.ts';
import { detailPathOf } from './offering-list.tsx';
import './new-stock.css';

export function SubscriptionTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useNewStockApplications();
  const applications = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <LoadingBlock compact />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      {applications.length === 0 ? (
        <section className="card">
          <EmptyState icon="rocket" title={t('newStock.empty.applications')} testId="subscription-empty" />
        </section>
      ) : (
        <ul className="ns-list" data-testid="subscription-list">
          {applications.map((application) => (
            <ApplicationRow
              key={application.id}
              application={application}
              onOpen={() =>
                void navigate(detailPathOf({ id: application.offeringId, type: application.offeringType }))
              }
            />
          ))}
        </ul>
      )}
      <LoadMore
        query={query}
        testId="subscription-load-more"
        endTestId={applications.length > 0 ? 'subscription-end' : undefined}
      />
    </>
  );
}

export function InventoryTab() {
  const { t } = useTranslation();
  const query = useNewStockInventory();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <LoadingBlock compact />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      {items.length === 0 ? (
        <section className="card">
          <EmptyState icon="inbox" title={t('newStock.empty.inventory')} testId="inventory-empty" />
        </section>
      ) : (
        <ul className="ns-list" data-testid="inventory-list">
          {items.map((item) => (
            <InventoryRow key={item.applicationId} item={item} />
          ))}
        </ul>
      )}
      <LoadMore
        query={query}
        testId="inventory-load-more"
        endTestId={items.length > 0 ? 'inventory-end' : undefined}
      />
    </>
  );
}

function InventoryRow({ item }: { item: InventoryItem }) {
  const { t } = useTranslation();
  const { language, amount, number, day } = useFormatters();
  return (
    <li className="card ns-card" data-testid="inventory-row" data-symbol={item.symbol}>
      <div className="ns-card-head">
        <div className="ns-card-title">
          <span className="ns-name">{offeringName(item, language)}</span>
          <span className="muted small">
            {item.code} · {t(`newStock.types.${item.offeringType}`)}
          </span>
        </div>
        <span className="tag tag-warning" data-testid="inventory-not-sellable">
          {t('newStock.inventory.notSellable')}
        </span>
      </div>
      <dl className="ns-figures">
        <div>
          <dt>{t('newStock.inventory.shares')}</dt>
          <dd data-testid="inventory-quantity">{number(item.quantity, 0)}</dd>
        </div>
        <div>
          <dt>{t('newStock.inventory.price')}</dt>
          <dd>
            {priceText(item.price, item.market)} {item.currency}
          </dd>
        </div>
        <div>
          <dt>{t('newStock.inventory.cost')}</dt>
          <dd>{amount(item.amount, item.currency)}</dd>
        </div>
        <div>
          <dt>{t('newStock.fields.listingDate')}</dt>
          <dd>{item.listingAt === null ? '--' : day(item.listingAt)}</dd>
        </div>
      </dl>
      {item.lockedUntil !== null && (
        <p className="muted small">{t('newStock.inventory.lockedUntil', { date: day(item.lockedUntil) })}</p>
      )}
    </li>
  );
}
