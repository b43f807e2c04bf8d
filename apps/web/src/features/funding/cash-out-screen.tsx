// /information/cashOut — withdraw to a bound bank card: currency, amount, card, fund password, with
// the rules in force shown (window, minimum and maximum, credit score, T+2 settlement); the amount is
// frozen at once and staff pay it. The member's withdrawal records below.
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CURRENCIES, type Currency } from '@saham/domain/currencies';
import { showToast } from '../../shared/feedback/toast.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { Field } from '../../shared/ui/field.tsx';
import { FormRefusal } from '../../shared/ui/form-refusal.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useBankCards } from '../../shared/api/bank-cards.ts';
import { useWithdrawApply } from './api/withdraw-apply.ts';
import { useWithdrawRules } from '../../shared/api/withdraw-rules.ts';
import { WithdrawRecords } from './funding-records.tsx';
import './funding.css';

export function CashOutScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('screens.withdraw')} testId="cash-out-screen">
      <>
        <CashOutForm />
        <WithdrawRecords />
      </>
    </Page>
  );
}

function CashOutForm() {
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
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('funding.amountIn', { currency })}
        value={amount}
        onChange={setAmount}
        inputMode="numeric"
        maxLength={20}
        testId="withdraw-amount"
      />
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
      <FormRefusal error={apply.error} />
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
