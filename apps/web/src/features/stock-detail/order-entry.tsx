// The order entry's sheet, opened by the Long (buy) and Short (sell) buttons. The order form itself
// arrives with the trading release (issue 5), which replaces this component's body; until then the
// sheet shows the instrument's trading parameters and says when orders open.
import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@saham/contract/quotes';
import { LANGUAGE_TAGS, useLanguage } from '../../shared/i18n/i18n.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { compactNumber } from './detail-format.ts';
import { formatMarketTime } from './live-detail.ts';

export type OrderSide = 'long' | 'short';

interface OrderEntryProps {
  quote: QuoteDetail;
  side: OrderSide;
  onClose: () => void;
}

export function OrderEntry({ quote, side, onClose }: OrderEntryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const phase =
    quote.phase === 'closed' && quote.nextOpen !== null
      ? `${t('stockDetail.phases.closed')} · ${t('stockDetail.opensAt', {
          time: formatMarketTime(quote.nextOpen, quote.timezone, LANGUAGE_TAGS[language]),
        })}`
      : t(`stockDetail.phases.${quote.phase}`);
  const rows = [
    { key: 'lot', label: t('stockDetail.lotSize'), value: compactNumber(quote.lotSize, language) },
    { key: 'tick', label: t('stockDetail.tickSize'), value: quote.tickSize },
    {
      key: 'limits',
      label: t('stockDetail.order.limits'),
      value:
        quote.priceLimits === null
          ? t('stockDetail.noLimit')
          : `${quote.priceLimits.lower} – ${quote.priceLimits.upper}`,
    },
    { key: 'phase', label: t('stockDetail.order.phase'), value: phase },
    { key: 'leverage', label: t('stockDetail.order.maxLeverage'), value: `${quote.maxLeverage}×` },
    {
      key: 'short',
      label: t('stockDetail.order.shortSelling'),
      value: quote.isShortSellingAllowed ? t('stockDetail.order.allowed') : t('stockDetail.order.notAllowed'),
    },
  ];
  return (
    <div className="sheet-layer" data-testid="order-entry">
      <button type="button" className="sheet-backdrop" aria-label={t('common.cancel')} onClick={onClose} />
      <section className="sheet" role="dialog" aria-modal="true" aria-labelledby="order-entry-title">
        <div className="sheet-handle" />
        <header className="sheet-header">
          <div>
            <h2 id="order-entry-title" className="sheet-title">
              <span className={`side-badge ${side}`} data-testid="order-entry-side" data-side={side}>
                {t(`stockDetail.order.${side}`)}
              </span>
              {quote.name}
            </h2>
            <p className="muted small">
              {quote.code} · {quote.last} {quote.currency}
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
        <dl className="fundamentals order-params" data-testid="order-entry-params">
          {rows.map((row) => (
            <div key={row.key} className="fundamental" data-testid={`order-param-${row.key}`}>
              <dt className="muted">{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="order-release-note" data-testid="order-entry-release">
          <Icon name="clock" size={18} />
          <span>{t('stockDetail.order.releaseNote')}</span>
        </p>
        <Button block shape="rounded" onClick={onClose} data-testid="order-entry-ok">
          {t('stockDetail.order.gotIt')}
        </Button>
      </section>
    </div>
  );
}
