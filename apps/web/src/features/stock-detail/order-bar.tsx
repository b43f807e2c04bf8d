// The bottom bar of the stock detail: Long (buy) and Short (sell) open the order entry; Short is
// disabled, with the reason, where the market does not allow short selling or the stock is
// suspended; both are off outside continuous trading, with the market's state and next opening
// (order-availability.ts). Visitors are sent to log in.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@saham/contract/quotes';
import { useClosedReason } from './market-closed-notice.tsx';
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
  const closedReason = useClosedReason(
    quote ?? { phase: 'continuous', nextOpen: null, tradingOpens: null, timezone: 'Asia/Kuala_Lumpur' },
  );
  const press = (side: OrderSide) => (isMember ? onOpen(side) : onLogin());
  return (
    <div className="order-bar" data-testid="order-bar">
      {reasonKey !== null && (
        <p
          className={
            reasonKey === 'stockDetail.order.closedReason'
              ? 'order-bar-reason closed'
              : 'order-bar-reason muted'
          }
          data-testid={
            reasonKey === 'stockDetail.order.closedReason' ? 'order-closed-reason' : 'order-short-reason'
          }
        >
          {reasonKey === 'stockDetail.order.closedReason' ? closedReason : t(reasonKey)}
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
