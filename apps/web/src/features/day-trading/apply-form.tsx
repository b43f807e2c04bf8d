// Applying for day trading: an amount in MYR within the staff's limits; the amount is frozen from the
// available balance at once and released if staff reject the application.
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayTradeLimits } from '@saham/contract/day-trading';
import { parseMinor } from '@saham/domain/money';
import { showToast } from '../../shared/feedback/toast.ts';
import { useDayTradingApply } from './api/day-trading-actions.ts';

interface ApplyFormProps {
  limits: DayTradeLimits;
  available: string;
  formatMoney: (amount: string) => string;
}

export function ApplyForm({ limits, available, formatMoney }: ApplyFormProps) {
  const { t } = useTranslation();
  const apply = useDayTradingApply();
  const [amount, setAmount] = useState('');
  const minor = parseMinor(amount, 'MYR');
  const isInvalid = amount.trim() !== '' && (minor === null || minor <= 0n);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amount.trim() === '') {
      showToast(t('dayTrading.amountRequired'));
      return;
    }
    if (isInvalid) return;
    apply.mutate(
      { amount: amount.trim() },
      {
        onSuccess: () => {
          setAmount('');
          showToast(t('dayTrading.applied'));
        },
      },
    );
  };

  return (
    <form className="card form" onSubmit={submit} noValidate data-testid="day-trading-apply-form">
      <h2 className="card-title">{t('dayTrading.applyTitle')}</h2>
      <div className="field">
        <label className="field-label" htmlFor="day-trading-amount">
          {t('dayTrading.amountLabel')}
        </label>
        <div className="field-control">
          <input
            id="day-trading-amount"
            className="field-input"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            placeholder={t('dayTrading.amountPlaceholder')}
            inputMode="decimal"
            maxLength={24}
            data-testid="day-trading-amount-input"
          />
        </div>
        <p className="field-hint" data-testid="day-trading-limits">
          {t('dayTrading.limits', { min: formatMoney(limits.minAmount), max: formatMoney(limits.maxAmount) })}
        </p>
        <p className="field-hint" data-testid="day-trading-available">
          {t('dayTrading.available', { amount: formatMoney(available) })}
        </p>
      </div>
      {isInvalid ? (
        <p className="form-error" role="alert" data-testid="day-trading-amount-invalid">
          {t('dayTrading.amountInvalid')}
        </p>
      ) : null}
      <p className="muted small">{t('dayTrading.freezeNote')}</p>
      <Button
        type="submit"
        color="primary"
        block
        shape="rounded"
        size="large"
        loading={apply.isPending}
        disabled={isInvalid || apply.isPending}
        data-testid="day-trading-apply"
      >
        {t('dayTrading.apply')}
      </Button>
    </form>
  );
}
