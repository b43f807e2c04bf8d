// The list of one market tab: ten quotes a page with "load more", live prices for the rows on screen
// (none while the kept-alive screen is hidden), and honest empty states. The auction tab asks again
// every few seconds, since its indicative prices and its very contents follow the market's phase.
import { Button } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Quote } from '@saham/contract/quotes';
import type { Tick } from '@saham/contract/realtime';
import type { MarketTab } from '@saham/domain/markets/instrument';
import { marketQuotesQuery } from '../../shared/api/market-quotes.ts';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { openStockDetail } from '../../shared/open-stock-detail.ts';
import { useLiveQuotes } from '../../shared/realtime/use-live-quote.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadMore } from '../../shared/ui/load-more.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { QuoteRow, type QuoteRowData } from './quote-row.tsx';
import { withLiveTick } from './quote-view.ts';
import { marketOfView, type QuotesViewState } from './quotes-view-state.ts';
import { pollEvery } from '../../shared/api/poll-interval.ts';

const AUCTION_REFRESH_MS = 5_000;

function TabEmpty({ tab }: { tab: MarketTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (tab === 'subscription') {
    return (
      <EmptyState
        icon="rocket"
        title={t('quotes.empty.subscriptionTitle')}
        description={t('quotes.empty.subscriptionText')}
        testId="quotes-empty-subscription"
      />
    );
  }
  if (tab === 'auction') {
    return (
      <EmptyState
        icon="clock"
        title={t('quotes.empty.auctionTitle')}
        description={t('quotes.empty.auctionText')}
        testId="quotes-empty-auction"
        action={
          <Button size="small" shape="rounded" onClick={() => void navigate(ROUTES.search)}>
            {t('quotes.searchStocks')}
          </Button>
        }
      />
    );
  }
  return <EmptyState icon="stock" title={t('quotes.empty.default')} testId="quotes-empty" />;
}

function rowOf(quote: Quote, tick: Tick | undefined, isAuction: boolean): QuoteRowData {
  return {
    symbol: quote.symbol,
    name: quote.name,
    code: quote.code,
    market: quote.market,
    isSuspended: quote.status === 'suspended',
    price: withLiveTick(quote, tick),
    prevClose: quote.prevClose,
    auction: isAuction ? { indicative: quote.indicative, phase: quote.phase } : undefined,
  };
}

function sortValueOf(quote: Quote, sort: QuotesViewState['sort']): string | undefined {
  switch (sort) {
    case 'gainers':
    case 'losers':
      return quote.changePercent;
    case 'turnover':
      return quote.turnover;
    case 'default':
      return undefined;
  }
}

/** Polls and follows live ticks while on show: the market screen is kept alive, hidden in an <Activity>. */
export function QuotesList({ view }: { view: QuotesViewState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isAuction = view.tab === 'auction';
  const query = useInfiniteQuery({
    ...marketQuotesQuery({ tab: view.tab, market: marketOfView(view), sort: view.sort }, useLanguage()),
    refetchInterval: pollEvery(isAuction ? AUCTION_REFRESH_MS : false),
  });
  const quotes = query.data?.pages.flatMap((page) => page.items) ?? [];
  const ticks = useLiveQuotes(quotes.map((quote) => quote.symbol));

  if (query.isPending) return <LoadingBlock compact />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (quotes.length === 0) {
    return (
      <section className="card">
        <TabEmpty tab={view.tab} />
      </section>
    );
  }
  return (
    <>
      <section className="card mq-card">
        <div className="mq-head muted small">
          <span>{t('quotes.columnName')}</span>
          <span className="mq-head-price">
            {isAuction ? t('quotes.columnIndicative') : t('quotes.columnLast')}
          </span>
          <span className="mq-head-percent">{t('quotes.columnChange')}</span>
        </div>
        <ul
          className="mq-list qrow-list"
          data-testid="quotes-list"
          data-tab={view.tab}
          data-sort={view.sort}
          data-market={marketOfView(view) ?? 'all'}
        >
          {quotes.map((quote) => (
            <QuoteRow
              key={quote.symbol}
              row={rowOf(quote, ticks[quote.symbol], isAuction)}
              detail={view.sort === 'turnover' ? 'turnover' : 'change'}
              sortValue={sortValueOf(quote, view.sort)}
              onOpen={() => openStockDetail(navigate, quote)}
              testId="quote-row"
            />
          ))}
        </ul>
      </section>
      <LoadMore query={query} testId="quotes-load-more" endTestId="quotes-end" />
    </>
  );
}
