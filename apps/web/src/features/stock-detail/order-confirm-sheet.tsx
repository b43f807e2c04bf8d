// The order's confirmation (issue 16 §2): before a market or limit order is sent, the member sees it
// as it will go — side, instrument, quantity in the instrument's unit (coins for a crypto pair, with
// the cash it comes to), price type and price, leverage, margin, fee and tax, total and the balance
// available after — every figure from the form's own preview (confirmationOf), with its currency and
// the currency's decimals. "Don't ask again" turns the sheet off on this device (Settings turns it on).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@saham/contract/quotes';
import { formatMinor } from '@saham/domain/money';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import type { OrderConfirmation, OrderRules } from './order-form-model.ts';

interface OrderConfirmSheetProps {
  quote: Pick<QuoteDetail, 'name' | 'code'>;
  order: OrderRules;
  confirmation: OrderConfirmation;
  isBusy: boolean;
  onConfirm: (dontAskAgain: boolean) => void;
  onBack: () => void;
}

export function OrderConfirmSheet(props: OrderConfirmSheetProps) {
  const { quote, order, confirmation: c, isBusy, onConfirm, onBack } = props;
  const { t } = useTranslation();
  const { moneyIn, number } = useFormatters();
  const [dontAsk, setDontAsk] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onBack();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onBack]);
  // Every amount with its currency: the sheet has no column header to carry it.
  const money = (minor: bigint) =>
    `${moneyIn(formatMinor(minor, order.currency), order.currency)} ${order.currency}`;
  const unit = c.measure.name ?? t('orderForm.shares');
  const quantity =
    c.lots !== null
      ? t(String(c.lots) === '1' ? 'orderForm.confirm.lotOf' : 'orderForm.confirm.lotsOf', {
          lots: c.lots,
          quantity: c.quantity,
        })
      : `${c.quantity} ${unit}`;
  // The ticket's price is already at the tick's decimals ("2984" in Tokyo): only grouped here.
  const price =
    c.priceType === 'market'
      ? t('orderForm.confirm.marketPrice', { price: `${number(c.price)} ${order.currency}` })
      : `${number(c.price)} ${order.currency}`;
  const rows: { key: string; label: string; value: string; strong?: boolean; tone?: string }[] = [
    { key: 'quantity', label: t('orderForm.confirm.quantity'), value: quantity, strong: true },
    { key: 'priceType', label: t('orderForm.confirm.priceType'), value: t(`orderForm.${c.priceType}`) },
    { key: 'price', label: t('orderForm.confirm.price'), value: price },
    { key: 'notional', label: t('orderForm.confirm.notional'), value: money(c.notionalMinor) },
    { key: 'leverage', label: t('orderForm.confirm.leverage'), value: `${c.leverage}×` },
    { key: 'margin', label: t('orderForm.confirm.margin'), value: money(c.marginMinor) },
    { key: 'fee', label: t('orderForm.confirm.fee'), value: money(c.feeMinor) },
    { key: 'tax', label: t('orderForm.confirm.tax'), value: money(c.taxMinor) },
    { key: 'total', label: t('orderForm.confirm.total'), value: money(c.totalMinor), strong: true },
    { key: 'available', label: t('orderForm.confirm.available'), value: money(c.availableMinor) },
    {
      key: 'availableAfter',
      label: t('orderForm.confirm.availableAfter'),
      value: money(c.availableAfterMinor),
      strong: true,
      tone: c.availableAfterMinor < 0n ? 'warn' : '',
    },
  ];
  return (
    <div className="sheet-layer order-confirm-layer" data-testid="order-confirm">
      <button
        type="button"
        className="sheet-backdrop"
        aria-label={t('orderForm.confirm.back')}
        onClick={onBack}
      />
      <section
        className="sheet order-confirm"
        role="dialog"
        aria-modal="true"
        aria-labelledby="order-confirm-title"
      >
        <div className="sheet-handle" />
        <h2 id="order-confirm-title" className="sheet-title order-confirm-title">
          {t('orderForm.confirm.title')}
        </h2>
        <div className="order-confirm-head">
          <span className={`side-badge ${c.direction}`} data-testid="order-confirm-side">
            {t(`stockDetail.order.${c.direction}`)}
          </span>
          <span className="order-confirm-name">
            <strong>{quote.name}</strong>
            <span className="muted small">{quote.code}</span>
          </span>
        </div>
        <dl className="order-confirm-rows">
          {rows.map((row) => (
            <div key={row.key} className={row.strong ? 'order-confirm-row strong' : 'order-confirm-row'}>
              <dt>{row.label}</dt>
              <dd className={row.tone} data-testid={`order-confirm-${row.key}`}>
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        <Checkbox checked={dontAsk} onChange={setDontAsk} testId="order-confirm-dont-ask">
          {t('orderForm.confirm.dontAsk')}
        </Checkbox>
        <div className="order-confirm-actions">
          <button
            type="button"
            className="order-confirm-back"
            onClick={onBack}
            data-testid="order-confirm-back"
          >
            {t('orderForm.confirm.back')}
          </button>
          <button
            type="button"
            className={`order-submit ${c.direction}`}
            aria-busy={isBusy}
            disabled={isBusy}
            onClick={() => onConfirm(dontAsk)}
            data-testid="order-confirm-send"
          >
            {isBusy ? t('common.loading') : t('orderForm.confirm.send')}
          </button>
        </div>
      </section>
    </div>
  );
}
