// /favorite/index — the member's watchlist (spec §2 "watchlist (select all, delete)"): code, name,
// market and the latest price; tapping a row opens the stock's detail. "Edit" shows a checkbox on
// every row, "select all" and "delete" (confirmed). Ten a page with "load more"; when empty, a link
// to the search. Visitors are asked to log in.
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { InstrumentItem } from '@saham/contract/favorites';
import { showToast } from '../../shared/feedback/toast.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { openStockDetail } from '../../shared/open-stock-detail.ts';
import { useSession } from '../../shared/storage/session.ts';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { LoginRequired } from '../../shared/ui/login-required.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useFavorites } from './api/favorites.ts';
import { useRemoveFavorites } from './api/remove-favorites.ts';
import { InstrumentRow } from './instrument-row.tsx';
import './favorites.css';
import { LoadMore } from '../../shared/ui/load-more.tsx';

function EditBar({
  items,
  selected,
  onSelect,
  onDelete,
}: {
  items: readonly InstrumentItem[];
  selected: ReadonlySet<string>;
  onSelect: (symbols: Set<string>) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const isAllSelected = items.length > 0 && items.every((item) => selected.has(item.symbol));
  return (
    <div className="favorites-edit-bar" data-testid="favorites-edit-bar">
      <Checkbox
        checked={isAllSelected}
        onChange={(checked) => onSelect(checked ? new Set(items.map((item) => item.symbol)) : new Set())}
        testId="favorites-select-all"
      >
        {t('favorites.selectAll')}
      </Checkbox>
      <Button
        color="danger"
        shape="rounded"
        size="small"
        disabled={selected.size === 0}
        onClick={onDelete}
        data-testid="favorites-delete"
      >
        {t('favorites.deleteCount', { n: selected.size })}
      </Button>
    </div>
  );
}

function Watchlist({
  query,
  isEditing,
  onDone,
}: {
  query: ReturnType<typeof useFavorites>;
  isEditing: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useRemoveFavorites();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [isConfirming, setIsConfirming] = useState(false);

  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <section className="card">
        <EmptyState
          icon="star"
          title={t('favorites.empty')}
          description={t('favorites.emptyHint')}
          action={
            <Button
              color="primary"
              shape="rounded"
              onClick={() => void navigate(ROUTES.search)}
              data-testid="favorites-empty-search"
            >
              {t('favorites.findStocks')}
            </Button>
          }
          testId="favorites-empty"
        />
      </section>
    );
  }

  const toggle = (symbol: string) => {
    const next = new Set(selected);
    if (next.has(symbol)) next.delete(symbol);
    else next.add(symbol);
    setSelected(next);
  };
  const confirmDelete = () =>
    remove.mutate([...selected], {
      onSuccess: ({ removed }) => {
        showToast(t('favorites.deleted', { n: removed }));
        setIsConfirming(false);
        setSelected(new Set());
        onDone();
      },
    });

  return (
    <>
      {isEditing && (
        <EditBar
          items={items}
          selected={selected}
          onSelect={setSelected}
          onDelete={() => setIsConfirming(true)}
        />
      )}
      <section className="card instrument-card">
        <div className="instrument-head muted small">
          <span>{t('favorites.columnName')}</span>
          <span>{t('favorites.columnPrice')}</span>
        </div>
        <ul className="instrument-list" data-testid="favorites-list">
          {items.map((item) => (
            <InstrumentRow
              key={item.symbol}
              item={item}
              testId="favorite-item"
              onOpen={() => (isEditing ? toggle(item.symbol) : openStockDetail(navigate, item))}
              leading={
                isEditing && (
                  <Checkbox
                    checked={selected.has(item.symbol)}
                    onChange={() => toggle(item.symbol)}
                    testId="favorite-item-check"
                  >
                    <span className="visually-hidden">{item.name}</span>
                  </Checkbox>
                )
              }
            />
          ))}
        </ul>
      </section>
      <LoadMore query={query} testId="favorites-load-more" showEnd />
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('favorites.deleteTitle')}
        message={t('favorites.deleteMessage', { n: selected.size })}
        confirmText={t('favorites.delete')}
        isDanger
        isBusy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setIsConfirming(false)}
        testId="favorites-delete-dialog"
      />
    </>
  );
}

export function FavoritesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const isMember = session !== null && !session.isGuest;
  const [isEditing, setIsEditing] = useState(false);
  const query = useFavorites(isMember);
  const hasItems = (query.data?.pages[0]?.items.length ?? 0) > 0;
  const right = hasItems ? (
    <button
      type="button"
      className="link-button favorites-edit"
      onClick={() => setIsEditing(!isEditing)}
      data-testid="favorites-edit"
    >
      {isEditing ? t('favorites.done') : t('favorites.edit')}
    </button>
  ) : undefined;
  return (
    <Page title={t('screens.favorites')} right={right} testId="favorites-screen">
      <button
        type="button"
        className="favorites-search-entry"
        onClick={() => void navigate(ROUTES.search)}
        data-testid="favorites-search"
      >
        <Icon name="search" size={18} />
        <span>{t('favorites.searchPlaceholder')}</span>
      </button>
      {isMember ? (
        <Watchlist query={query} isEditing={isEditing && hasItems} onDone={() => setIsEditing(false)} />
      ) : (
        <LoginRequired />
      )}
    </Page>
  );
}
