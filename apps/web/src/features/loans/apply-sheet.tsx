// The sheet to borrow with one product: the amount (not above the remaining limit) and the fund
// password. The application goes to staff review; the amount reaches the balance once approved.
import { Button, Popup } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoanProduct } from '@saham/contract/loans';
import { showToast } from '../../shared/feedback/toast.ts';
import { useLoanApply } from './api/loan-actions.ts';
import { loanAmountProblem } from './loan-form-checks.ts';
import { FundPasswordField } from '../../shared/ui/fund-password-field.tsx';

interface ApplySheetProps {
  product: LoanProduct | null;
  remaining: string;
  formatMoney: (amount: string) => string;
  onClose: () => void;
}

export function ApplySheet({ product, remaining, formatMoney, onClose }: ApplySheetProps) {
  return (
    <Popup
      visible={product !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="loan-sheet"
      destroyOnClose
    >
      {product !== null ? (
        <ApplyForm
          key={product.id}
          product={product}
          remaining={remaining}
          formatMoney={formatMoney}
          onClose={onClose}
        />
      ) : null}
    </Popup>
  );
}

function ApplyForm({ product, remaining, formatMoney, onClose }: ApplySheetProps & { product: LoanProduct }) {
  const { t } = useTranslation();
  const apply = useLoanApply();
  const [amount, setAmount] = useState('');
  const [fundPassword, setFundPassword] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const problem = loanAmountProblem(amount, remaining);
  const problemText =
    problem === 'aboveLimit'
      ? t('loan.amountAboveRemaining', { amount: formatMoney(remaining) })
      : problem === null
        ? null
        : t(problem === 'required' ? 'loan.amountRequired' : 'loan.amountInvalid');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    if (problem !== null) return;
    if (fundPassword === '') {
      showToast(t('loan.fundPasswordRequired'));
      return;
    }
    apply.mutate(
      { amount: amount.trim(), productId: product.id, fundPassword },
      {
        onSuccess: () => {
          showToast(t('loan.applied'));
          onClose();
        },
      },
    );
  };
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="loan-apply-sheet">
      <h2 className="card-title">{t('loan.applyTitle', { days: product.termDays })}</h2>
      <div className={isTouched && problemText !== null ? 'field has-error' : 'field'}>
        <label className="field-label" htmlFor="loan-amount">
          {t('loan.amount')}
        </label>
        <div className="field-control">
          <input
            id="loan-amount"
            className="field-input"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            placeholder={t('loan.amountPlaceholder')}
            inputMode="decimal"
            maxLength={16}
            data-testid="loan-amount-input"
          />
        </div>
        <p className="field-hint" data-testid="loan-apply-remaining">
          {t('loan.remainingHint', { amount: formatMoney(remaining) })}
        </p>
        {isTouched && problemText !== null ? (
          <p className="form-error" role="alert" data-testid="loan-amount-problem">
            {problemText}
          </p>
        ) : null}
      </div>
      <FundPasswordField
        label={t('loan.fundPassword')}
        value={fundPassword}
        onChange={setFundPassword}
        placeholder={t('loan.fundPasswordHint')}
        testId="loan-fund-password"
      />
      <p className="muted small">{t('loan.reviewNote')}</p>
      <Button
        type="submit"
        color="primary"
        block
        shape="rounded"
        size="large"
        loading={apply.isPending}
        disabled={apply.isPending}
        data-testid="loan-apply-submit"
      >
        {t('loan.submit')}
      </Button>
    </form>
  );
}
