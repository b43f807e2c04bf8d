// /trade/index — the positions tab (spec §2, issue 5): All (every open position of every market, with
// a market filter — issue 16 §2), Holding, Locked, In progress (pending orders), Ended (closed positions
// and cancelled orders), Digital currency and Forex, ten a page with "load more". Open positions follow
// the live quote ticks (market value, floating P&L, and today's P&L from the quote's previous close),
// with their totals per currency on top. A holding closes through the close-position confirmation; a pending order is
// cancelled and a queued close withdrawn after a confirmation. The tab lives in the address.
// Subscription and Inventory (issue 17) show the new-share lists the router hands in.
import { useState, type ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TradeOrder, TradePosition } from '@saham/contract/trading';
import { marketDetailQuery } from '../../shared/api/market-detail.ts';
import { useCancelOrder } from '../../shared/api/trade-actions.ts';
import { useOrders, usePositions } from '../../shared/api/trade-positions.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { useLiveQuotes } from '../../shared/realtime/use-live-quote.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadMore } from '../../shared/ui/load-more.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { CloseDialog } from './close-dialog.tsx';
import {
  bookTotals,
  dayTotals,
  todayPnlOf,
  toneOfAmount,
  withLivePrice,
  type DayQuote,
  type DayTotal,
} from './live-book.ts';
import { OrderRow } from './order-row.tsx';
import { marketLabelKey, PositionRow } from './position-row.tsx';
import {
  ENDED_VIEWS,
  OVERVIEW_MARKETS,
  TRADE_TABS,
  endedViewOf,
  overviewMarketOf,
  tradeTabOf,
  type OverviewMarket,
  type EndedView,
  type PositionListTab,
  type TradeTab,
} from './trade-tabs.ts';
import { useSwipeTabs } from '../../shared/ui/swipe-tabs.ts';
import '../../shared/ui/tab-strip.css';
import './trade.css';

function Summary({
  positions,
  tab,
  days,
  isDayPending,
}: {
  positions: readonly TradePosition[];
  tab: PositionListTab;
  days: readonly DayTotal[];
  /** The day's quotes are still on their way: today's cell keeps its place (no layout shift, issue 16). */
  isDayPending: boolean;
}) {
  const { t } = useTranslation();
  const { money, amount } = useFormatters();
  const totals = bookTotals(positions);
  const isEnded = tab === 'ended';
  return (
    <section className="tr-summary" data-testid="trade-summary">
      {totals.length === 0 ? (
        <div className="tr-summary-line">
          <span>{isEnded ? t('positions.summary.realised') : t('positions.summary.marketValue')}</span>
          <strong>--</strong>
        </div>
      ) : (
        totals.map((total) => (
          <div key={total.currency} className="tr-summary-currency" data-currency={total.currency}>
            <div className="tr-summary-cell">
              <span>{t('positions.summary.marketValueIn', { currency: total.currency })}</span>
              <strong data-testid="trade-summary-value">
                {money(total.marketValue, { currency: total.currency })}
              </strong>
            </div>
            <div className="tr-summary-cell">
              <span>{t('positions.summary.floatingPnl')}</span>
              <strong
                className={`tr-summary-pnl ${toneOfAmount(total.profit)}`}
                data-testid="trade-summary-pnl"
              >
                {amount(total.profit, total.currency, 'always')}
              </strong>
            </div>
            <DayCell day={days.find((day) => day.currency === total.currency)} isPending={isDayPending} />
          </div>
        ))
      )}
    </section>
  );
}

function DayCell({ day, isPending }: { day: DayTotal | undefined; isPending: boolean }) {
  const { t } = useTranslation();
  const { amount } = useFormatters();
  if (day === undefined && isPending) {
    return (
      <div className="tr-summary-cell">
        <span>{t('positions.summary.todayPnl')}</span>
        <strong>--</strong>
      </div>
    );
  }
  if (day === undefined) return null;
  const percent = `${day.percent.startsWith('-') ? '' : '+'}${day.percent}%`;
  return (
    <div className="tr-summary-cell">
      <span>{t('positions.summary.todayPnl')}</span>
      <strong className={`tr-summary-pnl ${toneOfAmount(day.amount)}`} data-testid="trade-summary-today">
        {amount(day.amount, day.currency, 'always')} ({percent})
      </strong>
    </div>
  );
}

