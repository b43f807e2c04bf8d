// Why orders are off now (issue 16 §2): the market's state ("Closed", "Pre-open"…) and when orders are
// taken again — continuous trading's next start — in Malaysian time and in the market's own, each
// labelled. Shown under the order bar and at the top of an order form left open across the close.
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@saham/contract/quotes';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { LANGUAGE_TAGS, useLanguage } from '../../shared/i18n/i18n.ts';
import { formatMarketTime } from './live-detail.ts';

/** The next time continuous trading starts: tradingOpens, else the session's opening. */
function nextTrading(quote: Pick<QuoteDetail, 'nextOpen' | 'tradingOpens'>): string | null {
  return quote.tradingOpens ?? quote.nextOpen;
}

export function useClosedReason(
  quote: Pick<QuoteDetail, 'phase' | 'nextOpen' | 'tradingOpens' | 'timezone'>,
): string {
  const { t } = useTranslation();
  const tag = LANGUAGE_TAGS[useLanguage()];
  const { displayZone } = useFormatters();
  const state = t(`stockDetail.phases.${quote.phase}`);
  const opens = nextTrading(quote);
  if (opens === null) return t('stockDetail.order.closedNoOpen', { state });
  const local = formatMarketTime(opens, displayZone, tag);
  // A Malaysian market's own time is Malaysian time: once is enough.
  if (quote.timezone === displayZone) return t('stockDetail.order.closedReasonLocal', { state, local });
  return t('stockDetail.order.closedReason', {
    state,
    local,
    market: formatMarketTime(opens, quote.timezone, tag),
  });
}

export function MarketClosedNotice({ quote }: { quote: QuoteDetail }) {
  const reason = useClosedReason(quote);
  return (
    <p className="order-closed-notice" role="status" data-testid="order-closed-notice">
      {reason}
    </p>
  );
}
