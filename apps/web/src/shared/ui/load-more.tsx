// The foot of every paged list: "load more" while pages remain, then (where the list wants it) a
// "that's everything" line. Ten items a page come from the server; this only asks for the next one.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

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
  if (!query.hasNextPage) {
    if (!showEnd && endTestId === undefined) return null;
    return (
      <p className="list-end muted small" data-testid={endTestId}>
        {t('common.noMore')}
      </p>
    );
  }
  return (
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
  );
}
