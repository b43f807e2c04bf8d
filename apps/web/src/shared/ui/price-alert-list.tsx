// A list of price alerts with delete (issue 16 §5): on the stock detail's alert sheet (one
// instrument's alerts) and in My account › Price alerts (every alert, with the instrument's name).
// Each row says what the alert watches, whether it is active or has fired (at what price, when), and
// deletes after a confirmation. Ten a page with "load more".
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceAlert } from '@saham/contract/alerts';
import { useDeletePriceAlert, usePriceAlerts } from '../api/price-alerts.ts';
import { showToast } from '../feedback/toast.ts';
import { formatMarketPrice } from '../format/format-number.ts';
import { useFormatters } from '../format/use-formatters.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Icon } from './icons.tsx';
import { LoadMore } from './load-more.tsx';
import { LoadingBlock } from './loading-block.tsx';
import { QueryError } from './query-error.tsx';
import './price-alert-list.css';

/** Digits after the point a percent threshold was set with, at least two ("12.345" keeps three). */
function thresholdDecimals(text: string): number {
  const fraction = text.split('.')[1] ?? '';
  return Math.max(2, fraction.replace(/0+$/, '').length);
}

function AlertRow({
  alert,
  showInstrument,
  onDelete,
}: {
  alert: PriceAlert;
  showInstrument: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  // A price level with the instrument's market decimals (2,990 in Tokyo); a percent with two or more.
  const price = (value: string) => formatMarketPrice(value, alert.market);
  const summary =
    alert.kind === 'above'
      ? t('alerts.summaryAbove', { level: price(alert.threshold) })
      : alert.kind === 'below'
        ? t('alerts.summaryBelow', { level: price(alert.threshold) })
        : t('alerts.summaryChange', {
            percent: format.money(alert.threshold, { decimals: thresholdDecimals(alert.threshold) }),
          });
  const isFired = alert.status === 'fired';
  return (
    <li className="alert-row" data-testid="price-alert-item" data-status={alert.status}>
      <div className="alert-row-text">
        {showInstrument && (
          <p className="alert-row-name">
            {alert.name} <span className="muted small">{alert.code}</span>
          </p>
        )}
        <p className="alert-row-summary">{summary}</p>
        <p className="muted small">
          {isFired && alert.firedPrice !== null && alert.firedAt !== null ? (
            // "Triggered at 10.62 · time" says it: no tag repeating the word.
            t('alerts.firedAt', {
              price: price(alert.firedPrice),
              time: format.date(alert.firedAt),
            })
          ) : (
            <>
              <span className="tag tag-success">{t('alerts.active')}</span> {format.date(alert.createdAt)}
            </>
          )}
        </p>
      </div>
      <button
        type="button"
        className="icon-button alert-row-delete"
        onClick={onDelete}
        aria-label={t('alerts.delete')}
        data-testid="price-alert-delete"
      >
        <Icon name="close" size={20} />
      </button>
    </li>
  );
}

export function PriceAlertList({
  symbol,
  emptyText,
  testId,
}: {
  /** One instrument's alerts, or every alert of the member (null: rows then name the instrument). */
  symbol: string | null;
  emptyText: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const query = usePriceAlerts(symbol);
  const remove = useDeletePriceAlert();
  const [deleting, setDeleting] = useState<number | null>(null);
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const alerts = query.data.pages.flatMap((page) => page.items);
  return (
    <>
      {alerts.length === 0 ? (
        <p className="muted alert-list-empty" data-testid={`${testId}-empty`}>
          {emptyText}
        </p>
      ) : (
        <ul className="alert-list" data-testid={testId}>
          {alerts.map((alert) => (
            <AlertRow
              key={alert.id}
              alert={alert}
              showInstrument={symbol === null}
              onDelete={() => setDeleting(alert.id)}
            />
          ))}
        </ul>
      )}
      <LoadMore query={query} testId={`${testId}-load-more`} />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('alerts.deleteTitle')}
        message={t('alerts.deleteMessage')}
        confirmText={t('alerts.delete')}
        isDanger
        isBusy={remove.isPending}
        onConfirm={() => {
          if (deleting === null) return;
          remove.mutate(deleting, {
            onSuccess: () => {
              showToast(t('alerts.deleted'));
              setDeleting(null);
            },
          });
        }}
        onCancel={() => setDeleting(null)}
        testId="price-alert-delete-dialog"
      />
    </>
  );
}
