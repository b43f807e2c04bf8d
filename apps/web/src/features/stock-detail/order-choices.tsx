// The order's direction (long or short, short only where the market allows it) and its price type.
import { useTranslation } from 'react-i18next';
import type { Direction, PriceType } from '@saham/domain/trading/orders';

interface OrderChoicesProps {
  direction: Direction;
  onDirection: (direction: Direction) => void;
  isShortSellingAllowed: boolean;
  priceType: PriceType;
  onPriceType: (priceType: PriceType) => void;
}

export function OrderChoices(props: OrderChoicesProps) {
  const { direction, onDirection, isShortSellingAllowed, priceType, onPriceType } = props;
  const { t } = useTranslation();
  return (
    <div className="order-form-row">
      <div className="order-toggle" role="group" aria-label={t('orderForm.direction')}>
        {(['long', 'short'] as const).map((side) => (
          <button
            key={side}
            type="button"
            className={`order-toggle-item ${side}`}
            aria-pressed={direction === side}
            disabled={side === 'short' && !isShortSellingAllowed}
            onClick={() => onDirection(side)}
            data-testid={`order-direction-${side}`}
          >
            {t(`stockDetail.order.${side}`)}
          </button>
        ))}
      </div>
      <div className="order-toggle" role="group" aria-label={t('orderForm.priceType')}>
        {(['limit', 'market'] as const).map((type) => (
          <button
            key={type}
            type="button"
            className="order-toggle-item"
            aria-pressed={priceType === type}
            onClick={() => onPriceType(type)}
            data-testid={`order-type-${type}`}
          >
            {t(`orderForm.${type}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
