// /home/indexList: every market's listed indices (FBM KLCI and the other Bursa indices, Dow, S&P 500,
// Nasdaq, Hang Seng, Nikkei 225, Shanghai Composite), grouped by market with its state, moving live;
// a tap opens the index detail.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMarketSummary } from '../../shared/api/market-summary.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { indexDetailPath } from './index-cards.tsx';
import { MarketStateTag } from './market-bits.tsx';
import { QuoteRows } from './quote-rows.tsx';
import './indices.css';

export function IndexListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending, isError, error, refetch } = useMarketSummary();
  const body = () => {
    if (isPending) return <LoadingBlock />;
    if (isError) return <QueryError error={error} onRetry={() => void refetch()} />;
    const groups = data.markets.filter((summary) => summary.indices.length > 0);
    if (groups.length === 0) return <EmptyState title={t('markets.noIndices')} />;
    return (
      <div className="stack" data-testid="index-list">
        {groups.map((summary) => (
          <section
            key={summary.market}
            className="card index-group"
            data-testid="index-group"
            data-market={summary.market}
          >
            <div className="card-header">
              <h2 className="card-title">{summary.name}</h2>
              <MarketStateTag state={summary.state} />
            </div>
            <div className="quote-rows-head small muted">
              <span>{t('markets.columns.name')}</span>
              <span>{t('markets.columns.last')}</span>
              <span>{t('markets.columns.change')}</span>
            </div>
            <QuoteRows
              quotes={summary.indices}
              isIndex
              testId="index-row"
              onOpen={(quote) => void navigate(indexDetailPath(quote.symbol))}
            />
          </section>
        ))}
      </div>
    );
  };
  return (
    <Page refreshable title={t('screens.indexList')} testId="index-list-screen">
      {body()}
    </Page>
  );
}
