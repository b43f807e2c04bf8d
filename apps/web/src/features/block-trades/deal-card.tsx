// One block deal: the instrument, the block price against the latest price, the minimum, the window
// and the lock. Used by the deal list (as a button) and at the top of the buy screen.
import { useTranslation } from 'react-i18next';
import type { BlockDeal } from '@saham/contract/block-trades';
import { premiumPercent, priceText } from './block-trade-rules.ts';

export interface DealCardProps {
  deal: BlockDeal;
  /** The instrument's name in the language on screen. */
  name: string;
  /** Formats the window's times (the screens pass the deal's market's clock). */
  formatDate: (iso: string) => string;
  onOpen?: () => void;
}

const STATE_TAG = { open: 'tag-success', upcoming: 'tag-warning', closed: 'tag-neutral' } as const;

export function DealCard({ deal, name, formatDate, onOpen }: DealCardProps) {
  const { t } = useTranslation();
  const premium = premiumPercent(deal);
  const body = (
    <>
      <div className="bt-card-head">
        <div className="bt-card-title">
          <span className="bt-name">{name}</span>
          <span className="muted small">
            {deal.code} · {t(`blockTrade.markets.${deal.market}`)}
          </span>
        </div>
        <span className={`tag ${STATE_TAG[deal.state]}`} data-testid="block-deal-state">
          {t(`blockTrade.states.${deal.state}`)}
        </span>
      </div>
      <dl className="bt-figures">
        <div>
          <dt>{t('blockTrade.blockPrice')}</dt>
          <dd className="bt-price" data-testid="block-deal-price">
            {priceText(deal.blockPrice, deal.market)} <span className="muted small">{deal.currency}</span>
          </dd>
        </div>
        <div>
          <dt>{t('blockTrade.lastPrice')}</dt>
          <dd data-testid="block-deal-last">
            {deal.lastPrice === null ? '--' : priceText(deal.lastPrice, deal.market)}
            {premium !== null && (
              <span className={premium.startsWith('-') ? 'down small' : 'up small'}> {premium}%</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('blockTrade.minShares')}</dt>
          <dd data-testid="block-deal-min">{deal.minShares}</dd>
        </div>
        <div>
          <dt>{t('blockTrade.lockDays')}</dt>
          <dd data-testid="block-deal-lock">{t('blockTrade.days', { count: deal.lockDays })}</dd>
        </div>
      </dl>
      <p className="bt-window muted small" data-testid="block-deal-window">
        {t('blockTrade.window', { from: formatDate(deal.opensAt), to: formatDate(deal.closesAt) })}
      </p>
    </>
  );
  if (!onOpen) {
    return (
      <section className="card bt-card" data-testid="block-deal">
        {body}
      </section>
    );
  }
  return (
    <button
      type="button"
      className="card bt-card bt-card-button"
      onClick={onOpen}
      data-testid="block-deal"
      data-deal-id={deal.id}
    >
      {body}
    </button>
  );
}
