// The order entry's sheet, opened by the Long (buy) and Short (sell) buttons: the member's order form
// (order-form.tsx) with the direction of the button tapped preselected. The header names the
// instrument, its last price and the market's state; Escape, the backdrop and the close button shut it.
// The form opens once trade/params has answered: it computes and checks with the market's schedule as
// staff last edited it and knows the member's standing before any submission.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@saham/contract/quotes';
import { useTradeParams } from '../../shared/api/trade-params.ts';
import { decimalsOfTick, formatPrice } from '../../shared/format/format-number.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { FormRefusal } from '../../shared/ui/form-refusal.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { OrderForm } from './order-form.tsx';
import { orderRulesOf } from './order-form-model.ts';
import { nextOpening } from './live-detail.ts';

export type OrderSide = 'long' | 'short';

interface OrderEntryProps {
  quote: QuoteDetail;
  side: OrderSide;
  onClose: () => void;
}

export function OrderEntry({ quote, side, onClose }: OrderEntryProps) {
  const { t } = useTranslation();
  const { marketMoment } = useFormatters();
  // Preselected by the button tapped; the sheet covers those buttons, so `side` does not change under it.
  const [direction, setDirection] = useState<OrderSide>(side);
  const params = useTradeParams(quote.symbol);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const next = quote.phase === 'closed' ? nextOpening(quote) : null;
  const phase =
    next === null
      ? t(`stockDetail.phases.${quote.phase}`)
      : `${t('stockDetail.phases.closed')} · ${t(
          next.kind === 'opens' ? 'stockDetail.opensAt' : 'stockDetail.tradingFrom',
          {
            time: marketMoment(next.time, quote.timezone),
          },
        )}`;
  return (
    <div className="sheet-layer" data-testid="order-entry">
      <button type="button" className="sheet-backdrop" aria-label={t('common.cancel')} onClick={onClose} />
      <section
        className="sheet order-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="order-entry-title"
      >
        <div className="sheet-handle" />
        <header className="sheet-header">
          <div>
            <h2 id="order-entry-title" className="sheet-title">
              <span
                className={`side-badge ${direction}`}
                data-testid="order-entry-side"
                data-side={direction}
              >
                {t(`stockDetail.order.${direction}`)}
              </span>
              {quote.name}
            </h2>
            <p className="muted small" data-testid="order-entry-quote">
              {quote.code} · {formatPrice(quote.last, decimalsOfTick(quote.tickSize))} {quote.currency} ·{' '}
              {phase}
            </p>
          </div>
          <button
            type="button"
            className="icon-button"
            onClick={onClose}
            aria-label={t('common.cancel')}
            data-testid="order-entry-close"
          >
            <Icon name="close" size={22} />
          </button>
        </header>
        {params.data !== undefined ? (
          <OrderForm
            quote={quote}
            order={orderRulesOf(quote, params.data)}
            params={params.data}
            direction={direction}
            onDirection={setDirection}
            onPlaced={onClose}
          />
        ) : params.isError ? (
          <div className="order-params-error" data-testid="order-params-error">
            <FormRefusal error={params.error} />
            <button
              type="button"
              className="link-button"
              onClick={() => void params.refetch()}
              data-testid="order-params-retry"
            >
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <p className="muted order-params-loading" data-testid="order-params-loading">
            {t('common.loading')}
          </p>
        )}
      </section>
    </div>
  );
}