/** The quote facts of each symbol (the shared market/detail queries the rows read their names from). */
function useDayQuotes(symbols: readonly string[]): { quotes: Map<string, DayQuote>; isPending: boolean } {
  const language = useLanguage();
  const unique = [...new Set(symbols)];
  const results = useQueries({ queries: unique.map((symbol) => marketDetailQuery(symbol, language)) });
  const quotes = new Map<string, DayQuote>();
  unique.forEach((symbol, index) => {
    const data = results[index]?.data;
    if (data)
      quotes.set(symbol, { prevClose: data.prevClose, tradingDay: data.tradingDay, timezone: data.timezone });
  });
  return { quotes, isPending: results.some((result) => result.isPending) };
}

function MarketFilter({
  market,
  onMarket,
}: {
  market: OverviewMarket | null;
  onMarket: (market: OverviewMarket | null) => void;
}) {
  const { t } = useTranslation();
  const label = (code: OverviewMarket) => t(marketLabelKey(code));
  return (
    <div className="tr-chips tr-market-filter" role="group" aria-label={t('positions.allMarkets')}>
      {[null, ...OVERVIEW_MARKETS].map((code) => (
        <button
          key={code ?? 'all'}
          type="button"
          aria-pressed={code === market}
          className={code === market ? 'tr-chip active' : 'tr-chip'}
          onClick={() => onMarket(code)}
          data-testid={`trade-market-${code ?? 'all'}`}
        >
          {code === null ? t('positions.allMarkets') : label(code)}
        </button>
      ))}
    </div>
  );
}

function usePendingCloseOf() {
  const pending = useOrders('pending', true);
  const orders = pending.data?.pages.flatMap((page) => page.items) ?? [];
  return (position: TradePosition) =>
    orders.find((order) => order.kind === 'close' && order.positionId === position.id) ?? null;
}

function PositionList({
  tab,
  market,
  onCancel,
}: {
  tab: PositionListTab;
  market: OverviewMarket | null;
  onCancel: (order: TradeOrder) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = usePositions(tab, true, market ?? undefined);
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const ticks = useLiveQuotes(tab === 'ended' ? [] : rows.map((row) => row.symbol));
  const positions = rows.map((row) => withLivePrice(row, ticks[row.symbol]));
  const dayQuotes = useDayQuotes(tab === 'ended' ? [] : rows.map((row) => row.symbol));
  const withToday = positions.map((position) => ({
    position,
    today: todayPnlOf(position, dayQuotes.quotes.get(position.symbol)),
  }));
  const [closing, setClosing] = useState<TradePosition | null>(null);
  const pendingCloseOf = usePendingCloseOf();
  // The first page waits for its day quotes too: drawn before them, the summary's today cell (its
  // text wraps to two lines) grew when they arrived and pushed the list down (Lighthouse's layout
  // shift, issue 16). Only the first time: a later page's new symbols keep the list on screen.
  const [isDayReady, setDayReady] = useState(false);
  if (!isDayReady && query.isSuccess && !dayQuotes.isPending) setDayReady(true);
  if (query.isPending || (query.isSuccess && !isDayReady)) return <LoadingBlock compact />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const open = (position: TradePosition) =>
    void navigate({ pathname: ROUTES.positionDetail, search: `?id=${position.id}` });
  const withdraw = (position: TradePosition) => {
    const order = pendingCloseOf(position);
    if (order) onCancel(order);
    else void navigate({ search: '?tab=pending' }, { replace: true });
  };
  return (
    <>
      {tab !== 'ended' && (
        <Summary
          positions={positions}
          tab={tab}
          days={dayTotals(withToday)}
          isDayPending={dayQuotes.isPending}
        />
      )}
      {positions.length === 0 ? (
        <section className="card">
          <EmptyState icon="inbox" title={t(`positions.empty.${tab}`)} testId="trade-empty" />
        </section>
      ) : (
        <ul className="tr-list" data-testid="position-list">
          {withToday.map(({ position, today }) => (
            <PositionRow
              key={position.id}
              position={position}
              today={today}
              actions={{
                onOpen: open,
                ...(tab === 'ended' ? {} : { onClose: setClosing, onWithdraw: withdraw }),
              }}
            />
          ))}
        </ul>
      )}
      <LoadMore
        query={query}
        testId="trade-load-more"
        endTestId={positions.length > 0 ? 'trade-end' : undefined}
      />
      {closing && <CloseDialog position={closing} onDone={() => setClosing(null)} />}
    </>
  );
}

function OrderList({
  status,
  onCancel,
}: {
  status: 'pending' | 'cancelled';
  onCancel: (order: TradeOrder) => void;
}) {
  const { t } = useTranslation();
  const query = useOrders(status, true);
  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <LoadingBlock compact />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      {orders.length === 0 ? (
        <section className="card">
          <EmptyState
            icon="inbox"
            title={t(status === 'pending' ? 'positions.empty.pending' : 'positions.empty.cancelled')}
            testId="trade-empty"
          />
        </section>
      ) : (
        <ul className="tr-list" data-testid="order-list">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} {...(status === 'pending' ? { onCancel } : {})} />
          ))}
        </ul>
      )}
      <LoadMore
        query={query}
        testId="trade-load-more"
        endTestId={orders.length > 0 ? 'trade-end' : undefined}
      />
    </>
  );
}

