// "Load more" under a paged list of cards or wallets; nothing once every page is shown.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export function LoadMore({
  query,
  testId,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  testId: string;
}) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
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
