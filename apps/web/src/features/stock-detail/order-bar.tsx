// The bottom bar of the stock detail: Long (buy) and Short (sell) open the order entry; Short is
// disabled, with the reason, where the market does not allow short selling or the stock is
// suspended (order-availability.ts). Visitors are sent to log in.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@saham/contract/quotes';
import { orderAvailability } from './order-availability.ts';
import type { OrderSide } from './order-entry.tsx';

interface OrderBarProps {
  quote: QuoteDetail | null;
  isMember: boolean;
  onOpen: (side: OrderSide) => void;
  onLogin: () => void;
}

export function OrderBar({ quote, isMember, onOpen, onLogin }: OrderBarProps) {
  const { t } = useTranslation();
  const { canLong, canShort, reasonKey } = orderAvailability(quote);
  const press = (side: OrderSide) => (isMember ? onOpen(side) : onLogin());
  return (
    <div className="order-bar" data-testid="order-bar">
      {reasonKey !== null && (
        <p className="order-bar-reason muted" data-testid="order-short-reason">
          {t(reasonKey)}
        </p>
      )}
      <div className="order-bar-buttons">
        <Button
          className="order-button long"
          shape="rounded"
          disabled={!canLong}
          onClick={() => press('long')}
          data-testid="order-long"
        >
          {t('stockDetail.order.longButton')}
        </Button>
        <Button
          className="order-button short"
          shape="rounded"
          disabled={!canShort}
          onClick={() => press('short')}
          data-testid="order-short"
        >
          {t('stockDetail.order.shortButton')}
        </Button>
      </div>
    </div>
  );
}
