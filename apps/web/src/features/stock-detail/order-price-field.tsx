// The order's price: a limit price stepped on the tick grid, or the market price it will trade at,
// with the tick and the day's price limits as a hint.
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@saham/contract/quotes';
import type { PriceType } from '@saham/domain/trading/orders';
import { displayPrice, stepPrice, type OrderRules } from './order-form-model.ts';

interface OrderPriceFieldProps {
  order: OrderRules;
  quote: QuoteDetail;
  priceType: PriceType;
  price: string;
  onPrice: (price: string) => void;
}

export function OrderPriceField({ order, quote, priceType, price, onPrice }: OrderPriceFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="order-field">
      <label className="order-label" htmlFor="order-price">
        {priceType === 'limit' ? t('orderForm.limitPrice') : t('orderForm.marketPrice')}
      </label>
      {priceType === 'limit' ? (
        <div className="order-stepper">
          <button
            type="button"
            className="order-step"
            aria-label={t('orderForm.priceDown')}
            onClick={() => onPrice(stepPrice(order, price, -1, quote.last))}
            data-testid="order-price-down"
          >
            −
          </button>
          <input
            id="order-price"
            className="order-input"
            value={price}
            onChange={(event) => onPrice(event.target.value.trim())}
            inputMode="decimal"
            maxLength={20}
            data-testid="order-price"
          />
          <button
            type="button"
            className="order-step"
            aria-label={t('orderForm.priceUp')}
            onClick={() => onPrice(stepPrice(order, price, 1, quote.last))}
            data-testid="order-price-up"
          >
            +
          </button>
        </div>
      ) : (
        <p className="order-market-price" id="order-price" data-testid="order-market-price">
          {t('orderForm.atMarket', { price: displayPrice(order, quote.last) })}
        </p>
      )}
      <p className="order-hint">
        {order.limits === null
          ? t('orderForm.tickHint', { tick: quote.tickSize })
          : t('orderForm.limitsHint', {
              tick: quote.tickSize,
              low: displayPrice(order, order.limits.lower),
              high: displayPrice(order, order.limits.upper),
            })}
      </p>
    </div>
  );
}
