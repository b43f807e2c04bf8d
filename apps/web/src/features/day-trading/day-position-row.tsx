// One day position: the stock, direction and leverage, quantity at the entry price, its cost from
// the allocation, the current (or exit) price and P&L, and when it closes automatically. Quantities
// grouped ("12,000"), prices with the decimals of their market's tick ("2,985" in Tokyo, not the
// wire's "2985.00"), amounts with the position's currency.
import { useTranslation } from 'react-i18next';
import type { DayTradePosition } from '@saham/contract/day-trading';
import { formatAmount, formatMarketPrice, formatNumber } from '../../shared/format/format-number.ts';

interface DayPositionRowProps {
  position: DayTradePosition;
  formatDate: (iso: string) => string;
  onClose?: (() => void) | undefined;
}

export function DayPositionRow({ position, formatDate, onClose }: DayPositionRowProps) {
  const { t } = useTranslation();
  const money = (amount: string) => formatAmount(amount, position.currency);
  const price = (value: string) => formatMarketPrice(value, position.market);
  const isClosed = position.status === 'closed';
  const profit = position.profit;
  const tone = profit === null ? '' : profit.startsWith('-') ? 'down' : 'up';
  return (
    <li className="dt-position" data-testid="day-position" data-position-id={position.id}>
      <div className="dt-position-head">
        <span className="dt-position-name">
          {position.code}
          <span className={`tag ${position.direction === 'long' ? 'tag-success' : 'tag-danger'}`}>
            {t(`dayTrading.${position.direction}`)} {`${position.leverage}×`}
          </span>
        </span>
        <span className={tone} data-testid="day-position-profit">
          {profit === null ? '--' : money(profit)}
        </span>
      </div>
      <dl className="dt-facts dt-facts-grid">
        <div>
          <dt>{t('dayTrading.quantity')}</dt>
          <dd data-testid="day-position-quantity">{formatNumber(position.quantity)}</dd>
        </div>
        <div>
          <dt>{t('dayTrading.entryPrice')}</dt>
          <dd data-testid="day-position-entry-price">{price(position.entryPrice)}</dd>
        </div>
        <div>
          <dt>{isClosed ? t('dayTrading.exitPrice') : t('dayTrading.currentPrice')}</dt>
          <dd data-testid="day-position-current-price">
            {position.currentPrice === null ? '--' : price(position.currentPrice)}
          </dd>
        </div>
        <div>
          <dt>{t('dayTrading.cost')}</dt>
          <dd data-testid="day-position-cost">{money(position.cost)}</dd>
        </div>
      </dl>
      <div className="dt-position-foot muted small">
        <span>
          {isClosed && position.closedAt !== null
            ? t('dayTrading.closedAt', { time: formatDate(position.closedAt) })
            : t('dayTrading.closesAt', { time: formatDate(position.closeAt) })}
        </span>
        {!isClosed && onClose ? (
          <button type="button" className="link-button" onClick={onClose} data-testid="day-position-close">
            {t('dayTrading.close')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
