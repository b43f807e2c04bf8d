// The order's size: by quantity — lots of a stock, or coins (units of the base currency) of a crypto or
// currency pair with the increment's decimals — or by amount, cash in the market's currency converted
// to whole lots or increments (order-form-model.ts, the domain's quantityForCash); and the leverage, up
// to the market's maximum and above 1× only with margin trading on.
import { useTranslation } from 'react-i18next';
import { DECIMAL_FACTOR, decimal, formatDecimal, parseDecimal } from '@saham/domain/markets/decimal';
import { quantityDecimals } from '@saham/domain/trading/order-ticket';
import { Stepper } from '../../shared/ui/stepper.tsx';
import { leverageChoices, type OrderRules } from './order-form-model.ts';

export type SizeMode = 'quantity' | 'cash';

/** One lot (or one increment of units) more or less, never below one; exact decimals, the lot's places. */
export function steppedAmount(order: OrderRules, amount: string, step: 1 | -1): string {
  const unit = order.unit === 'lots' ? DECIMAL_FACTOR : decimal(order.lotSize);
  const current = parseDecimal(amount) ?? 0n;
  const onGrid = current - (current % unit);
  const moved = step === 1 ? onGrid + unit : onGrid === current ? current - unit : onGrid;
  const next = moved < unit ? unit : moved;
  return formatDecimal(next, order.unit === 'lots' ? 0 : quantityDecimals(order.lotSize));
}

/** The word a quantity is counted in: lots of a stock, else the coin or currency (BTC, EUR). */
export function useUnitLabel(order: OrderRules): string {
  const { t } = useTranslation();
  if (order.unit === 'lots') return t('orderForm.lots');
  return order.measure.name ?? t('orderForm.units');
}

interface OrderSizeFieldsProps {
  order: OrderRules;
  mode: SizeMode;
  onMode: (mode: SizeMode) => void;
  amount: string;
  onAmount: (amount: string) => void;
  cash: string;
  onCash: (cash: string) => void;
  /** The shares (units) the entry comes to, for the hints. */
  quantity: string | null;
  leverage: number;
  onLeverage: (leverage: number) => void;
  isMarginOff: boolean;
}

export function OrderSizeFields(props: OrderSizeFieldsProps) {
  const { order, mode, onMode, amount, onAmount, cash, onCash, quantity } = props;
  const { leverage, onLeverage, isMarginOff } = props;
  const { t } = useTranslation();
  const unitLabel = useUnitLabel(order);
  const quantityUnit = order.unit === 'lots' ? t('orderForm.shares') : unitLabel;
  const quantityHint =
    order.unit === 'lots'
      ? t('orderForm.lotHint', { lotSize: order.lotSize, shares: quantity ?? '0' })
      : t('orderForm.unitHintOf', { lotSize: order.lotSize, unit: unitLabel });
  const cashHint =
    quantity === null
      ? t('orderForm.cashTooSmall', { lotSize: order.lotSize, unit: quantityUnit })
      : t('orderForm.cashHint', { quantity, unit: quantityUnit });
  return (
    <>
      <div
        className="order-toggle order-size-modes"
        role="group"
        aria-label={t('orderForm.confirm.quantity')}
      >
        {(['quantity', 'cash'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className="order-toggle-item"
            aria-pressed={mode === choice}
            onClick={() => onMode(choice)}
            data-testid={`order-size-${choice}`}
          >
            {t(`orderForm.sizeModes.${choice}`)}
          </button>
        ))}
      </div>
      <div className="order-form-row">
        {mode === 'quantity' ? (
          <div className="order-field">
            <label className="order-label" htmlFor="order-quantity">
              {t('orderForm.quantity', { unit: unitLabel })}
            </label>
            <Stepper
              id="order-quantity"
              value={amount}
              onChange={onAmount}
              step={(from, direction) => steppedAmount(order, from, direction)}
              inputMode={order.unit === 'lots' ? 'numeric' : 'decimal'}
              maxLength={16}
              downLabel={t('orderForm.less')}
              upLabel={t('orderForm.more')}
              testId="order-quantity"
              downTestId="order-quantity-down"
              upTestId="order-quantity-up"
            />
            <p className="order-hint" data-testid="order-lot-hint">
              {quantityHint}
            </p>
          </div>
        ) : (
          <div className="order-field">
            <label className="order-label" htmlFor="order-cash">
              {t('orderForm.cashLabel', { currency: order.currency })}
            </label>
            <div className="stepper order-cash-box">
              <input
                id="order-cash"
                className="stepper-input"
                value={cash}
                onChange={(event) => onCash(event.target.value.trim())}
                inputMode="decimal"
                maxLength={16}
                placeholder="0.00"
                data-testid="order-cash"
              />
            </div>
            <p className={quantity === null ? 'order-hint warn' : 'order-hint'} data-testid="order-cash-hint">
              {cashHint}
            </p>
          </div>
        )}
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
    </>
  );
}
