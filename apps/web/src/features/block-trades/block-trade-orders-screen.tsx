// /home/blockTrade2 — the member's block-trade purchases, newest first, ten a page: what was bought at
// which block price, what it cost (margin, fees, taxes) and until when the position is locked.
import { useTranslation } from 'react-i18next';
import type { BlockOrder } from '@saham/contract/block-trades';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadMore } from '../../shared/ui/load-more.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useBlockTradeOrders } from './api/block-trade-orders.ts';
import { priceText } from './block-trade-rules.ts';
import './block-trades.css';

export function BlockTradeOrdersScreen() {
  const { t } = useTranslation();
  return (
    <Page refreshable title={t('blockTrade.myOrders')} testId="block-trade-orders-screen">
      <OrderList />
    </Page>
  );
}

function OrderList() {
  const { t } = useTranslation();
  const query = useBlockTradeOrders(true);
  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (orders.length === 0) {
    return <EmptyState icon="inbox" title={t('blockTrade.noOrders')} testId="block-orders-empty" />;
  }
  return (
    <>
      <ul className="bt-orders" data-testid="block-orders">
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
      <LoadMore query={query} testId="block-orders-load-more" endTestId="block-orders-end" />
    </>
  );
}

function OrderRow({ order }: { order: BlockOrder }) {
  const { t } = useTranslation();
  const { moneyIn, marketDate } = useFormatters();
  const date = (iso: string) => marketDate(iso, order.market);
  const money = (amount: string) => `${moneyIn(amount, order.currency)} ${order.currency}`;
  return (
    <li className="card bt-order" data-testid="block-order" data-order-no={order.orderNo}>
      <div className="bt-card-head">
        <div className="bt-card-title">
          <span className="bt-name">{order.code}</span>
        </div>
        <span className="tag tag-warning">
          {t('blockTrade.lockedUntil', { time: date(order.lockedUntil) })}
        </span>
      </div>
      <dl className="bt-figures">
        <div>
          <dt>{t('blockTrade.quantity')}</dt>
          <dd>{order.quantity}</dd>
        </div>
        <div>
          <dt>{t('blockTrade.blockPrice')}</dt>
          <dd>{priceText(order.price, order.market)}</dd>
        </div>
        <div>
          <dt>{t('blockTrade.amount')}</dt>
          <dd>{money(order.amount)}</dd>
        </div>
        <div>
          <dt>{t('blockTrade.fee')}</dt>
          <dd>{money(order.fee)}</dd>
        </div>
        <div>
          <dt>{t('blockTrade.tax')}</dt>
          <dd>{money(order.tax)}</dd>
        </div>
        <div>
          <dt>{t('blockTrade.total')}</dt>
          <dd className="bt-total" data-testid="block-order-total">
            {money(order.total)}
          </dd>
        </div>
      </dl>
      <p className="bt-order-foot muted small">
        <span>{order.orderNo}</span>
        <span>{date(order.createdAt)}</span>
      </p>
    </li>
  );
}
