// One position of /trade/index: name and code, direction and leverage, quantity, entry and current
// price, market value and floating P&L in the app's up/down colours (valued at the latest live tick by
// the caller), its state (locked until, preparing to close, closed) and its actions.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TradePosition } from '@saham/contract/trading';
import type { MarketCode } from '@saham/domain/markets/types';
import { useMarketDetail } from '../../shared/api/market-detail.ts';
import {
  decimalsOfTick,
  formatNumber,
  formatPrice,
  marketPriceDecimals,
} from '../../shared/format/format-number.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { formatQuantity, instrumentUnit } from '@saham/domain/trading/order-ticket';
import { toneOfAmount, type PositionToday } from './live-book.ts';

export interface PositionActions {
  onOpen: (position: TradePosition) => void;
  onClose?: (position: TradePosition) => void;
  /** Withdraws a queued close ("preparing to close"). */
  onWithdraw?: (position: TradePosition) => void;
}

export function Figure({
  label,
  value,
  className,
  testId,
}: {
  label: string;
  value: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div className="tr-figure">
      <span className="tr-figure-label">{label}</span>
      <span className={`tr-figure-value ${className ?? ''}`} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** The instrument's name in the reader's language (from the shared market detail), else its code. */
export function useInstrumentName(symbol: string, code: string): string {
  const detail = useMarketDetail(symbol);
  return detail.data?.name ?? code;
}

/** The translation key of a market's short name: the quote tabs' names, Digital currency and Forex. */
export function marketLabelKey(market: TradePosition['market']): string {
  if (market === 'CRYPTO') return 'positions.tabs.digital';
  if (market === 'FX') return 'positions.tabs.forex';
  return `quotes.markets.${market}`;
}

/** A quantity in the instrument's unit, grouped by thousands: shares as they are; coins and currency units with the increment's decimals and name. */
export function useShownQuantity(symbol: string, code: string): (quantity: string) => string {
  const detail = useMarketDetail(symbol).data;
  if (!detail) return (quantity) => formatNumber(quantity);
  const unit = instrumentUnit(detail.assetClass, code);
  if (unit.kind === 'shares') return (quantity) => formatNumber(quantity);
  return (quantity) => `${formatNumber(formatQuantity(quantity, detail.lotSize))} ${unit.name ?? ''}`.trim();
}

/**
 * Prices as the market writes them, grouped: with the decimals of the instrument's tick (market
 * detail), or of its market's tick at the price until the detail is read — "2,985" in Tokyo, not the
 * wire's "2985.00".
 */
export function useShownPrice(symbol: string, market: MarketCode): (price: string | null) => string {
  const tick = useMarketDetail(symbol).data?.tickSize;
  return (price) => {
    if (price === null) return '--';
    return formatPrice(price, tick === undefined ? marketPriceDecimals(price, market) : decimalsOfTick(tick));
  };
}

export function PositionRow({
  position,
  actions,
  today = null,
}: {
  position: TradePosition;
  actions: PositionActions;
  /** Today's P&L of an open position, when its quote is known. */
  today?: PositionToday | null;
}) {
  const { t } = useTranslation();
  const { amount: withCurrency, marketDate } = useFormatters();
  const date = (iso: string) => marketDate(iso, position.market);
  const name = useInstrumentName(position.symbol, position.code);
  const shownPrice = useShownPrice(position.symbol, position.market);
  const shownQuantity = useShownQuantity(position.symbol, position.code);
  const isClosed = position.status === 'closed';
  const isPreparing = position.status === 'preparing_to_close';
  const profitTone = toneOfAmount(position.profit);
  const amount = (value: string | null) => (value === null ? '--' : withCurrency(value, position.currency));
  const signedPercent = (percent: string) => `${percent.startsWith('-') ? '' : '+'}${percent}%`;
  const signed = (value: string | null) =>
    value === null ? '--' : withCurrency(value, position.currency, 'always');
  return (
    <li
      className="tr-row card"
      data-testid="position-row"
      data-position-id={position.id}
      data-symbol={position.symbol}
      data-status={position.status}
    >
      <button
        type="button"
        className="tr-row-head"
        onClick={() => actions.onOpen(position)}
        data-testid="position-open"
      >
        <span className="tr-name">
          <strong>{name}</strong>
          <span className="muted small">
            {position.code} · {t(marketLabelKey(position.market))}
          </span>
        </span>
        <span className="tr-badges">
          <span className={`tr-badge ${position.direction}`} data-testid="position-direction">
            {t(`positions.directions.${position.direction}`)}
          </span>
          <span className="tr-badge plain">
            {t('positions.leverageValue', { leverage: position.leverage })}
          </span>
          {position.lentQuantity === undefined ? null : (
            <span className="tr-badge plain" data-testid="position-lent">
              {t('positions.lentBadge', { quantity: shownQuantity(position.lentQuantity) })}
            </span>
          )}
        </span>
      </button>
      <div className="tr-figures">
        <Figure
          label={t('positions.fields.quantity')}
          value={shownQuantity(position.quantity)}
          testId="position-quantity"
        />
        <Figure label={t('positions.fields.entryPrice')} value={shownPrice(position.entryPrice)} />
        <Figure
          label={isClosed ? t('positions.fields.exitPrice') : t('positions.fields.currentPrice')}
          value={shownPrice(position.currentPrice)}
          testId="position-price"
        />
        <Figure
          label={t('positions.fields.marketValue')}
          value={amount(position.marketValue)}
          testId="position-market-value"
        />
        <Figure
          label={isClosed ? t('positions.fields.realisedPnl') : t('positions.fields.floatingPnl')}
          value={signed(position.profit)}
          className={profitTone}
          testId="position-pnl"
        />
        {isClosed ? (
          <Figure label={t('positions.fields.currency')} value={position.currency} />
        ) : (
          <Figure
            label={t('positions.fields.todayPnl')}
            value={today === null ? '--' : `${signed(today.amount)} (${signedPercent(today.percent)})`}
            className={today === null ? '' : toneOfAmount(today.amount)}
            testId="position-today-pnl"
          />
        )}
      </div>
      <div className="tr-row-foot">
        <span className="muted small" data-testid="position-state">
          {isClosed
            ? t('positions.closedAt', { time: position.closedAt === null ? '--' : date(position.closedAt) })
            : isPreparing
              ? t('positions.status.preparing_to_close')
              : position.isLocked
                ? t('positions.lockedUntil', { time: date(position.lockedUntil) })
                : t('positions.openedAt', { time: date(position.openedAt) })}
        </span>
        {isPreparing && actions.onWithdraw && (
          <Button
            size="mini"
            shape="rounded"
            onClick={() => actions.onWithdraw?.(position)}
            data-testid="position-withdraw"
          >
            {t('positions.withdrawClose')}
          </Button>
        )}
        {!isClosed && !isPreparing && actions.onClose && (
          <Button
            size="mini"
            shape="rounded"
            color="primary"
            onClick={() => actions.onClose?.(position)}
            data-testid="position-close"
          >
            {t('positions.close')}
          </Button>
        )}
      </div>
    </li>
  );
}
