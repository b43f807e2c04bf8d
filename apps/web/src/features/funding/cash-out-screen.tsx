// /information/cashOut — withdraw to a bound bank card: currency, amount, card, fund password, with
// the rules in force shown (window, minimum and maximum, credit score, T+2 settlement); the amount (the
// app's stepper, within the minimum and what can be withdrawn) is frozen at once and staff pay it. The member's withdrawal records below. The withdrawable balance of
// the chosen currency is shown with a "max" button; what would stop a withdrawal (identity, fund
// password, bank card, a bar on withdrawing) is shown when the screen opens, with the step that fixes it.
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserInfo } from '@saham/contract/user';
import { CURRENCIES, type Currency } from '@saham/domain/currencies';
import { currenciesForDisplay } from '@saham/domain/currency-order';
import { formatMinor, parseMinor } from '@saham/domain/money';
import { useUserInfo } from '../../shared/api/get-userinfo.ts';
import { useSetupProgress } from '../../shared/api/setup-progress.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { AmountStepper } from '../../shared/ui/amount-stepper.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useBankCards } from '../../shared/api/bank-cards.ts';
import { useWithdrawApply } from './api/withdraw-apply.ts';
import { useWithdrawRules } from '../../shared/api/withdraw-rules.ts';
import { WithdrawRecords } from './funding-records.tsx';
import { FundingGate, withdrawBlocker } from './funding-gate.tsx';
import { useLoanOverview } from '../../shared/api/loan-overview.ts';
import './funding.css';

export function CashOutScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('screens.withdraw')} testId="cash-out-screen">
      <>
        <WithdrawGateOrForm />
        <WithdrawRecords />
      </>
    </Page>
  );
}

function WithdrawGateOrForm() {
  const progress = useSetupProgress();
  const userInfo = useUserInfo();
  const loans = useLoanOverview();
  if (progress.isPending || userInfo.isPending) return <LoadingBlock />;
  if (progress.isError) return <QueryError error={progress.error} onRetry={() => void progress.refetch()} />;
  if (userInfo.isError) return <QueryError error={userInfo.error} onRetry={() => void userInfo.refetch()} />;
  // The loan overview only adds a reason to wait: while it loads (or fails) the server still decides.
  const blocker = withdrawBlocker(progress.data, userInfo.data.flags, loans.data?.blocksWithdrawal ?? false);
  if (blocker) return <FundingGate blocker={blocker} />;
  return <CashOutForm byCurrency={userInfo.data.balances.byCurrency} />;
}

/** The most that can be withdrawn now: the available balance, capped at the per-withdrawal maximum. */
function maxWithdrawal(available: string, maxAmount: string | undefined, currency: Currency): string {
  const availableMinor = parseMinor(available, currency) ?? 0n;
  const capMinor = maxAmount === undefined ? null : parseMinor(maxAmount, currency);
  const minor = capMinor !== null && capMinor < availableMinor ? capMinor : availableMinor;
  return formatMinor(minor > 0n ? minor : 0n, currency);
}