function CancelDialog({ order, onDone }: { order: TradeOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const isClose = order.kind === 'close';
  return (
    <ConfirmDialog
      isOpen
      title={isClose ? t('positions.withdrawTitle') : t('positions.cancelTitle')}
      message={
        isClose
          ? t('positions.withdrawMessage', { code: order.code })
          : t('positions.cancelMessage', { code: order.code, orderNo: order.orderNo })
      }
      confirmText={isClose ? t('positions.withdrawClose') : t('positions.cancelOrder')}
      cancelText={isClose ? t('positions.keepClose') : t('positions.keepOrder')}
      isDanger
      isBusy={cancel.isPending}
      onCancel={onDone}
      onConfirm={() =>
        cancel.mutate(order.id, {
          onSuccess: () => {
            showToast(isClose ? t('positions.withdrawnToast') : t('positions.cancelledToast'));
            onDone();
          },
          onError: onDone,
        })
      }
      testId="cancel-confirm"
    />
  );
}

/** `subscription` and `inventory`: the new-share lists, handed in by the router (no feature imports another). */
export function TradeScreen({
  subscription,
  inventory,
}: {
  subscription?: ReactNode;
  inventory?: ReactNode;
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TradeTab = tradeTabOf(searchParams.get('tab'));
  const ended: EndedView = endedViewOf(searchParams.get('view'));
  const market = tab === 'all' ? overviewMarketOf(searchParams.get('market')) : null;
  const [cancelling, setCancelling] = useState<TradeOrder | null>(null);
  const choose = (next: { tab: TradeTab; view?: EndedView; market?: OverviewMarket | null }) =>
    setSearchParams(
      {
        tab: next.tab,
        ...(next.view ? { view: next.view } : {}),
        ...(next.market ? { market: next.market } : {}),
      },
      { replace: true },
    );
  const { stripRef, swipeHandlers } = useSwipeTabs(TRADE_TABS, tab, (next) => choose({ tab: next }));
  return (
    <Page refreshable title={t('screens.positions')} canGoBack={false} testId="trade-screen">
      <div className="stack tr-swipe" {...swipeHandlers}>
        <div ref={stripRef} className="tab-strip tr-tabs" role="tablist" aria-label={t('screens.positions')}>
          {TRADE_TABS.map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={option === tab}
              className={option === tab ? 'tab-strip-tab tr-tab active' : 'tab-strip-tab tr-tab'}
              onClick={() => choose({ tab: option })}
              data-testid={`trade-tab-${option}`}
            >
              {t(`positions.tabs.${option}`)}
            </button>
          ))}
        </div>
        {tab === 'ended' && (
          <div className="tr-chips" role="tablist">
            {ENDED_VIEWS.map((view) => (
              <button
                key={view}
                type="button"
                role="tab"
                aria-selected={view === ended}
                className={view === ended ? 'tr-chip active' : 'tr-chip'}
                onClick={() => choose({ tab: 'ended', view })}
                data-testid={`trade-ended-${view}`}
              >
                {t(`positions.endedViews.${view}`)}
              </button>
            ))}
          </div>
        )}
        {tab === 'all' && (
          <MarketFilter market={market} onMarket={(code) => choose({ tab: 'all', market: code })} />
        )}
        {tab === 'subscription' ? (
          subscription
        ) : tab === 'inventory' ? (
          inventory
        ) : tab === 'pending' ? (
          <OrderList key="pending" status="pending" onCancel={setCancelling} />
        ) : tab === 'ended' && ended === 'cancelled' ? (
          <OrderList key="cancelled" status="cancelled" onCancel={setCancelling} />
        ) : (
          <PositionList
            key={`${tab}-${market ?? 'all'}`}
            tab={tab}
            market={market}
            onCancel={setCancelling}
          />
        )}
        {cancelling && <CancelDialog order={cancelling} onDone={() => setCancelling(null)} />}
      </div>
    </Page>
  );
}
