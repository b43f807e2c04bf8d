// One offering in a list: the instrument, its state and period, the countdown, the price or range,
// the lot, the minimum, the listing date and, once results are out, the win rate. Opens the detail.
import { useTranslation } from 'react-i18next';
import type { OfferingSummary } from '@saham/contract/new-stock';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { Countdown } from './countdown-text.tsx';
import { offeringName, priceText } from './new-stock-rules.ts';

export const PERIOD_TAG = { open: 'tag-success', not_open: 'tag-warning', ended: 'tag-neutral' } as const;

export function priceOf(
  offering: Pick<OfferingSummary, 'applicationPrice' | 'priceLow' | 'priceHigh' | 'issuePrice' | 'market'>,
) {
  if (offering.issuePrice !== null) return priceText(offering.issuePrice, offering.market);
  if (offering.applicationPrice !== null) return priceText(offering.applicationPrice, offering.market);
  if (offering.priceLow !== null && offering.priceHigh !== null)
    return `${priceText(offering.priceLow, offering.market)} – ${priceText(offering.priceHigh, offering.market)}`;
  return '--';
}

export function OfferingCard({
  offering,
  offsetMs,
  onOpen,
}: {
  offering: OfferingSummary;
  /** The server's clock minus the device's (shared/time/server-clock.ts). */
  offsetMs: number;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const { language, day, number } = useFormatters();
  const isRange = offering.applicationPrice === null && offering.issuePrice === null;
  return (
    <button
      type="button"
      className="card ns-card ns-card-button"
      onClick={onOpen}
      data-testid="offering-card"
      data-offering-id={offering.id}
    >
      <div className="ns-card-head">
        <div className="ns-card-title">
          <span className="ns-name">{offeringName(offering, language)}</span>
          <span className="muted small">
            {offering.code} · {t(`newStock.types.${offering.type}`)} ·{' '}
            {t(`blockTrade.markets.${offering.market}`)}
          </span>
        </div>
        <div className="ns-tags">
          <span className={`tag ${PERIOD_TAG[offering.period]}`} data-testid="offering-period">
            {t(`newStock.periods.${offering.period}`)}
          </span>
          {offering.state !== 'open' && offering.state !== 'announced' && (
            <span className="tag tag-neutral" data-testid="offering-state">
              {t(`newStock.states.${offering.state}`)}
            </span>
          )}
        </div>
      </div>
      <Countdown offering={offering} offsetMs={offsetMs} />
      <dl className="ns-figures">
        <div>
          <dt>{isRange ? t('newStock.fields.priceRange') : t('newStock.fields.applicationPrice')}</dt>
          <dd className="ns-price" data-testid="offering-price">
            {priceOf(offering)} <span className="muted small">{offering.currency}</span>
          </dd>
        </div>
        <div>
          <dt>{t('newStock.fields.lot')}</dt>
          <dd>{t('newStock.fields.lotShares', { count: number(offering.lotSize, 0) })}</dd>
        </div>
        <div>
          <dt>{t('newStock.fields.minimum')}</dt>
          <dd>{t('newStock.fields.lotShares', { count: number(offering.minQuantity, 0) })}</dd>
        </div>
        <div>
          <dt>{t('newStock.fields.listingDate')}</dt>
          <dd>{offering.listingAt === null ? '--' : day(offering.listingAt)}</dd>
        </div>
        {offering.winRate !== null && (
          <div>
            <dt>{t('newStock.fields.winRate')}</dt>
            <dd data-testid="offering-win-rate">{offering.winRate}%</dd>
          </div>
        )}
      </dl>
    </button>
  );
}
