// /market/stockDetail?symbol= — one stock (or crypto or currency pair): the live quote, the chart,
// company profile and fundamentals, short-selling and investor-flow data, the watchlist star and the
// entry to the order form, and the price alerts' bell (price-alert-sheet.tsx). Without a symbol in
// the address it shows the chosen stock from local storage (spec §2), whose stored name titles the
// screen until the detail arrives.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMarketDetail } from '../../shared/api/market-detail.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { useLiveQuote } from '../../shared/realtime/use-live-quote.ts';
import { useSession } from '../../shared/storage/session.ts';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useDetailSymbol } from './detail-symbol.ts';
import { DetailTitle } from './detail-title.tsx';
import { FavoriteStar } from './favorite-star.tsx';
import { FlowsCard } from './flows-card.tsx';
import { NoStock } from './no-stock.tsx';
import { withTick } from './live-detail.ts';
import { OrderBar } from './order-bar.tsx';
import { OrderEntry, type OrderSide } from './order-entry.tsx';
import { PriceAlertButton, PriceAlertSheet } from './price-alert-sheet.tsx';
import { PriceChart } from './price-chart.tsx';
import { ProfileCard } from './profile-card.tsx';
import { QuoteHeader } from './quote-header.tsx';
import './stock-detail.css';

export function StockDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const account = session !== null && !session.isGuest ? session.account : null;
  const { symbol, chosen } = useDetailSymbol(true);
  const detail = useMarketDetail(symbol);
  const tick = useLiveQuote(detail.data?.symbol ?? null);
  const [side, setSide] = useState<OrderSide | null>(null);
  const [isAlertOpen, setIsAlertOpen] = useState(false);
  const quote = detail.data === undefined ? null : withTick(detail.data, tick);
  const goLogin = () => void navigate(ROUTES.login);

  const title =
    quote !== null ? (
      <DetailTitle name={quote.name} code={quote.code} market={quote.market} />
    ) : chosen !== null ? (
      <DetailTitle name={chosen.name} code={chosen.code} market={chosen.market} />
    ) : (
      t('screens.stockDetail')
    );
  const star =
    symbol === null ? undefined : (
      <span className="detail-header-actions">
        {quote !== null && quote.assetClass !== 'index' && (
          <PriceAlertButton
            isMember={account !== null}
            onOpen={() => setIsAlertOpen(true)}
            onLogin={goLogin}
          />
        )}
        <FavoriteStar symbol={symbol} account={account} onLogin={goLogin} />
      </span>
    );
  const isStock = quote?.assetClass === 'stock';

  return (
    <Page
      refreshable
      title={title}
      right={star}
      className="detail-page with-order-bar"
      testId="stock-detail-screen"
    >
      {symbol === null && <NoStock />}
      {symbol !== null && detail.isPending && <LoadingBlock />}
      {symbol !== null && detail.isError && (
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      )}
      {quote !== null && (
        <>
          <QuoteHeader quote={quote} variant={quote.assetClass === 'index' ? 'index' : 'stock'} />
          <PriceChart
            symbol={quote.symbol}
            timezone={quote.timezone}
            prevClose={quote.prevClose}
            tickSize={quote.tickSize}
            canAdjust={isStock}
            showVolume={quote.assetClass !== 'index'}
            dayVolume={detail.data?.volume ?? '0'}
            tick={tick}
          />
          {isStock && <ProfileCard quote={quote} />}
          {isStock && <FlowsCard symbol={quote.symbol} />}
        </>
      )}
      {symbol !== null && quote?.assetClass !== 'index' && (
        <OrderBar quote={quote} isMember={account !== null} onOpen={setSide} onLogin={goLogin} />
      )}
      {quote !== null && isAlertOpen && account !== null && (
        <PriceAlertSheet quote={quote} onClose={() => setIsAlertOpen(false)} />
      )}
      {quote !== null && side !== null && (
        <OrderEntry quote={quote} side={side} onClose={() => setSide(null)} />
      )}
    </Page>
  );
}
