// /favorite/index — the member's watchlist (spec §2 "watchlist (select all, delete)"): code, name,
// market and the latest price; tapping a row opens the stock's detail. "Edit" shows a checkbox on
// every row, "select all" and "delete" (confirmed, saying how many). "Select all" means every
// favourite, loaded or not: deleting then asks the server to remove all of them (favorite/remove
// {all: true}); unticking one row falls back to the rows ticked. Ten a page with "load more"; when
// empty, a link to the search. Visitors are asked to log in.
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../shared/feedback/toast.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { openStockDetail } from '../../shared/open-stock-detail.ts';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { FindStocksEmpty } from '../../shared/ui/find-stocks-empty.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useFavorites } from '../../shared/api/favorite-list.ts';
import { useRemoveFavorites } from '../../shared/api/remove-favorites.ts';
import { InstrumentRow } from './instrument-row.tsx';
import './favorites.css';
import { LoadMore } from '../../shared/ui/load-more.tsx';

/** The rows ticked, or every favourite (`all`), however many pages are loaded. */
type Selection = { kind: 'all' } | { kind: 'some'; symbols: ReadonlySet<string> };
const NOTHING_SELECTED: Selection = { kind: 'some', symbols: new Set() };

function isSelected(selection: Selection, symbol: string): boolean {
  return selection.kind === 'all' || selection.symbols.has(symbol);
}

function EditBar({
  selection,
  total,
  onSelectAll,
  onDelete,
}: {
  selection: Selection;
  total: number;
  onSelectAll: (isChecked: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const count = selection.kind === 'all' ? total : selection.symbols.size;
  return (
    <div className="favorites-edit-bar" data-testid="favorites-edit-bar">
      <Checkbox checked={selection.kind === 'all'} onChange={onSelectAll} testId="favorites-select-all">
        {t('favorites.selectAll')}
      </Checkbox>
      <Button
        color="danger"
        shape="rounded"
        size="small"
        disabled={count === 0}
        onClick={onDelete}
        data-testid="favorites-delete"
      >
        {t('favorites.deleteCount', { n: count })}
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
  const [selection, setSelection] = useState<Selection>(NOTHING_SELECTED);
  const [isConfirming, setIsConfirming] = useState(false);

  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <FindStocksEmpty
        icon="star"
        title={t('favorites.empty')}
        description={t('favorites.emptyHint')}
        testId="favorites-empty"
        actionTestId="favorites-empty-search"
      />
    );
  }

  const total = query.data.pages[0]?.total ?? items.length;
  const toggle = (symbol: string) => {
    // Unticking one row of "all" leaves the loaded rows but that one ticked.
    const ticked =
      selection.kind === 'all' ? new Set(items.map((item) => item.symbol)) : new Set(selection.symbols);
    if (ticked.has(symbol)) ticked.delete(symbol);
    else ticked.add(symbol);
    setSelection({ kind: 'some', symbols: ticked });
  };
  const confirmDelete = () =>
    remove.mutate(selection.kind === 'all' ? { all: true } : { symbols: [...selection.symbols] }, {
      onSuccess: ({ removed }) => {
        showToast(t('favorites.deleted', { n: removed }));
        setIsConfirming(false);
        setSelection(NOTHING_SELECTED);
        onDone();
      },
    });

  return (
    <>
      {isEditing && (
        <EditBar
          selection={selection}
          total={total}
          onSelectAll={(isChecked) => setSelection(isChecked ? { kind: 'all' } : NOTHING_SELECTED)}
          onDelete={() => setIsConfirming(true)}
        />
      )}
      <section className="card instrument-card">
        <div className="instrument-head muted small">
          <span>{t('favorites.columnName')}</span>
          <span>{t('favorites.columnPrice')}</span>
        </div>
        <ul className="qrow-list" data-testid="favorites-list">
          {items.map((item) => (
            <InstrumentRow
              key={item.symbol}
              item={item}
              testId="favorite-item"
              onOpen={() => (isEditing ? toggle(item.symbol) : openStockDetail(navigate, item))}
              leading={
                isEditing && (
                  <Checkbox
                    checked={isSelected(selection, item.symbol)}
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
        message={
          selection.kind === 'all'
            ? t('favorites.deleteAllMessage', { n: total })
            : t('favorites.deleteMessage', { n: selection.symbols.size })
        }
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

/** The search entry on top of the watchlist, which visitors see too (above their log-in panel). */
export function FavoritesSearchEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="favorites-search-entry"
      onClick={() => void navigate(ROUTES.search)}
      data-testid="favorites-search"
    >
      <Icon name="search" size={18} />
      <span>{t('favorites.searchPlaceholder')}</span>
    </button>
  );
}

export function FavoritesScreen() {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const query = useFavorites(true);
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
    <Page refreshable title={t('screens.favorites')} right={right} testId="favorites-screen">
      <FavoritesSearchEntry />
      <Watchlist query={query} isEditing={isEditing && hasItems} onDone={() => setIsEditing(false)} />
    </Page>
  );
}
