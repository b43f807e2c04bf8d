// /home/loanRe — repaying a loan (issue 18 §1): what is owed (principal, interest, overdue penalty),
// the available balance, the amount with the app's stepper (or all of it) and the fund password.
// A repayment pays the penalty and interest first, then principal; paid in full, the loan is repaid.
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Loan } from '@saham/contract/loans';
import { useLoanOverview } from '../../shared/api/loan-overview.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { Stepper } from '../../shared/ui/stepper.tsx';
import { stepDecimal } from '../../shared/ui/stepper-model.ts';
import { useLoanRepay } from './api/loan-actions.ts';
import { useLoanList } from './api/loan-list.ts';
import { loanAmountProblem } from './loan-form-checks.ts';
import { isOwing, LOAN_STATUS_TONES } from './my-loans.tsx';
import './loans.css';
import { FundPasswordField } from '../../shared/ui/fund-password-field.tsx';

export function LoanRepayScreen() {
  const { t } = useTranslation();
  return (
    <Page refreshable title={t('screens.loanRepay')} testId="loan-repay-screen">
      <RepayBody />
    </Page>
  );
}

function RepayBody() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const loans = useLoanList();
  const overview = useLoanOverview();
  if (loans.isPending || overview.isPending) return <LoadingBlock />;
  if (loans.isError) return <QueryError error={loans.error} onRetry={() => void loans.refetch()} />;
  if (overview.isError) return <QueryError error={overview.error} onRetry={() => void overview.refetch()} />;
  const items = loans.data.pages.flatMap((page) => page.items);
  const wanted = Number(searchParams.get('id'));
  const loan = items.find((item) => item.id === wanted) ?? items.find(isOwing);
  if (loan === undefined || (!isOwing(loan) && loan.status !== 'repaid')) {
    return <EmptyState icon="inbox" title={t('loan.noOwing')} testId="loan-repay-none" />;
  }
  return <RepayForm key={loan.id} loan={loan} available={overview.data.available} />;
}

function RepayForm({ loan, available }: { loan: Loan; available: string }) {
  const { t } = useTranslation();
  const { moneyIn, calendarDate } = useFormatters();
  const repay = useLoanRepay();
  const [amount, setAmount] = useState('');
  const [fundPassword, setFundPassword] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const formatMoney = (value: string) => `${moneyIn(value, 'MYR')} MYR`;
  const problem = loanAmountProblem(amount, loan.outstanding);
  const problemText =
    problem === 'aboveLimit'
      ? t('loan.amountAboveOwed', { amount: formatMoney(loan.outstanding) })
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
    repay.mutate(
      { loanId: loan.id, amount: amount.trim(), fundPassword },
      {
        onSuccess: (after) => {
          showToast(t(after.status === 'repaid' ? 'loan.repaidInFull' : 'loan.repaymentReceived'));
          setAmount('');
          setFundPassword('');
          setIsTouched(false);
        },
      },
    );
  };
  return (
    <div className="stack">
      <section className="card" data-testid="loan-repay-owed">
        <div className="card-header">
          <h2 className="card-title">{t('loan.loanNo', { number: loan.loanNo })}</h2>
          <span className={`tag loan-tag ${LOAN_STATUS_TONES[loan.status]}`} data-testid="loan-repay-status">
            {t(`loan.status.${loan.status}`)}
          </span>
        </div>
        <div className="loan-remaining">
          <span className="muted small">{t('loan.owed')}</span>
          <strong className="loan-remaining-amount" data-testid="loan-repay-outstanding">
            {formatMoney(loan.outstanding)}
          </strong>
        </div>
        <dl className="loan-facts">
          <div>
            <dt>{t('loan.principal')}</dt>
            <dd data-testid="loan-repay-principal">{formatMoney(loan.principalOutstanding)}</dd>
          </div>
          <div>
            <dt>{t('loan.interest')}</dt>
            <dd data-testid="loan-repay-interest">{formatMoney(loan.interestOutstanding)}</dd>
          </div>
          <div>
            <dt>{t('loan.penalty')}</dt>
            <dd>{formatMoney(loan.penaltyOutstanding)}</dd>
          </div>
          {loan.dueDate !== null ? (
            <div>
              <dt>{t('loan.dueDate')}</dt>
              <dd>{calendarDate(loan.dueDate)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('loan.repaidSoFar')}</dt>
            <dd data-testid="loan-repay-repaid">{formatMoney(loan.repaid)}</dd>
          </div>
        </dl>
      </section>
      {isOwing(loan) ? (
        <form className="card form" onSubmit={submit} noValidate data-testid="loan-repay-form">
          <div className={isTouched && problemText !== null ? 'field has-error' : 'field'}>
            <label className="field-label" htmlFor="loan-repay-amount">
              {t('loan.repayAmount')}
            </label>
            <div className="loan-repay-amount">
              <Stepper
                id="loan-repay-amount"
                value={amount}
                onChange={setAmount}
                step={(from, direction) =>
                  stepDecimal(from, direction, { step: '100', min: '0', max: loan.outstanding, decimals: 2 })
                }
                inputMode="decimal"
                maxLength={16}
                placeholder={t('loan.amountPlaceholder')}
                downLabel={t('orderForm.less')}
                upLabel={t('orderForm.more')}
                testId="loan-repay-amount"
                downTestId="loan-repay-amount-down"
                upTestId="loan-repay-amount-up"
              />
              <button
                type="button"
                className="loan-borrow"
                onClick={() => setAmount(loan.outstanding)}
                data-testid="loan-repay-all"
              >
                {t('loan.repayAll')}
              </button>
            </div>
            <p className="field-hint" data-testid="loan-repay-available">
              {t('loan.availableHint', { amount: formatMoney(available) })}
            </p>
            {isTouched && problemText !== null ? (
              <p className="form-error" role="alert" data-testid="loan-repay-problem">
                {problemText}
              </p>
            ) : null}
          </div>
          <FundPasswordField
            label={t('loan.fundPassword')}
            value={fundPassword}
            onChange={setFundPassword}
            placeholder={t('loan.fundPasswordHint')}
            testId="loan-repay-fund-password"
          />
          <p className="muted small">{t('loan.interestFirst')}</p>
          <Button
            type="submit"
            color="primary"
            block
            shape="rounded"
            size="large"
            loading={repay.isPending}
            disabled={repay.isPending}
            data-testid="loan-repay-submit"
          >
            {t('loan.repay')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
