// One instrument in the watchlist or the search results: code and market badge over the name in the
// reader's language, then the last price and change when the quote engine has them. In the watchlist's
// edit mode a checkbox leads the row; in search results a star toggles the watchlist.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstrumentItem } from '@saham/contract/favorites';
import { formatMarketPrice } from '../../shared/format/format-number.ts';
import '../../shared/ui/quote-row.css';

function changeTone(change: string | null): string {
  if (change === null || /^-?0*(\.0*)?$/.test(change)) return 'flat';
  return change.startsWith('-') ? 'down' : 'up';
}

export function InstrumentQuote({ item }: { item: InstrumentItem }) {
  if (item.last === null) {
    return (
      <span className="instrument-quote none" data-testid="instrument-quote">
        --
      </span>
    );
  }
  const tone = changeTone(item.change);
  return (
    <span className={`instrument-quote ${tone}`} data-testid="instrument-quote">
      <span className="instrument-last">{formatMarketPrice(item.last, item.market, item.assetClass)}</span>
      <span className={`instrument-change qrow-pill ${tone}`}>
        {item.changePercent === null ? '--' : `${tone === 'up' ? '+' : ''}${item.changePercent}%`}
      </span>
    </span>
  );
}

interface InstrumentRowProps {
  item: InstrumentItem;
  onOpen: () => void;
  /** A checkbox (watchlist edit mode) or a star (search results) before or after the row. */
  leading?: ReactNode;
  trailing?: ReactNode;
  testId: string;
}

export function InstrumentRow({ item, onOpen, leading, trailing, testId }: InstrumentRowProps) {
  const { t } = useTranslation();
  return (
    <li className="instrument-row qrow" data-testid={testId} data-symbol={item.symbol}>
      {leading}
      <button
        type="button"
        className="instrument-open qrow-open"
        onClick={onOpen}
        data-testid={`${testId}-open`}
      >
        <span className="instrument-identity qrow-identity">
          <span className="qrow-name">{item.name}</span>
          <span className="qrow-meta">
            <span className={`market-badge market-${item.market.toLowerCase()}`}>
              {t(`favorites.marketBadges.${item.market}`)}
            </span>
            <span className="qrow-code">{item.code}</span>
            {item.status === 'suspended' && (
              <span className="tag tag-warning qrow-tag">{t('favorites.suspended')}</span>
            )}
          </span>
        </span>
        <InstrumentQuote item={item} />
      </button>
      {trailing}
    </li>
  );
}
