// /home/blockTrade — the block deals a member may buy: open ones first, then upcoming, ten a page.
// A deal opens /home/blockTrade1 (detail and buy); the header links to the member's block orders.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadMore } from '../../shared/ui/load-more.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useBlockTradeList } from './api/block-trade-list.ts';
import { DealCard } from './deal-card.tsx';
import { useDealName } from './use-deal-name.ts';
import './block-trades.css';

export function BlockTradeListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page
      refreshable
      title={t('screens.blockTrade')}
      testId="block-trade-screen"
      right={
        <button
          type="button"
          className="link-button"
          onClick={() => void navigate(ROUTES.blockTrade2)}
          data-testid="block-trade-my-orders"
        >
          {t('blockTrade.ordersLink')}
        </button>
      }
    >
      <DealList />
    </Page>
  );
}

function DealList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { marketDate } = useFormatters();
  const nameOf = useDealName();
  const query = useBlockTradeList(true);
  const deals = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (deals.length === 0) {
    return <EmptyState icon="layers" title={t('blockTrade.noDeals')} testId="block-trade-empty" />;
  }
  return (
    <div className="bt-list" data-testid="block-deal-list">
      <p className="muted small bt-intro">{t('blockTrade.intro')}</p>
      {deals.map((deal) => (
        <DealCard
          key={deal.id}
          deal={deal}
          name={nameOf(deal)}
          formatDate={(iso) => marketDate(iso, deal.market)}
          onOpen={() => void navigate(`${ROUTES.blockTrade1}?id=${deal.id}`)}
        />
      ))}
      <LoadMore query={query} testId="block-trade-load-more" endTestId="block-trade-end" />
    </div>
  );
}
