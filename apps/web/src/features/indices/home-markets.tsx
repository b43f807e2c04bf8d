// The home page's market block (issue 4 §4): the index cards, a market overview (what each market is
// doing now, Bursa's breadth and turnover) and the hot stocks of Bursa by turnover. The router hands
// it to the home screen (a feature never imports another feature).
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MarketSummary } from '@saham/contract/quotes';
import { useMarketSummary } from '../../shared/api/market-summary.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { CardHeader } from '../../shared/ui/card-header.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { IndexCards } from './index-cards.tsx';
import { serverOffset } from '../../shared/time/server-clock.ts';
import { BreadthBar, MarketStateTag, NextOpenText, TurnoverText } from './market-bits.tsx';
import { TopQuotes } from './top-quotes.tsx';
import './indices.css';
import { FIRST_VIEW, useAfterPaint } from '../../shared/ui/use-after-paint.ts';

const HOT_STOCKS = 5;

export function marketPagePath(market: string): string {
  return `${ROUTES.homeMarket}?market=${encodeURIComponent(market)}`;
}

function MarketOverview() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Below home's first view: asked once that view is on screen.
  const { data, isPending, isError, dataUpdatedAt } = useMarketSummary(useAfterPaint(FIRST_VIEW));
  const body = () => {
    if (isPending) return <LoadingBlock compact />;
    if (isError) return <p className="muted markets-note">{t('common.loadFailed')}</p>;
    const offsetMs = serverOffset(data.asOf, dataUpdatedAt);
    const [domestic, ...others] = data.markets;
    return (
      <>
        {domestic && <DomesticSummary summary={domestic} offsetMs={offsetMs} />}
        <ul className="market-lines">
          {others.map((summary) => (
            <li key={summary.market}>
              <button
                type="button"
                className="market-line"
                onClick={() => void navigate(marketPagePath(summary.market))}
                data-testid="home-market-line"
                data-market={summary.market}
              >
                <span className="market-line-name">{summary.name}</span>
                <MarketStateTag state={summary.state} />
                <span className="market-line-next">
                  <NextOpenText summary={summary} offsetMs={offsetMs} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      </>
    );
  };
  return (
    <section className="card" data-testid="home-market-summary">
      <CardHeader
        icon="globe"
        tone="teal"
        title={t('markets.overview')}
        onMore={() => void navigate(ROUTES.homeMarket)}
        moreTestId="home-market-more"
      />
      {body()}
    </section>
  );
}

function DomesticSummary({ summary, offsetMs }: { summary: MarketSummary; offsetMs: number }) {
  return (
    <div className="domestic-summary" data-testid="home-market-domestic" data-market={summary.market}>
      <div className="domestic-summary-head">
        <span className="domestic-summary-name">{summary.name}</span>
        <MarketStateTag state={summary.state} testId="home-market-state" />
      </div>
      <p className="small muted">
        <NextOpenText summary={summary} offsetMs={offsetMs} testId="home-market-next-open" />
      </p>
      <BreadthBar summary={summary} testId="home-market-breadth" />
      <TurnoverText summary={summary} testId="home-market-turnover" />
    </div>
  );
}

function HotStocks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card" data-testid="home-hot-stocks">
      <CardHeader
        icon="zap"
        tone="red"
        title={t('markets.hotStocks')}
        onMore={() => void navigate(ROUTES.market)}
        moreTestId="home-hot-stocks-more"
      />
      <p className="small muted hot-stocks-note">{t('markets.hotStocksNote')}</p>
      <TopQuotes market="MY" sort="turnover" count={HOT_STOCKS} testId="hot-stocks" />
    </section>
  );
}

export function HomeMarkets() {
  return (
    <>
      <IndexCards />
      <MarketOverview />
      <HotStocks />
    </>
  );
}
