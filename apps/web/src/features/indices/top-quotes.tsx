// The top instruments of a market by a sort (turnover, gainers, losers) from market/quotes, moving
// live; re-read every fifteen seconds so the order follows the market. A row opens the stock detail
// (the chosen stock is stored first, spec §2).
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QuoteSort } from '@saham/contract/quotes';
import type { MarketCode } from '@saham/domain/markets/types';
import { marketQuotesQuery } from '../../shared/api/market-quotes.ts';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import { openStockDetail } from '../../shared/open-stock-detail.ts';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { tabOfMarket } from './market-figures.ts';
import { QuoteRows } from './quote-rows.tsx';
import { pollEvery } from '../../shared/api/poll-interval.ts';
import { useAfterPaint } from '../../shared/ui/use-after-paint.ts';

export const TOP_REFRESH_MS = 15_000;

interface TopQuotesProps {
  market: MarketCode;
  sort: Exclude<QuoteSort, 'default'>;
  count: number;
  testId: string;
}

export function TopQuotes({ market, sort, count, testId }: TopQuotesProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  // Below a screen's first view (home's hot stocks): asked once that view is on screen.
  const hasPainted = useAfterPaint();
  const { data, isPending, isError } = useInfiniteQuery({
    ...marketQuotesQuery({ tab: tabOfMarket(market), market, sort }, language),
    refetchInterval: pollEvery(TOP_REFRESH_MS),
    enabled: hasPainted,
  });
  if (isPending) return <LoadingBlock compact />;
  if (isError) return <p className="muted markets-note">{t('common.loadFailed')}</p>;
  const quotes = (data.pages[0]?.items ?? []).slice(0, count);
  if (quotes.length === 0) {
    return (
      <p className="muted markets-note" data-testid={`${testId}-empty`}>
        {t('markets.noQuotes')}
      </p>
    );
  }
  return (
    <QuoteRows
      quotes={quotes}
      detail={sort === 'turnover' ? 'turnover' : 'change'}
      testId={testId}
      onOpen={(quote) =>
        openStockDetail(navigate, {
          symbol: quote.symbol,
          market: quote.market,
          code: quote.code,
          name: quote.name,
        })
      }
    />
  );
}
