// /market/components/optionList — the member's watchlist as a quotes list: live prices, sorted as
// added or by change (rise or fall first, over the rows loaded), ten a page with "load more"; a row
// opens the stock detail. Visitors get the log-in panel; an empty watchlist links to the search.
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { InstrumentItem } from '@saham/contract/favorites';
import type { Tick } from '@saham/contract/realtime';
import { useFavorites } from '../../shared/api/favorite-list.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { openStockDetail } from '../../shared/open-stock-detail.ts';
import { useLiveQuotes } from '../../shared/realtime/use-live-quote.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { LoadMore } from '../../shared/ui/load-more.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { QuoteRow, type QuoteRowData } from './quote-row.tsx';
import { priceOfTick, sortByChange, type PriceView } from './quote-view.ts';
import { QuoteChips } from './quote-chips.tsx';
import './market.css';

const WATCHLIST_SORTS = ['added', 'rise', 'fall'] as const;
type WatchlistSort = (typeof WATCHLIST_SORTS)[number];

/** The watchlist's quote carries no time: a live tick, when one has come, is always newer. */
function rowOf(item: InstrumentItem, tick: Tick | undefined): QuoteRowData {
  let price: PriceView | null = tick ? priceOfTick(tick) : null;
  if (price === null && item.last !== null) {
    price = {
      last: item.last,
      change: item.change ?? '0',
      changePercent: item.changePercent ?? '0.00',
      turnover: '0',
      time: null,
    };
  }
  return {
    symbol: item.symbol,
    name: item.name,
    code: item.code,
    market: item.market,
    isSuspended: item.status === 'suspended',
    price,
  };
}

function Watchlist({ sort }: { sort: WatchlistSort }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useFavorites(true);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const ticks = useLiveQuotes(items.map((item) => item.symbol));

  if (query.isPending) return <LoadingBlock compact />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (items.length === 0) {
    return (
      <section className="card">
        <EmptyState
          icon="star"
          title={t('quotes.watchlistEmpty')}
          description={t('quotes.watchlistEmptyHint')}
          testId="option-list-empty"
          action={
            <Button
              color="primary"
              shape="rounded"
              onClick={() => void navigate(ROUTES.search)}
              data-testid="option-list-empty-search"
            >
              {t('quotes.searchStocks')}
            </Button>
          }
        />
      </section>
    );
  }
  const rows = items.map((item) => rowOf(item, ticks[item.symbol]));
  const sorted =
    sort === 'added'
      ? rows
      : sortByChange(rows, (row) => row.price?.changePercent ?? null, sort === 'rise' ? 'desc' : 'asc');
  return (
    <>
      <section className="card mq-card">
        <div className="mq-head muted small">
          <span>{t('quotes.columnName')}</span>
          <span className="mq-head-price">{t('quotes.columnLast')}</span>
          <span className="mq-head-percent">{t('quotes.columnChange')}</span>
        </div>
        <ul className="mq-list qrow-list" data-testid="option-list" data-sort={sort}>
          {sorted.map((row) => (
            <QuoteRow
              key={row.symbol}
              row={row}
              onOpen={() => openStockDetail(navigate, row)}
              testId="option-row"
            />
          ))}
        </ul>
      </section>
      <LoadMore query={query} testId="option-list-load-more" showEnd />
    </>
  );
}

/** The header's search button, which visitors see too (the router shows it above their log-in panel). */
export function WatchlistSearchButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => void navigate(ROUTES.search)}
      aria-label={t('quotes.searchStocks')}
      data-testid="option-list-search"
    >
      <Icon name="search" size={22} />
    </button>
  );
}

export function OptionListScreen() {
  const { t } = useTranslation();
  const [sort, setSort] = useState<WatchlistSort>('added');
  return (
    <Page
      refreshable
      title={t('quotes.watchlistTitle')}
      right={<WatchlistSearchButton />}
      testId="option-list-screen"
    >
      <>
        <QuoteChips
          options={WATCHLIST_SORTS}
          value={sort}
          label={t('quotes.sortLabel')}
          onChange={setSort}
          testIdPrefix="option-list-sort"
          labelOf={(option) => t(`quotes.watchlistSorts.${option}`)}
        />
        <Watchlist sort={sort} />
      </>
    </Page>
  );
}
