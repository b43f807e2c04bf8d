// A list of quotes that move live: each row shows name and code, the last price and the change (or
// the turnover), tinted up / down; a tap opens the stock's detail (or the index's). The rows follow
// their symbols on the live connection while shown.
import { useTranslation } from 'react-i18next';
import type { Quote } from '@saham/contract/quotes';
import { formatPrice, marketPriceDecimals } from '../../shared/format/format-number.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useLiveQuotes } from '../../shared/realtime/use-live-quote.ts';
import { FlashValue, ShortAmount } from './market-bits.tsx';
import { byTurnover, signedChange, signedPercent, toneOf, withTick } from './market-figures.ts';
import '../../shared/ui/quote-row.css';

interface QuoteRowsProps {
  quotes: readonly Quote[];
  onOpen: (quote: Quote) => void;
  /** What the right column shows under the price: the change, or the day's turnover. */
  detail?: 'change' | 'turnover';
  /** Prices of indices are shown with thousands separators. */
  isIndex?: boolean;
  testId: string;
}

export function QuoteRows({ quotes, onOpen, detail = 'change', isIndex = false, testId }: QuoteRowsProps) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const ticks = useLiveQuotes(quotes.map((quote) => quote.symbol));
  const live = quotes.map((quote) => withTick(quote, ticks[quote.symbol]));
  // A turnover ranking follows the live turnovers between two reads of the list.
  const shown = detail === 'turnover' ? byTurnover(live) : live;
  return (
    <ul className="quote-rows qrow-list" data-testid={testId}>
      {shown.map((quote) => {
        const tone = toneOf(quote.change);
        // A stock's price and change with its market's decimals at the price ("2972.00" → 2,972 in Tokyo).
        const decimals = marketPriceDecimals(quote.last, quote.market, quote.assetClass);
        const last = isIndex ? money(quote.last) : formatPrice(quote.last, decimals);
        return (
          <li key={quote.symbol}>
            <button
              type="button"
              className="quote-row"
              onClick={() => onOpen(quote)}
              data-testid={`${testId}-item`}
              data-symbol={quote.symbol}
            >
              <span className="quote-row-identity">
                <span className="quote-row-name">{quote.name}</span>
                <span className="quote-row-code">
                  {quote.code}
                  {quote.status === 'suspended' && (
                    <span className="quote-row-suspended">{t('markets.suspended')}</span>
                  )}
                </span>
              </span>
              <span className={`quote-row-last ${tone}`} data-testid={`${testId}-last`}>
                <FlashValue value={quote.last}>{last}</FlashValue>
              </span>
              {detail === 'change' ? (
                <span className="quote-row-change">
                  <span className={`quote-row-pill qrow-pill ${tone}`} data-testid={`${testId}-percent`}>
                    {signedPercent(quote.changePercent)}
                  </span>
                  <span className={`quote-row-sub ${tone}`}>{signedChange(quote.change, decimals)}</span>
                </span>
              ) : (
                <span className="quote-row-change">
                  <span className={`quote-row-pill qrow-pill ${tone}`}>
                    {signedPercent(quote.changePercent)}
                  </span>
                  <span className="quote-row-sub muted">
                    <ShortAmount amount={quote.turnover} />
                  </span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
