// The stock detail's price alerts (issue 16 §5): a bell beside the star opens a sheet to set an alert
// on the instrument — the price rising to a level, falling to one, or the day's change beyond ±N % —
// with the current price and today's change shown and the level checked by the domain's rule before it
// is sent; below the form, the member's alerts on this instrument with delete. A fired alert becomes a
// notice in the bell. Visitors are sent to log in.
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@saham/contract/quotes';
import {
  ALERT_KINDS,
  MAX_ACTIVE_ALERTS,
  MAX_CHANGE_PERCENT,
  parseAlertThreshold,
  type AlertKind,
} from '@saham/domain/alerts/price-alerts';
import { useCreatePriceAlert } from '../../shared/api/price-alerts.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { decimalsOfTick } from '../../shared/format/format-number.ts';
import { PriceAlertList } from '../../shared/ui/price-alert-list.tsx';

export function PriceAlertButton({
  isMember,
  onOpen,
  onLogin,
}: {
  isMember: boolean;
  onOpen: () => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-button detail-alert"
      onClick={isMember ? onOpen : onLogin}
      aria-label={t('alerts.button')}
      data-testid="detail-price-alert"
    >
      <Icon name="bell" size={22} />
    </button>
  );
}

export function PriceAlertSheet({ quote, onClose }: { quote: QuoteDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const create = useCreatePriceAlert();
  const [kind, setKind] = useState<AlertKind>('above');
  const [text, setText] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const parsed = parseAlertThreshold(kind, text);
  const problem =
    !isChecked || !('problem' in parsed)
      ? null
      : parsed.problem === 'percent'
        ? t('errors.PRICE_ALERT_PERCENT_INVALID', { max: MAX_CHANGE_PERCENT })
        : t('errors.PRICE_ALERT_LEVEL_INVALID');
  const submit = () => {
    setIsChecked(true);
    if ('problem' in parsed) return;
    create.mutate(
      { symbol: quote.symbol, kind, threshold: text.trim() },
      {
        onSuccess: () => {
          showToast(t('alerts.added'));
          setText('');
          setIsChecked(false);
        },
      },
    );
  };
  const price = format.price(quote.last, decimalsOfTick(quote.tickSize));
  const change = format.money(quote.changePercent, { signDisplay: 'always' });

  return (
    <div className="sheet-layer" data-testid="price-alert-sheet">
      <button type="button" className="sheet-backdrop" aria-label={t('common.cancel')} onClick={onClose} />
      <section
        className="sheet alert-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="alert-sheet-title"
      >
        <div className="sheet-handle" />
        <header className="sheet-header">
          <div>
            <h2 id="alert-sheet-title" className="sheet-title">
              {t('alerts.title')} · {quote.name}
            </h2>
            <p className="muted small" data-testid="price-alert-current">
              {t('alerts.current', { price, currency: quote.currency, change })}
            </p>
          </div>
          <button
            type="button"
            className="icon-button"
            onClick={onClose}
            aria-label={t('common.cancel')}
            data-testid="price-alert-close"
          >
            <Icon name="close" size={22} />
          </button>
        </header>
        <div className="alert-kinds" role="radiogroup" aria-label={t('alerts.title')}>
          {ALERT_KINDS.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={kind === option}
              className={`alert-kind${kind === option ? ' selected' : ''}`}
              onClick={() => {
                setKind(option);
                setIsChecked(false);
              }}
              data-testid={`price-alert-kind-${option}`}
            >
              {t(`alerts.kinds.${option}`)}
            </button>
          ))}
        </div>
        <label className="alert-field">
          <span className="small">
            {kind === 'change'
              ? t('alerts.percentLabel')
              : t('alerts.levelLabel', { currency: quote.currency })}
          </span>
          <input
            className="alert-input"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            placeholder={
              kind === 'change'
                ? t('alerts.percentPlaceholder')
                : t('alerts.levelPlaceholder', { example: quote.last })
            }
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submit();
            }}
            aria-invalid={problem !== null}
            data-testid="price-alert-threshold"
          />
        </label>
        {problem !== null && (
          <p className="form-error" role="alert" data-testid="price-alert-problem">
            {problem}
          </p>
        )}
        <Button
          block
          color="primary"
          shape="rounded"
          loading={create.isPending}
          disabled={create.isPending}
          onClick={submit}
          data-testid="price-alert-submit"
        >
          {t('alerts.add')}
        </Button>
        <p className="muted small alert-hint">{t('alerts.hint', { max: MAX_ACTIVE_ALERTS })}</p>
        <h3 className="alert-list-title">{t('alerts.forInstrument', { name: quote.name })}</h3>
        <div className="alert-sheet-list">
          <PriceAlertList
            symbol={quote.symbol}
            emptyText={t('alerts.noneHere')}
            testId="detail-price-alerts"
          />
        </div>
      </section>
    </div>
  );
}
