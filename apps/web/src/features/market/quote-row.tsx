// One row of a quotes list: name, code with its market badge (and a suspended or auction-phase mark),
// the last price coloured by its change and flashing briefly when it moves, and the change in percent.
// Auction rows show the indicative price instead; the turnover sort shows the day's turnover.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuotePhase } from '@saham/contract/quotes';
import type { MarketCode } from '@saham/domain/markets/types';
import { percentChange, signedDecimal, toneOf, withSign, type PriceView, type Tone } from './quote-view.ts';
import { formatCompact, formatPrice, marketPriceDecimals } from '../../shared/format/format-number.ts';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import '../../shared/ui/quote-row.css';

export interface QuoteRowData {
  symbol: string;
  name: string;
  code: string;
  market: MarketCode;
  isSuspended: boolean;
  /** Null when the instrument has no quote yet. */
  price: PriceView | null;
  /** The previous close, for the auction's indicative change. */
  prevClose?: string;
  /** Set on the auction tab. */
  auction?: { indicative: string | null; phase: QuotePhase };
}

interface Flash {
  last: string | null;
  tone: Tone;
  /** Changes on every move so the flash animation starts again. */
  count: number;
}

/** Which way the price last moved while this row was on screen ('flat' before any move). */
function useFlash(last: string | null): Flash {
  const [flash, setFlash] = useState<Flash>({ last, tone: 'flat', count: 0 });
  if (flash.last !== last) {
    const before = signedDecimal(flash.last);
    const after = signedDecimal(last);
    const tone: Tone =
      before === null || after === null || before === after ? 'flat' : after > before ? 'up' : 'down';
    const next = { last, tone, count: flash.count + 1 };
    setFlash(next);
    return next;
  }
  return flash;
}

function PriceCell({ row, detail }: { row: QuoteRowData; detail: 'change' | 'turnover' }) {
  const { t } = useTranslation();
  const auctionPrice = row.auction ? row.auction.indicative : undefined;
  const shown = auctionPrice !== undefined ? auctionPrice : (row.price?.last ?? null);
  const flash = useFlash(shown);
  const language = useLanguage();
  // The instrument's decimals from its market's tick at the price (2,972 in Tokyo, 1.29330 in forex).
  const decimals = marketPriceDecimals(shown ?? row.price?.last ?? row.prevClose ?? '0', row.market);
  const changePercent =
    auctionPrice !== undefined
      ? percentChange(auctionPrice, row.prevClose ?? '')
      : (row.price?.changePercent ?? null);
  const tone = toneOf(changePercent);
  let below: string;
  if (auctionPrice !== undefined) below = t('quotes.indicative');
  else if (detail === 'turnover') below = formatCompact(row.price?.turnover ?? '0', language);
  else below = row.price ? withSign(formatPrice(row.price.change, decimals)) : '--';
  return (
    <>
      <span className={`mq-price ${tone}`}>
        <span
          key={flash.count}
          className={flash.tone === 'flat' ? 'mq-last' : `mq-last flash-${flash.tone}`}
          data-testid="quote-last"
        >
          {shown === null ? '--' : formatPrice(shown, decimals)}
        </span>
        <span
          className={detail === 'turnover' && auctionPrice === undefined ? 'mq-below neutral' : 'mq-below'}
          data-testid="quote-below"
        >
          {below}
        </span>
      </span>
      <span className={`mq-percent qrow-pill ${tone}`} data-testid="quote-change-percent">
        {changePercent === null ? '--' : `${withSign(changePercent)}%`}
      </span>
    </>
  );
}

export function QuoteRow({
  row,
  detail = 'change',
  sortValue,
  onOpen,
  testId,
}: {
  row: QuoteRowData;
  detail?: 'change' | 'turnover';
  /** The listed value the server sorted by (the row's price moves live afterwards). */
  sortValue?: string;
  onOpen: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <li className="qrow" data-testid={testId} data-symbol={row.symbol} data-sort-value={sortValue}>
      <button type="button" className="mq-open qrow-open" onClick={onOpen} data-testid={`${testId}-open`}>
        <span className="qrow-identity">
          <span className="qrow-name">{row.name}</span>
          <span className="qrow-meta">
            <span className={`market-badge market-${row.market.toLowerCase()}`}>
              {t(`quotes.marketBadges.${row.market}`)}
            </span>
            <span className="mq-code qrow-code">{row.code}</span>
            {row.isSuspended && (
              <span className="tag tag-warning qrow-tag" data-testid="quote-suspended">
                {t('quotes.suspended')}
              </span>
            )}
            {row.auction && !row.isSuspended && (
              <span className="tag tag-neutral qrow-tag" data-testid="quote-phase">
                {t(`quotes.phases.${row.auction.phase}`)}
              </span>
            )}
          </span>
        </span>
        <PriceCell row={row} detail={detail} />
      </button>
    </li>
  );
}
