// The order's size: the quantity in lots (units for crypto and currency pairs) and the leverage, up
// to the market's maximum and above 1× only with margin trading on.
import { useTranslation } from 'react-i18next';
import { leverageChoices, type OrderRules } from './order-form-model.ts';

/** One lot (or one lot's units) more or less, never below one; a coin's units keep the lot's decimals. */
function steppedAmount(order: OrderRules, amount: string, step: 1 | -1): string {
  const unit = order.unit === 'lots' ? 1 : Number(order.lotSize);
  const current = Number(amount);
  const next = Number.isFinite(current) ? Math.max(unit, current + step * unit) : unit;
  // Units of a coin keep the lot's decimals; lots are whole.
  const decimals = order.unit === 'lots' ? 0 : (order.lotSize.split('.')[1]?.length ?? 0);
  return next.toFixed(decimals);
}

interface OrderSizeFieldsProps {
  order: OrderRules;
  amount: string;
  onAmount: (amount: string) => void;
  /** The shares the amount comes to, for the lot hint. */
  quantity: string | null;
  leverage: number;
  onLeverage: (leverage: number) => void;
  isMarginOff: boolean;
}

export function OrderSizeFields(props: OrderSizeFieldsProps) {
  const { order, amount, onAmount, quantity, leverage, onLeverage, isMarginOff } = props;
  const { t } = useTranslation();
  const unitLabel = order.unit === 'lots' ? t('orderForm.lots') : t('orderForm.units');
  const sharesHint =
    order.unit === 'lots'
      ? t('orderForm.lotHint', { lotSize: order.lotSize, shares: quantity ?? '0' })
      : t('orderForm.unitHint', { lotSize: order.lotSize });
  return (
    <div className="order-form-row">
      <div className="order-field">
        <label className="order-label" htmlFor="order-quantity">
          {t('orderForm.quantity', { unit: unitLabel })}
        </label>
        <div className="order-stepper">
          <button
            type="button"
            className="order-step"
            aria-label={t('orderForm.less')}
            onClick={() => onAmount(steppedAmount(order, amount, -1))}
            data-testid="order-quantity-down"
          >
            −
          </button>
          <input
            id="order-quantity"
            className="order-input"
            value={amount}
            onChange={(event) => onAmount(event.target.value.trim())}
            inputMode={order.unit === 'lots' ? 'numeric' : 'decimal'}
            maxLength={16}
            data-testid="order-quantity"
          />
          <button
            type="button"
            className="order-step"
            aria-label={t('orderForm.more')}
            onClick={() => onAmount(steppedAmount(order, amount, 1))}
            data-testid="order-quantity-up"
          >
            +
          </button>
        </div>
        <p className="order-hint" data-testid="order-lot-hint">
          {sharesHint}
        </p>
      </div>
      <div className="order-field order-leverage-field">
        <label className="order-label" htmlFor="order-leverage">
          {t('orderForm.leverage')}
        </label>
        <select
          id="order-leverage"
          className="order-select"
          value={leverage}
          onChange={(event) => onLeverage(Number(event.target.value))}
          data-testid="order-leverage"
        >
          {leverageChoices(order.maxLeverage).map((choice) => (
            <option
              key={choice}
              value={choice}
              disabled={choice > 1 && isMarginOff}
              data-testid={`order-leverage-${choice}`}
            >
              {`${choice}×`}
            </option>
          ))}
        </select>
        <p className={isMarginOff ? 'order-hint warn' : 'order-hint'} data-testid="order-leverage-hint">
          {isMarginOff
            ? t('errors.MARGIN_TRADING_DISABLED')
            : t('orderForm.leverageHint', { max: order.maxLeverage })}
        </p>
      </div>
    </div>
  );
}
