// /information/dividends — the dividend list (spec §2): dividends and splits applied to the member's
// positions when they went ex, newest first, ten a page with "load more". A long receives a cash
// dividend and a short pays it: entitled at the ex-date, the money moves on the pay date (fund records
// show it as "Dividend"); a split changes the quantity and entry price and moves no money.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadMore } from '../../shared/ui/load-more.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useDividends } from './api/dividends.ts';
import { DividendItem } from './dividend-item.tsx';
import './dividends.css';

function DividendList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useDividends(true);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <LoadingBlock compact />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (items.length === 0) {
    return (
      <EmptyState
        icon="coins"
        title={t('dividends.empty')}
        description={t('dividends.emptyHint')}
        testId="dividends-empty"
      />
    );
  }
  return (
    <>
      <ul className="dividends card" data-testid="dividends">
        {items.map((item) => (
          <DividendItem
            key={item.id}
            item={item}
            onOpen={() =>
              void navigate({ pathname: ROUTES.positionDetail, search: `?id=${item.positionId}` })
            }
          />
        ))}
      </ul>
      <LoadMore query={query} testId="dividends-load-more" endTestId="dividends-end" />
    </>
  );
}

export function DividendsScreen() {
  const { t } = useTranslation();
  return (
    <Page refreshable title={t('screens.dividends')} testId="dividends-screen">
      <div className="stack">
        <DividendList />
      </div>
    </Page>
  );
}
