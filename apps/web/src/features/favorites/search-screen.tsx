// /favorite/search — stock search (spec §2 "search with history"): a search box (the text lives in the
// address, so coming back from a stock shows the same results), results as the member types
// (debounced), ten a page with "load more", a star on each result to add or remove it from the
// watchlist, and — while the box is empty — the member's recent searches as chips (tap to search or
// open again, clear all). Visitors search too, without stars' effect or a history.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MAX_SEARCH_LENGTH, type InstrumentItem } from '@saham/contract/favorites';
import { showToast } from '../../shared/feedback/toast.ts';
import { openStockDetail, type ChosenStock } from '../../shared/open-stock-detail.ts';
import { useSession } from '../../shared/storage/session.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useAddFavorite } from '../../shared/api/add-favorite.ts';
import { useAddSearchHistory } from './api/add-search-history.ts';
import { useClearSearchHistory } from './api/clear-search-history.ts';
import { useRemoveFavorites } from '../../shared/api/remove-favorites.ts';
import { useSearchPages } from './api/search.ts';
import { useSearchHistory } from './api/search-history.ts';
import { InstrumentRow } from './instrument-row.tsx';
import './favorites.css';
import { LoadMore } from '../../shared/ui/load-more.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function StarButton({ item, isMember }: { item: InstrumentItem; isMember: boolean }) {
  const { t } = useTranslation();
  const add = useAddFavorite();
  const remove = useRemoveFavorites();
  const isBusy = add.isPending || remove.isPending;
  const toggle = () => {
    if (!isMember) {
      showToast(t('favorites.loginToStar'));
      return;
    }
    if (item.isFavorite) {
      remove.mutate({ symbols: [item.symbol] }, { onSuccess: () => showToast(t('favorites.removed')) });
    } else {
      add.mutate(item.symbol, { onSuccess: () => showToast(t('favorites.added')) });
    }
  };
  return (
    <button
      type="button"
      className={item.isFavorite ? 'star-button starred' : 'star-button'}
      onClick={toggle}
      disabled={isBusy}
      aria-pressed={item.isFavorite}
      aria-label={item.isFavorite ? t('favorites.unstar') : t('favorites.star')}
      data-testid="search-result-star"
    >
      <Icon name="star" size={22} strokeWidth={1.8} />
    </button>
  );
}

function Results({
  q,
  isMember,
  onOpen,
}: {
  q: string;
  isMember: boolean;
  onOpen: (item: InstrumentItem) => void;
}) {
  const { t } = useTranslation();
  const query = useSearchPages(q);
  if (query.isPending) return <LoadingBlock compact />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <section className="card">
        <EmptyState
          icon="search"
          title={t('favorites.noResults')}
          description={t('favorites.noResultsHint')}
          testId="search-empty"
        />
      </section>
    );
  }
  return (
    <>
      <section className="card instrument-card">
        <ul className="qrow-list" data-testid="search-results">
          {items.map((item) => (
            <InstrumentRow
              key={item.symbol}
              item={item}
              testId="search-result"
              onOpen={() => onOpen(item)}
              trailing={<StarButton item={item} isMember={isMember} />}
            />
          ))}
        </ul>
      </section>
      <LoadMore query={query} testId="search-load-more" />
    </>
  );
}

function History({
  onSearch,
  onOpen,
}: {
  onSearch: (q: string) => void;
  onOpen: (stock: ChosenStock) => void;
}) {
  const { t } = useTranslation();
  const history = useSearchHistory(true);
  const clear = useClearSearchHistory();
  const items = history.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className="card search-history" data-testid="search-history">
      <div className="card-header">
        <h2 className="card-title">{t('favorites.history')}</h2>
        <button
          type="button"
          className="link-button muted"
          onClick={() => clear.mutate()}
          disabled={clear.isPending}
          data-testid="search-history-clear"
        >
          <Icon name="close" size={14} />
          {t('favorites.clearHistory')}
        </button>
      </div>
      <div className="history-chips">
        {items.map((item) =>
          item.kind === 'query' ? (
            <button
              key={item.id}
              type="button"
              className="history-chip"
              onClick={() => onSearch(item.query)}
              data-testid="search-history-chip"
            >
              {item.query}
            </button>
          ) : (
            <button
              key={item.id}
              type="button"
              className="history-chip instrument"
              onClick={() => onOpen(item)}
              data-testid="search-history-chip"
            >
              {item.name}
              <span className="history-chip-code">{item.code}</span>
            </button>
          ),
        )}
      </div>
    </section>
  );
}

export function SearchScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const isMember = session !== null && !session.isGuest;
  const [searchParams, setSearchParams] = useSearchParams();
  const [text, setText] = useState(searchParams.get('q') ?? '');
  const debounced = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const addHistory = useAddSearchHistory();

  useEffect(() => {
    setSearchParams(debounced === '' ? {} : { q: debounced }, { replace: true });
  }, [debounced, setSearchParams]);

  const open = (stock: ChosenStock) => {
    if (isMember) addHistory.mutate({ symbol: stock.symbol });
    openStockDetail(navigate, stock);
  };

  return (
    <Page title={t('screens.search')} testId="search-screen">
      <form
        className="search-box"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (isMember && text.trim() !== '') addHistory.mutate({ q: text.trim() });
        }}
      >
        <Icon name="search" size={18} />
        <input
          className="search-input"
          type="search"
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('favorites.searchPlaceholder')}
          aria-label={t('favorites.searchPlaceholder')}
          enterKeyHint="search"
          autoFocus
          data-testid="search-input"
        />
        {text !== '' && (
          <button
            type="button"
            className="search-clear"
            onClick={() => setText('')}
            aria-label={t('common.clear')}
            data-testid="search-input-clear"
          >
            <Icon name="close" size={16} />
          </button>
        )}
      </form>
      {debounced === '' ? (
        <>
          {isMember && <History onSearch={setText} onOpen={open} />}
          <p className="muted small search-hint">{t('favorites.searchHint')}</p>
        </>
      ) : (
        <Results q={debounced} isMember={isMember} onOpen={open} />
      )}
    </Page>
  );
}
