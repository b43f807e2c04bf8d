// The foot of every paged list: "load more" while pages remain, then (where the list wants it) a
// "that's everything" line. Ten items a page come from the server; this only asks for the next one.
// Scrolling to within 300 px of the list's end asks for it too (spec §9); the button stays as the
// fallback for a list that does not scroll.
import { Button } from 'antd-mobile';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearEnd } from './use-near-end.ts';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export function LoadMore({
  query,
  testId,
  endTestId,
  showEnd = false,
}: {
  query: PagedQuery;
  testId: string;
  /** Shows the end line once every page is loaded (implied by `endTestId`). */
  showEnd?: boolean;
  endTestId?: string;
}) {
  const { t } = useTranslation();
  const footRef = useRef<HTMLDivElement>(null);
  const canLoad = query.hasNextPage && !query.isFetchingNextPage;
  useNearEnd(footRef, canLoad, () => void query.fetchNextPage());
  if (!query.hasNextPage) {
    if (!showEnd && endTestId === undefined) return null;
    return (
      <p className="list-end muted small" data-testid={endTestId}>
        {t('common.noMore')}
      </p>
    );
  }
  return (
    <div ref={footRef} className="load-more">
      <Button
        block
        shape="rounded"
        onClick={() => void query.fetchNextPage()}
        loading={query.isFetchingNextPage}
        disabled={query.isFetchingNextPage}
        data-testid={testId}
      >
        {t('common.loadMore')}
      </Button>
    </div>
  );
}
