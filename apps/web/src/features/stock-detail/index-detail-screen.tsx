// /market/stockDetailzs?symbol= — one index: its live value, change and day range, and the same chart
// as a stock without adjustment. The seeded data has no constituents, so none are listed.
import { useTranslation } from 'react-i18next';
import { useMarketDetail } from '../../shared/api/market-detail.ts';
import { useLiveQuote } from '../../shared/realtime/use-live-quote.ts';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useDetailSymbol } from './detail-symbol.ts';
import { DetailTitle } from './detail-title.tsx';
import { withTick } from './live-detail.ts';
import { PriceChart } from './price-chart.tsx';
import { QuoteHeader } from './quote-header.tsx';
import { NoStock } from './no-stock.tsx';
import './stock-detail.css';

export function IndexDetailScreen() {
  const { t } = useTranslation();
  const { symbol } = useDetailSymbol(false);
  const detail = useMarketDetail(symbol);
  const tick = useLiveQuote(detail.data?.symbol ?? null);
  const quote = detail.data === undefined ? null : withTick(detail.data, tick);
  const title =
    quote === null ? (
      t('screens.indexDetail')
    ) : (
      <DetailTitle name={quote.name} code={quote.code} market={quote.market} />
    );
  return (
    <Page title={title} className="detail-page" testId="index-detail-screen">
      {symbol === null && <NoStock />}
      {symbol !== null && detail.isPending && <LoadingBlock />}
      {symbol !== null && detail.isError && (
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      )}
      {quote !== null && (
        <>
          <QuoteHeader quote={quote} variant="index" />
          <PriceChart
            symbol={quote.symbol}
            timezone={quote.timezone}
            prevClose={quote.prevClose}
            tickSize={quote.tickSize}
            canAdjust={false}
            showVolume={false}
            dayVolume="0"
            tick={tick}
          />
          {quote.profile.description !== null && (
            <section className="card detail-card" data-testid="index-about">
              <h2 className="card-title">{t('stockDetail.indexAbout')}</h2>
              <p className="small">{quote.profile.description}</p>
            </section>
          )}
        </>
      )}
    </Page>
  );
}
