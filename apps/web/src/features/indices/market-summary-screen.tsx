// /home/market, the market summary page: every market with what it is doing now and its next opening;
// for the chosen one (?market=, Bursa by default) today's sessions in the member's time (and the
// market's), its indices, breadth and turnover, and its top gainers, losers and turnover, all live.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { MarketSummary, QuoteSort } from '@saham/contract/quotes';
import { timeZoneLabel } from '@saham/domain/format-market-date';
import { formatClock } from '../../shared/format/format-time.ts';
import { useMarketSummary } from '../../shared/api/market-summary.ts';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { indexDetailPath } from './index-cards.tsx';
import { BreadthBar, MarketStateTag, NextOpenText, TurnoverText } from './market-bits.tsx';
import { serverOffset } from '../../shared/time/server-clock.ts';
import { QuoteRows } from './quote-rows.tsx';
import { TopQuotes } from './top-quotes.tsx';
import './indices.css';

const TOP_SORTS: readonly Exclude<QuoteSort, 'default'>[] = ['gainers', 'losers', 'turnover'];
const TOP_COUNT = 5;

function MarketList({
  items,
  chosen,
  offsetMs,
  onChoose,
}: {
  items: MarketSummary[];
  chosen: string;
  offsetMs: number;
  onChoose: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="card" data-testid="market-list">
      <h2 className="card-title">{t('markets.allMarkets')}</h2>
      <ul className="market-lines">
        {items.map((summary) => (
          <li key={summary.market}>
            <button
              type="button"
              className={summary.market === chosen ? 'market-line active' : 'market-line'}
              aria-pressed={summary.market === chosen}
              onClick={() => onChoose(summary.market)}
              data-testid="market-list-item"
              data-market={summary.market}
            >
              <span className="market-line-name">{summary.name}</span>
              <MarketStateTag state={summary.state} testId="market-list-state" />
              <span className="market-line-next">
                <NextOpenText summary={summary} offsetMs={offsetMs} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Sessions({ summary }: { summary: MarketSummary }) {
  const { t } = useTranslation();
  const { displayZone } = useFormatters();
  // Malaysian time (the display zone) first, then the market's own clock, each with its zone's label.
  const range = (start: string, end: string, zone: string) =>
    `${formatClock(start, zone)}–${formatClock(end, zone)} ${timeZoneLabel(start, zone)}`;
  if (summary.sessions.length === 0) {
    return (
      <p className="muted small" data-testid="market-sessions-none">
        {summary.holiday === null
          ? t('markets.noSessionsToday')
          : t('markets.holidayToday', { name: summary.holiday })}
      </p>
    );
  }
  return (
    <table className="market-sessions" data-testid="market-sessions">
      <thead>
        <tr>
          <th>{t('markets.columns.phase')}</th>
          <th>{t('markets.columns.yourTime')}</th>
          <th>{t('markets.columns.marketTime')}</th>
        </tr>
      </thead>
      <tbody>
        {summary.sessions.map((session) => (
          <tr key={session.start} data-testid="market-session" data-phase={session.phase}>
            <td>{t(`markets.phases.${session.phase}`)}</td>
            <td>{range(session.start, session.end, displayZone)}</td>
            <td className="muted">{range(session.start, session.end, summary.timezone)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MarketDetail({ summary, offsetMs }: { summary: MarketSummary; offsetMs: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [sort, setSort] = useState<Exclude<QuoteSort, 'default'>>('gainers');
  return (
    <>
      <section className="card" data-testid="market-detail" data-market={summary.market}>
        <div className="card-header">
          <h2 className="card-title">{summary.name}</h2>
          <MarketStateTag state={summary.state} testId="market-detail-state" />
        </div>
        <p className="small muted" data-testid="market-detail-local">
          {t('markets.localDate', { date: summary.localDate, zone: summary.timezone })}
        </p>
        <p className="market-detail-next">
          <NextOpenText summary={summary} offsetMs={offsetMs} testId="market-detail-next-open" />
        </p>
        <h3 className="market-subtitle">{t('markets.todaySessions')}</h3>
        <Sessions summary={summary} />
        <h3 className="market-subtitle">{t('markets.breadth')}</h3>
        <BreadthBar summary={summary} testId="market-breadth" />
        <TurnoverText summary={summary} testId="market-turnover" />
      </section>
      {summary.indices.length > 0 && (
        <section className="card" data-testid="market-indices">
          <h2 className="card-title">{t('home.marketIndices')}</h2>
          <QuoteRows
            quotes={summary.indices}
            isIndex
            testId="market-index"
            onOpen={(quote) => void navigate(indexDetailPath(quote.symbol))}
          />
        </section>
      )}
      <section className="card" data-testid="market-top">
        <div className="markets-switch" role="tablist">
          {TOP_SORTS.map((candidate) => (
            <button
              key={candidate}
              type="button"
              role="tab"
              aria-selected={candidate === sort}
              className={candidate === sort ? 'markets-switch-item active' : 'markets-switch-item'}
              onClick={() => setSort(candidate)}
              data-testid={`market-top-${candidate}`}
            >
              {t(`markets.top.${candidate}`)}
            </button>
          ))}
        </div>
        <TopQuotes
          key={`${summary.market}-${sort}`}
          market={summary.market}
          sort={sort}
          count={TOP_COUNT}
          testId="market-top-row"
        />
      </section>
    </>
  );
}

export function MarketSummaryScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data, isPending, isError, error, refetch, dataUpdatedAt } = useMarketSummary();
  const body = () => {
    if (isPending) return <LoadingBlock />;
    if (isError) return <QueryError error={error} onRetry={() => void refetch()} />;
    const asked = params.get('market');
    const chosen = data.markets.find((summary) => summary.market === asked) ?? data.markets[0];
    if (!chosen) return null;
    const offsetMs = serverOffset(data.asOf, dataUpdatedAt);
    return (
      <div className="stack">
        <MarketList
          items={data.markets}
          chosen={chosen.market}
          offsetMs={offsetMs}
          onChoose={(code) => setParams({ market: code }, { replace: true })}
        />
        <MarketDetail summary={chosen} offsetMs={offsetMs} />
      </div>
    );
  };
  return (
    <Page refreshable title={t('screens.homeMarket')} testId="market-summary-screen">
      {body()}
    </Page>
  );
}
