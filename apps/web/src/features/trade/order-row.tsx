// One order of the In progress tab (a pending limit order, or a close queued while the market was
// shut) and of the Ended tab's cancelled list: number, instrument, kind, direction, price, quantity,
// leverage, the funds it holds, and — while pending — its cancel (or withdraw) button.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TradeOrder } from '@saham/contract/trading';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { Figure, useInstrumentName, useShownPrice } from './position-row.tsx';

export function OrderRow({ order, onCancel }: { order: TradeOrder; onCancel?: (order: TradeOrder) => void }) {
  const { t } = useTranslation();
  const { amount, marketDate } = useFormatters();
  const name = useInstrumentName(order.symbol, order.code);
  const shownPrice = useShownPrice(order.symbol, order.market);
  const isClose = order.kind === 'close';
  return (
    <li
      className="tr-row card"
      data-testid="order-row"
      data-order-id={order.id}
      data-symbol={order.symbol}
      data-status={order.status}
      data-kind={order.kind}
    >
      <div className="tr-row-head static">
        <span className="tr-name">
          <strong>{name}</strong>
          <span className="muted small">
            {order.code} · {order.orderNo}
          </span>
        </span>
        <span className="tr-badges">
          <span className={`tr-badge ${order.direction}`}>
            {t(`positions.directions.${order.direction}`)}
          </span>
          <span className="tr-badge plain" data-testid="order-kind">
            {isClose ? t('positions.orderKinds.close') : t(`positions.priceTypes.${order.priceType}`)}
          </span>
        </span>
      </div>
      <div className="tr-figures">
        <Figure
          label={t('positions.fields.orderPrice')}
          value={order.price === null ? t('positions.priceTypes.market') : shownPrice(order.price)}
          testId="order-price"
        />
        <Figure label={t('positions.fields.quantity')} value={order.quantity} testId="order-quantity" />
        <Figure
          label={t('positions.fields.leverage')}
          value={t('positions.leverageValue', { leverage: order.leverage })}
        />
        <Figure label={t('positions.fields.frozen')} value={amount(order.frozen, order.currency)} />
        <Figure label={t('positions.fields.status')} value={t(`positions.orderStatus.${order.status}`)} />
        <Figure label={t('positions.fields.currency')} value={order.currency} />
      </div>
      <div className="tr-row-foot">
        <span className="muted small">
          {order.status === 'cancelled' && order.cancelledAt !== null
            ? t('positions.cancelledAt', { time: marketDate(order.cancelledAt, order.market) })
            : t('positions.placedAt', { time: marketDate(order.createdAt, order.market) })}
        </span>
        {order.status === 'pending' && onCancel && (
          <Button size="mini" shape="rounded" onClick={() => onCancel(order)} data-testid="order-cancel">
            {isClose ? t('positions.withdrawClose') : t('positions.cancelOrder')}
          </Button>
        )}
      </div>
    </li>
  );
}
