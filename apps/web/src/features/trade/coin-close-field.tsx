// The quantity to close of a crypto or currency-pair position, in coins (units) with the increment's
// decimals: all of it by default; less, in whole increments, is a partial close (issue 16 §2: a
// 50 DOGE position is closed in DOGE, not in "lots of 0.0001").
import { useTranslation } from 'react-i18next';
import type { TradePosition } from '@saham/contract/trading';
import { decimal, parseDecimal } from '@saham/domain/markets/decimal';
import { formatQuantity } from '@saham/domain/trading/order-ticket';
import { isWholeLots, parseQuantity } from '@saham/domain/trading/orders';

/**
 * The trade/sell body for closing `coins` of the position: everything (no quantity) when all of it is
 * chosen, a partial close of a whole number of increments below it, null for anything else (empty,
 * zero, more than held, off the increment).
 */
export function coinCloseRequest(
  position: Pick<TradePosition, 'id' | 'quantity'>,
  coins: string | null,
  lotSize: string,
): { positionId: number; quantity?: string } | null {
  if (coins === null) return { positionId: position.id };
  const quantity = parseQuantity(coins);
  if (quantity === null || !isWholeLots(quantity, lotSize)) return null;
  const held = parseDecimal(position.quantity);
  if (held === null || decimal(quantity) > held) return null;
  return decimal(quantity) === held ? { positionId: position.id } : { positionId: position.id, quantity };
}

interface CoinCloseFieldProps {
  position: Pick<TradePosition, 'quantity'>;
  lotSize: string;
  unit: string;
  value: string;
  onChange: (value: string) => void;
  isValid: boolean;
}

export function CoinCloseField({ position, lotSize, unit, value, onChange, isValid }: CoinCloseFieldProps) {
  const { t } = useTranslation();
  return (
    <span className="tr-close-line">
      <span className="muted">{t('positions.closeUnits', { unit })}</span>
      <span className="tr-coin-input">
        <input
          inputMode="decimal"
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          aria-label={t('positions.closeUnits', { unit })}
          aria-invalid={isValid ? undefined : true}
          data-testid="close-units"
        />
        <button
          type="button"
          className="link-button"
          onClick={() => onChange(formatQuantity(position.quantity, lotSize))}
          data-testid="close-units-all"
        >
          {t('positions.closeAll')}
        </button>
      </span>
    </span>
  );
}
