// /home/loanRe — repaying a loan (issue 18 §1): what is owed (principal, interest, overdue penalty),
// the available balance, the amount with the app's stepper (or all of it) and the fund password.
// A repayment pays the penalty and interest first, then principal; paid in full, the loan is repaid.
// The loan comes by id (?id=, from the list: any loan, however old); without one, the first owed.
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
import { useLoanDetail, useLoanList } from './api/loan-list.ts';
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

/** The loan named by ?id= (any of the member's loans, however old), else the first one owed. */
function RepayBody() {
  const [searchParams] = useSearchParams();
  const wanted = loanIdOf(searchParams.get('id'));
  return wanted === null ? <FirstOwing /> : <ChosenLoan id={wanted} />;
}

function loanIdOf(text: string | null): number | null {
  if (text === null || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

function ChosenLoan({ id }: { id: number }) {
  const loan = useLoanDetail(id);
  const overview = useLoanOverview();
  if (loan.isPending || overview.isPending) return <LoadingBlock />;
  if (loan.isError) return <QueryError error={loan.error} onRetry={() => void loan.refetch()} />;
  if (overview.isError) return <QueryError error={overview.error} onRetry={() => void overview.refetch()} />;
  return <RepayOrNone loan={loan.data} available={overview.data.available} />;
}

function FirstOwing() {
  const overdue = useLoanList('overdue');
  const borrowed = useLoanList('approved');
  const overview = useLoanOverview();
  if (overdue.isPending || borrowed.isPending || overview.isPending) return <LoadingBlock />;
  if (overdue.isError) return <QueryError error={overdue.error} onRetry={() => void overdue.refetch()} />;
  if (borrowed.isError) return <QueryError error={borrowed.error} onRetry={() => void borrowed.refetch()} />;
  if (overview.isError) return <QueryError error={overview.error} onRetry={() => void overview.refetch()} />;
  const loan = overdue.data.pages[0]?.items[0] ?? borrowed.data.pages[0]?.items[0];
  return <RepayOrNone loan={loan} available={overview.data.available} />;
}

function RepayOrNone({ loan, available }: { loan: Loan | undefined; available: string }) {
  const { t } = useTranslation();
  if (loan === undefined || (!isOwing(loan) && loan.status !== 'repaid')) {
    return <EmptyState icon="inbox" title={t('loan.noOwing')} testId="loan-repay-none" />;
  }
  return <RepayForm key={loan.id} loan={loan} available={available} />;
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
          {loan.interestCapitalised !== '0.00' ? (
            <div>
              <dt>{t('loan.capitalised')}</dt>
              <dd data-testid="loan-repay-capitalised">{formatMoney(loan.interestCapitalised)}</dd>
            </div>
          ) : null}
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
          <p className="muted small">{t('loan.capitalisedNote')}</p>
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
