// The order's live preview: amount, margin at the chosen leverage, fee, tax, total and the balance
// available, in the order's currency.
import { useTranslation } from 'react-i18next';
import { formatMinor } from '@saham/domain/money';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import type { OrderPreview as Preview, OrderRules } from './order-form-model.ts';

interface OrderPreviewProps {
  order: OrderRules;
  preview: Preview;
  leverage: number;
  availableMinor: bigint | null;
}

export function OrderPreview({ order, preview, leverage, availableMinor }: OrderPreviewProps) {
  const { t } = useTranslation();
  const { moneyIn } = useFormatters();
  const money = (minor: bigint | null) =>
    minor === null ? '—' : `${moneyIn(formatMinor(minor, order.currency), order.currency)}`;
  return (
    <dl className="order-preview" data-testid="order-preview">
      <div>
        <dt>{t('orderForm.amount')}</dt>
        <dd data-testid="order-preview-amount">{money(preview.notionalMinor)}</dd>
      </div>
      <div>
        <dt>{t('orderForm.margin', { leverage })}</dt>
        <dd data-testid="order-preview-margin">{money(preview.marginMinor)}</dd>
      </div>
      <div>
        <dt>{t('orderForm.fee')}</dt>
        <dd data-testid="order-preview-fee">{money(preview.feeMinor)}</dd>
      </div>
      <div>
        <dt>{t('orderForm.tax')}</dt>
        <dd data-testid="order-preview-tax">{money(preview.taxMinor)}</dd>
      </div>
      <div className="order-preview-total">
        <dt>{t('orderForm.total', { currency: order.currency })}</dt>
        <dd data-testid="order-preview-total">{money(preview.totalMinor)}</dd>
      </div>
      <div>
        <dt>{t('orderForm.available', { currency: order.currency })}</dt>
        <dd data-testid="order-available">{money(availableMinor)}</dd>
      </div>
    </dl>
  );
}
