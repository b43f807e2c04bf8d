// The order's price: a limit price stepped on the tick grid, or the market price it will trade at,
// with the tick and the day's price limits as a hint.
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@saham/contract/quotes';
import type { PriceType } from '@saham/domain/trading/orders';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { Stepper } from '../../shared/ui/stepper.tsx';
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
  const { number } = useFormatters();
  // The tick's decimals at each price, grouped: "today 2,485 – 3,485" in Tokyo.
  const limitPrice = (limit: string) => number(displayPrice(order, limit));
  return (
    <div className="order-field">
      <label className="order-label" htmlFor="order-price">
        {priceType === 'limit' ? t('orderForm.limitPrice') : t('orderForm.marketPrice')}
      </label>
      {priceType === 'limit' ? (
        <Stepper
          id="order-price"
          value={price}
          onChange={onPrice}
          step={(from, direction) => stepPrice(order, from, direction, quote.last)}
          inputMode="decimal"
          maxLength={20}
          downLabel={t('orderForm.priceDown')}
          upLabel={t('orderForm.priceUp')}
          testId="order-price"
          downTestId="order-price-down"
          upTestId="order-price-up"
        />
      ) : (
        <p className="order-market-price" id="order-price" data-testid="order-market-price">
          {t('orderForm.atMarket', { price: displayPrice(order, quote.last) })}
        </p>
      )}
      <p className="order-hint">
        {order.limits === null
          ? t('orderForm.tickHint', { tick: number(quote.tickSize) })
          : t('orderForm.limitsHint', {
              tick: number(quote.tickSize),
              low: limitPrice(order.limits.lower),
              high: limitPrice(order.limits.upper),
            })}
      </p>
    </div>
  );
}
