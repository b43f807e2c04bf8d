// /market/index — the quotes tab (spec §1, apps/web/README.md "Market tabs"): six market tabs over
// `market/quotes`, a market filter on the listed tab (Bursa first), sort chips, live rows that open the
// stock detail, a search entry and the watchlist entry. The screen is kept alive: tab, filter and sort
// also live in the address, so going back returns to the same list; coming back through the bottom tab
// (an address without them) keeps what was on screen.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MARKET_TABS } from '@saham/domain/markets/instrument';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QuoteChips } from './quote-chips.tsx';
import { QuotesList } from './quotes-list.tsx';
import {
  DEFAULT_VIEW,
  MARKET_FILTERS,
  searchOfView,
  SORTS,
  viewFromSearch,
  type QuotesViewState,
} from './quotes-view-state.ts';
import { useSwipeTabs } from '../../shared/ui/swipe-tabs.ts';
import '../../shared/ui/tab-strip.css';
import './market.css';

/** The view on screen: the address's when it names one, else the last one (kept while hidden). */
function useQuotesView(isVisible: boolean, search: string) {
  const navigate = useNavigate();
  const [view, setView] = useState<QuotesViewState>(() =>
    search === '' ? DEFAULT_VIEW : viewFromSearch(new URLSearchParams(search)),
  );
  const [adoptedSearch, setAdoptedSearch] = useState(search);
  if (isVisible && search !== '' && search !== adoptedSearch) {
    setAdoptedSearch(search);
    setView(viewFromSearch(new URLSearchParams(search)));
  }
  const change = (next: QuotesViewState) => {
    const nextSearch = `?${new URLSearchParams(searchOfView(next)).toString()}`;
    setView(next);
    setAdoptedSearch(nextSearch);
    void navigate({ pathname: ROUTES.market, search: nextSearch }, { replace: true });
  };
  return [view, change] as const;
}

/** `subscription`: the open new-share offerings, handed in by the router (no feature imports another). */
export function QuotesScreen({ subscription }: { subscription?: ReactNode } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const isVisible = location.pathname === ROUTES.market;
  const [view, setView] = useQuotesView(isVisible, location.search);
  const { stripRef, swipeHandlers } = useSwipeTabs(MARKET_TABS, view.tab, (tab) => setView({ ...view, tab }));
  return (
    <Page refreshable title={t('screens.market')} canGoBack={false} testId="market-screen">
      <div className="mq-entries">
        <button
          type="button"
          className="mq-search-entry"
          onClick={() => void navigate(ROUTES.search)}
          data-testid="quotes-search"
        >
          <Icon name="search" size={18} />
          <span>{t('quotes.searchPlaceholder')}</span>
        </button>
        <button
          type="button"
          className="mq-watchlist-entry"
          onClick={() => void navigate(ROUTES.optionList)}
          data-testid="quotes-watchlist"
        >
          <Icon name="star" size={18} />
          <span>{t('quotes.watchlist')}</span>
        </button>
      </div>
      <div ref={stripRef} className="tab-strip mq-tabs" role="tablist" aria-label={t('screens.market')}>
        {MARKET_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === view.tab}
            className={tab === view.tab ? 'tab-strip-tab mq-tab active' : 'tab-strip-tab mq-tab'}
            onClick={() => setView({ ...view, tab })}
            data-testid={`quotes-tab-${tab}`}
          >
            {t(`quotes.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div className="mq-swipe" {...swipeHandlers}>
        {view.tab === 'listed' && (
          <QuoteChips
            options={MARKET_FILTERS}
            value={view.market}
            label={t('quotes.marketFilter')}
            onChange={(market) => setView({ ...view, market })}
            testIdPrefix="quotes-market"
            labelOf={(market) => t(`quotes.markets.${market}`)}
          />
        )}
        {view.tab !== 'subscription' && (
          <QuoteChips
            options={SORTS}
            value={view.sort}
            label={t('quotes.sortLabel')}
            onChange={(sort) => setView({ ...view, sort })}
            testIdPrefix="quotes-sort"
            labelOf={(sort) => t(`quotes.sorts.${sort}`)}
          />
        )}
        {view.tab === 'subscription' && subscription !== undefined ? (
          subscription
        ) : (
          <QuotesList view={view} />
        )}
      </div>
    </Page>
  );
}
