// The quote at the top of the stock and index detail screens: the live last price with its change,
// the phase (and when the market next opens), a suspended mark, and the day's figures — for stocks
// also limits, lot and tick size; for indices the day's range.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@saham/contract/quotes';
import { decimalsOfTick, formatPrice } from '../../shared/format/format-number.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import { FIRST_VIEW } from '../../shared/ui/use-after-paint.ts';
import { compactNumber, signed, toneOf } from './detail-format.ts';
import { nextOpening } from './live-detail.ts';

interface FigureProps {
  label: string;
  value: ReactNode;
  testId: string;
  tone?: string;
  isWide?: boolean;
}

/** A long figure may wrap after a thousands separator ("105,637.50" → "105," / "637.50"), never mid-group. */
function breakableAtSeparators(value: ReactNode): ReactNode {
  return typeof value === 'string' ? value.replace(/,/g, ',\u200b') : value;
}

function Figure({ label, value, testId, tone, isWide = false }: FigureProps) {
  return (
    <div className={`quote-figure${isWide ? ' wide' : ''}`}>
      <span className="quote-figure-label">{label}</span>
      <span className={`quote-figure-value ${tone ?? ''}`} data-testid={testId}>
        {breakableAtSeparators(value)}
      </span>
    </div>
  );
}

export function PhaseTag({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation();
  const { marketMoment } = useFormatters();
  if (quote.phase === 'suspended') {
    return (
      <span className="tag tag-danger" data-testid="quote-suspended">
        {t('stockDetail.phases.suspended')}
      </span>
    );
  }
  const isTrading = quote.phase === 'continuous';
  const next = nextOpening(quote);
  const opens =
    next === null
      ? null
      : t(next.kind === 'opens' ? 'stockDetail.opensAt' : 'stockDetail.tradingFrom', {
          time: marketMoment(next.time, quote.timezone),
        });
  return (
    <span className="quote-phase" data-testid="quote-phase" data-phase={quote.phase}>
      <span
        className={`tag ${isTrading ? 'tag-success' : quote.phase === 'closed' ? 'tag-neutral' : 'tag-warning'}`}
      >
        {t(`stockDetail.phases.${quote.phase}`)}
      </span>
      {opens !== null && (
        <span className="muted quote-next-open" data-testid="quote-next-open">
          {opens}
        </span>
      )}
    </span>
  );
}

/** A price of the quote with the instrument's decimals and thousands separators. */
function priceOf(quote: QuoteDetail, price: string): string {
  return formatPrice(price, decimalsOfTick(quote.tickSize));
}

function PriceLine({ quote }: { quote: QuoteDetail }) {
  const tone = toneOf(quote.change);
  return (
    <div className={`quote-price ${tone}`}>
      <span className="quote-last" data-testid="quote-last" elementtiming={FIRST_VIEW}>
        {priceOf(quote, quote.last)}
      </span>
      <span className="quote-change" data-testid="quote-change">
        <span>{signed(priceOf(quote, quote.change))}</span>
        <span>{signed(quote.changePercent)}%</span>
      </span>
    </div>
  );
}

export function QuoteHeader({ quote, variant }: { quote: QuoteDetail; variant: 'stock' | 'index' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dash = '--';
  const compact = (text: string) => compactNumber(text, language);
  // Day prices are coloured against the previous close.
  const dayTone = (price: string | null) => {
    if (price === null || Number(price) === Number(quote.prevClose)) return '';
    return Number(price) > Number(quote.prevClose) ? 'up' : 'down';
  };
  return (
    <section className="card quote-card" data-testid="quote-header" data-symbol={quote.symbol}>
      <div className="quote-top">
        <PriceLine quote={quote} />
        <PhaseTag quote={quote} />
      </div>
      <div className={`quote-figures ${variant}`} data-testid="quote-figures">
        <Figure
          label={t('stockDetail.open')}
          value={quote.open === null ? dash : priceOf(quote, quote.open)}
          tone={dayTone(quote.open)}
          testId="quote-open"
        />
        <Figure
          label={t('stockDetail.high')}
          value={quote.high === null ? dash : priceOf(quote, quote.high)}
          tone={dayTone(quote.high)}
          testId="quote-high"
        />
        <Figure
          label={t('stockDetail.low')}
          value={quote.low === null ? dash : priceOf(quote, quote.low)}
          tone={dayTone(quote.low)}
          testId="quote-low"
        />
        <Figure
          label={t('stockDetail.prevClose')}
          value={priceOf(quote, quote.prevClose)}
          testId="quote-prev-close"
        />
        {variant === 'stock' ? (
          <>
            <Figure label={t('stockDetail.volume')} value={compact(quote.volume)} testId="quote-volume" />
            <Figure
              label={t('stockDetail.turnover')}
              value={compact(quote.turnover)}
              testId="quote-turnover"
            />
            <Figure
              label={t('stockDetail.limitUp')}
              value={
                quote.priceLimits === null
                  ? t('stockDetail.noLimit')
                  : priceOf(quote, quote.priceLimits.upper)
              }
              tone={quote.priceLimits === null ? '' : 'up'}
              testId="quote-limit-up"
            />
            <Figure
              label={t('stockDetail.limitDown')}
              value={
                quote.priceLimits === null
                  ? t('stockDetail.noLimit')
                  : priceOf(quote, quote.priceLimits.lower)
              }
              tone={quote.priceLimits === null ? '' : 'down'}
              testId="quote-limit-down"
            />
            <Figure label={t('stockDetail.lotSize')} value={compact(quote.lotSize)} testId="quote-lot-size" />
            <Figure label={t('stockDetail.tickSize')} value={quote.tickSize} testId="quote-tick-size" />
            <Figure
              label={t('stockDetail.marketCap')}
              value={quote.profile.marketCap === null ? dash : compact(quote.profile.marketCap)}
              testId="quote-market-cap"
            />
            <Figure label={t('stockDetail.currency')} value={quote.currency} testId="quote-currency" />
          </>
        ) : (
          <>
            <Figure
              label={t('stockDetail.dayRange')}
              value={
                quote.low === null || quote.high === null
                  ? dash
                  : `${priceOf(quote, quote.low)} – ${priceOf(quote, quote.high)}`
              }
              testId="quote-day-range"
              isWide
            />
          </>
        )}
      </div>
    </section>
  );
}
