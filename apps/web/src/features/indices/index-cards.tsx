// The home page's index cards (spec §3, §7): Bursa's indices or the US ones from `parameter/gszk`,
// each derived with the domain's deriveIndexQuote (name, change, percent, time, icon tag hg / mg) and
// moved by live ticks; the answer is re-read every ten seconds in case the live connection is down.
// A tap opens the index detail; "more" opens every market's indices.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MarketCode } from '@saham/domain/markets/types';
import type { IndexQuoteType } from '@saham/domain/prices/index-quote';
import { indexQuotesQuery } from '../../shared/api/index-quotes.ts';
import { useMarketSummary } from '../../shared/api/market-summary.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { useLiveQuotes } from '../../shared/realtime/use-live-quote.ts';
import { CardHeader } from '../../shared/ui/card-header.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { IndexFlag } from './index-flag.tsx';
import { FlashValue } from './market-bits.tsx';
import {
  indexSymbol,
  liveIndexCard,
  signedChange,
  signedPercent,
  type LiveIndexCard,
} from './market-figures.ts';
import { pollEvery } from '../../shared/api/poll-interval.ts';
import { FIRST_VIEW, useAfterPaint } from '../../shared/ui/use-after-paint.ts';

/** The fallback re-read of the cards while live ticks are missing. */
export const INDEX_REFRESH_MS = 10_000;
const TYPES: readonly IndexQuoteType[] = ['gngs', 'meiguo'];
const MARKET_OF_TYPE: Record<IndexQuoteType, MarketCode> = { gngs: 'MY', meiguo: 'US' };

export function indexDetailPath(symbol: string): string {
  return `${ROUTES.indexDetail}?symbol=${encodeURIComponent(symbol)}`;
}

/** The card's time line: the quote's time while its market trades; its state (Closed, Holiday) otherwise. */
function IndexCard({
  card,
  closedState,
  onOpen,
}: {
  card: LiveIndexCard;
  closedState: string | null;
  onOpen: () => void;
}) {
  const { money } = useFormatters();
  return (
    <button
      type="button"
      className={`index-card ${card.tone}`}
      onClick={onOpen}
      data-testid="index-card"
      data-symbol={card.symbol}
      data-icon={card.icon}
    >
      <span className="index-card-head">
        <span className={`index-card-icon icon-${card.icon}`} aria-hidden="true">
          <IndexFlag icon={card.icon} />
        </span>
        <span className="index-card-name">{card.name}</span>
      </span>
      <span className="index-card-value" data-testid="index-card-value">
        <FlashValue value={card.close}>{money(card.close)}</FlashValue>
      </span>
      <span className="index-card-change" data-testid="index-card-change">
        <span>{signedChange(card.gainValue)}</span>
        <span>{signedPercent(card.gain)}</span>
      </span>
      <span className="index-card-time" data-testid="index-card-time" data-closed={closedState !== null}>
        {closedState ?? card.time}
      </span>
    </button>
  );
}

export function IndexCards() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const { displayZone } = useFormatters();
  const [type, setType] = useState<IndexQuoteType>('gngs');
  // Below home's first view at phone height: asked once that view is on screen.
  const hasPainted = useAfterPaint(FIRST_VIEW);
  const { data, isPending, isError, dataUpdatedAt } = useQuery({
    ...indexQuotesQuery(type, language),
    refetchInterval: pollEvery(INDEX_REFRESH_MS),
    enabled: hasPainted,
  });
  // A closed market's cards say so, rather than showing the device's clock as if the quote were live.
  const summary = useMarketSummary(hasPainted);
  const marketState = summary.data?.markets.find((market) => market.market === MARKET_OF_TYPE[type])?.state;
  const closedState =
    marketState === 'closed' || marketState === 'holiday' ? t(`markets.states.${marketState}`) : null;
  const ticks = useLiveQuotes((data ?? []).map((quote) => indexSymbol(type, quote.code)));
  const at = new Date(dataUpdatedAt);
  const cards = (data ?? [])
    .map((quote) => liveIndexCard(quote, type, ticks[indexSymbol(type, quote.code)], at, displayZone))
    .filter((card): card is LiveIndexCard => card !== null);

  const body = () => {
    if (isPending) return <LoadingBlock compact />;
    if (isError) return <p className="muted markets-note">{t('common.loadFailed')}</p>;
    if (cards.length === 0) return <p className="muted markets-note">{t('markets.noIndices')}</p>;
    return (
      <div className="index-cards" data-testid="index-cards" data-type={type}>
        {cards.map((card) => (
          <IndexCard
            key={card.code}
            card={card}
            closedState={closedState}
            onOpen={() => void navigate(indexDetailPath(card.symbol))}
          />
        ))}
      </div>
    );
  };

  return (
    <section className="card home-indices" data-testid="home-indices">
      <CardHeader
        icon="quotes"
        tone="blue"
        title={t('home.marketIndices')}
        onMore={() => void navigate(ROUTES.indexList)}
        moreTestId="home-indices-more"
      />
      <div className="markets-switch" role="tablist">
        {TYPES.map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            aria-selected={candidate === type}
            className={candidate === type ? 'markets-switch-item active' : 'markets-switch-item'}
            onClick={() => setType(candidate)}
            data-testid={`home-indices-${candidate}`}
          >
            {t(`markets.indexTypes.${candidate}`)}
          </button>
        ))}
      </div>
      {body()}
    </section>
  );
}