function CashOutForm({ byCurrency }: { byCurrency: UserInfo['balances']['byCurrency'] }) {
  const { t } = useTranslation();
  const { moneyIn } = useFormatters();
  const rules = useWithdrawRules(true);
  const cards = useBankCards(true);
  const apply = useWithdrawApply();
  const [currency, setCurrency] = useState<Currency>('MYR');
  const [amount, setAmount] = useState('');
  const [cardId, setCardId] = useState<number | null>(null);
  const [fundPassword, setFundPassword] = useState('');

  if (rules.isPending || cards.isPending) return <LoadingBlock />;
  if (rules.isError) return <QueryError error={rules.error} onRetry={() => void rules.refetch()} />;
  if (cards.isError) return <QueryError error={cards.error} onRetry={() => void cards.refetch()} />;
  const limit = rules.data.limits.find((row) => row.currency === currency);
  const available = byCurrency.find((row) => row.currency === currency)?.available ?? '0';
  const cardItems = cards.data.pages.flatMap((page) => page.items);
  const selectedCard = cardItems.find((card) => card.id === cardId) ?? cardItems[0] ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amount.trim() === '') return showToast(t('funding.amountRequired'));
    if (!selectedCard) return showToast(t('errors.BANK_CARD_NOT_FOUND'));
    if (fundPassword === '') return showToast(t('funding.fundPasswordRequired'));
    apply.mutate(
      { amount: amount.trim(), currency, bankCardId: selectedCard.id, fundPassword },
      {
        onSuccess: () => {
          setAmount('');
          setFundPassword('');
          showToast(t('funding.withdrawSubmitted'));
        },
      },
    );
  };

  return (
    <form className="card form" onSubmit={submit} noValidate data-testid="cash-out-form">
      <ul className="funding-rules" data-testid="withdraw-rules">
        <li>{t('funding.ruleWindow', { window: `${rules.data.windowStart}-${rules.data.windowEnd}` })}</li>
        {limit && (
          <li>
            {t('funding.ruleLimits', {
              min: moneyIn(limit.minAmount, currency),
              max: moneyIn(limit.maxAmount, currency),
            })}
          </li>
        )}
        <li>{t('funding.ruleCreditScore', { score: rules.data.creditScoreMinimum })}</li>
        <li>{t('funding.ruleSettlement', { days: rules.data.settlementWorkingDays })}</li>
      </ul>
      <div className="field">
        <label className="field-label" htmlFor="withdraw-currency">
          {t('funding.currency')}
        </label>
        <select
          id="withdraw-currency"
          className="funding-select"
          value={currency}
          onChange={(event) => setCurrency(CURRENCIES.find((c) => c === event.target.value) ?? currency)}
          data-testid="withdraw-currency"
        >
          {currenciesForDisplay().map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <div className="funding-withdrawable">
        <span className="muted">{t('funding.withdrawable')}</span>
        <span className="funding-withdrawable-amount" data-testid="withdraw-withdrawable">
          {`${currency}\u00a0${moneyIn(available, currency)}`}
        </span>
        <button
          type="button"
          className="funding-max"
          onClick={() => setAmount(maxWithdrawal(available, limit?.maxAmount, currency))}
          data-testid="withdraw-max"
        >
          {t('funding.max')}
        </button>
      </div>
      <div className="field">
        <label className="field-label" htmlFor="withdraw-amount">
          {t('funding.amountIn', { currency })}
        </label>
        <AmountStepper
          id="withdraw-amount"
          currency={currency}
          min={limit?.minAmount}
          max={maxWithdrawal(available, limit?.maxAmount, currency)}
          value={amount}
          onChange={setAmount}
          testId="withdraw-amount"
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor="withdraw-card">
          {t('funding.card')}
        </label>
        {cardItems.length === 0 ? (
          <Link className="link-button" to={ROUTES.addBankCard} data-testid="withdraw-add-card">
            {t('funding.addCard')}
          </Link>
        ) : (
          <select
            id="withdraw-card"
            className="funding-select"
            value={selectedCard?.id ?? ''}
            onChange={(event) => setCardId(Number(event.target.value))}
            data-testid="withdraw-card"
          >
            {cardItems.map((card) => (
              <option key={card.id} value={card.id}>
                {`${card.bankName} ${card.accountNumber}`}
              </option>
            ))}
          </select>
        )}
        {cards.hasNextPage && (
          <button
            type="button"
            className="link-button"
            onClick={() => void cards.fetchNextPage()}
            disabled={cards.isFetchingNextPage}
            data-testid="withdraw-cards-more"
          >
            {t('common.loadMore')}
          </button>
        )}
      </div>
      <Field
        label={t('funding.fundPassword')}
        value={fundPassword}
        onChange={setFundPassword}
        type="password"
        inputMode="numeric"
        maxLength={6}
        testId="withdraw-fund-password"
      />
      <Button
        type="submit"
        color="primary"
        block
        shape="rounded"
        size="large"
        loading={apply.isPending}
        disabled={apply.isPending}
        data-testid="withdraw-submit"
      >
        {t('funding.submitWithdraw')}
      </Button>
    </form>
  );
}
