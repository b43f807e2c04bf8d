// /information/exChange — exchange between the member's own currencies: pick from/to (with balances),
// enter an amount (the app's stepper, up to the balance, in the currency's decimals), see the live quote, confirm in a dialog showing rate and amount received, then the
// records below (ten a page, load more).
import { Button } from 'antd-mobile';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@saham/domain/currencies';
import { currenciesForDisplay } from '@saham/domain/currency-order';
import { parseMinor } from '@saham/domain/money';
import { showToast } from '../../shared/feedback/toast.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { AmountStepper } from '../../shared/ui/amount-stepper.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { FormRefusal } from '../../shared/ui/form-refusal.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useExchangeApply } from './api/exchange-apply.ts';
import { useExchangeQuote } from './api/exchange-quote.ts';
import { useExchangeRates } from './api/exchange-rates.ts';
import { ExchangeRecords } from './exchange-records.tsx';
import './exchange.css';

const QUOTE_DELAY_MS = 300;

/** The amount once typing pauses, so the quote is not asked for on every keystroke. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** A client-side reading of the form: null when it is fine to ask the server. */
function localProblem(from: Currency, to: Currency, amount: string): string | null {
  if (from === to) return 'errors.SAME_CURRENCY_EXCHANGE';
  if (amount.trim() === '') return null;
  const minor = parseMinor(amount, from);
  return minor === null || minor <= 0n ? 'exchange.amountInvalid' : null;
}

export function ExchangeScreen() {
  const { t } = useTranslation();
  return (
    <Page refreshable title={t('screens.exchange')} testId="exchange-screen">
      <>
        <ExchangeForm />
        <ExchangeRecords />
      </>
    </Page>
  );
}

function ExchangeForm() {
  const { t } = useTranslation();
  const { moneyIn, rate } = useFormatters();
  const rates = useExchangeRates(true);
  const apply = useExchangeApply();
  const [from, setFrom] = useState<Currency>('MYR');
  const [to, setTo] = useState<Currency>('USD');
  const [amount, setAmount] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const settledAmount = useSettled(amount);
  const problem = localProblem(from, to, amount);
  const canQuote = problem === null && settledAmount.trim() !== '' && settledAmount === amount;
  const quote = useExchangeQuote(canQuote ? { from, to, amount: settledAmount.trim() } : null);
  const current = quote.data && quote.data.from === from && quote.data.to === to ? quote.data : null;

  if (rates.isPending) return <LoadingBlock />;
  if (rates.isError) return <QueryError error={rates.error} onRetry={() => void rates.refetch()} />;

  const balanceOf = (currency: Currency) =>
    rates.data.balances.find((row) => row.currency === currency)?.available ?? '0';
  const rateOf = rates.data.rates.find((row) => row.from === from && row.to === to)?.rate;
  const option = (currency: Currency) => (
    <option key={currency} value={currency}>
      {`${currency} · ${t(`exchange.currency.${currency}`)} · ${moneyIn(balanceOf(currency), currency)}`}
    </option>
  );

  const swap = () => {
    setFrom(to);
    setTo(from);
    setAmount('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amount.trim() === '') {
      showToast(t('errors.EXCHANGE_AMOUNT_REQUIRED'));
      return;
    }
    if (problem !== null || !current || quote.isFetching) return;
    apply.reset();
    setIsConfirming(true);
  };

  const confirm = () => {
    if (!current) return;
    apply.mutate(
      { from, to, amount: current.amount },
      {
        onSuccess: (record) => {
          setIsConfirming(false);
          setAmount('');
          showToast(t('exchange.done', { receive: `${moneyIn(record.receive, record.to)} ${record.to}` }));
        },
        onError: () => setIsConfirming(false),
      },
    );
  };

  return (
    <form className="card form exchange-form" onSubmit={submit} noValidate data-testid="exchange-form">
      <div className="exchange-pair">
        <label className="field-label" htmlFor="exchange-from">
          {t('exchange.from')}
        </label>
        <select
          id="exchange-from"
          className="exchange-select"
          value={from}
          onChange={(event) => setFrom(CURRENCIES.find((c) => c === event.target.value) ?? from)}
          data-testid="exchange-from"
        >
          {currenciesForDisplay().map(option)}
        </select>
        <button
          type="button"
          className="icon-button exchange-swap"
          onClick={swap}
          aria-label={t('exchange.swap')}
          data-testid="exchange-swap"
        >
          <Icon name="refresh" size={20} />
        </button>
        <label className="field-label" htmlFor="exchange-to">
          {t('exchange.to')}
        </label>
        <select
          id="exchange-to"
          className="exchange-select"
          value={to}
          onChange={(event) => setTo(CURRENCIES.find((c) => c === event.target.value) ?? to)}
          data-testid="exchange-to"
        >
          {currenciesForDisplay().map(option)}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor="exchange-amount">
          {t('exchange.amount', { currency: from })}
        </label>
        <div className="exchange-amount-row">
          <AmountStepper
            id="exchange-amount"
            currency={from}
            max={balanceOf(from)}
            value={amount}
            onChange={setAmount}
            placeholder={t('errors.EXCHANGE_AMOUNT_REQUIRED')}
            testId="exchange-amount"
          />
          <button
            type="button"
            className="link-button"
            onClick={() => setAmount(balanceOf(from))}
            data-testid="exchange-all"
          >
            {t('exchange.all')}
          </button>
        </div>
        <p className="field-hint">
          {t('exchange.available', { amount: `${moneyIn(balanceOf(from), from)} ${from}` })}
        </p>
      </div>
      <dl className="exchange-quote" data-testid="exchange-quote">
        <div>
          <dt>{t('exchange.rate')}</dt>
          <dd data-testid="exchange-rate">
            {rateOf ? `1 ${from} = ${rate(current?.rate ?? rateOf)} ${to}` : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('exchange.receive')}</dt>
          <dd className="exchange-receive" data-testid="exchange-receive">
            {current && amount !== '' ? `${moneyIn(current.receive, to)} ${to}` : '—'}
          </dd>
        </div>
      </dl>
      {problem !== null && (
        <p className="form-error" role="alert" data-testid="exchange-problem">
          {t(problem)}
        </p>
      )}
      {problem === null && amount !== '' && <FormRefusal error={quote.error} />}
      <p className="muted small">{t('exchange.roundingNote')}</p>
      <Button
        type="submit"
        color="primary"
        block
        shape="rounded"
        size="large"
        disabled={problem !== null || apply.isPending}
        data-testid="exchange-submit"
      >
        {t('exchange.submit')}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming && current !== null}
        title={t('exchange.confirmTitle')}
        message={
          current && (
            <span className="exchange-confirm" data-testid="exchange-confirm-details">
              {t('exchange.confirmPay', { amount: `${moneyIn(current.amount, from)} ${from}` })}
              <br />
              {t('exchange.confirmRate', { rate: `1 ${from} = ${rate(current.rate)} ${to}` })}
              <br />
              <strong>
                {t('exchange.confirmReceive', { amount: `${moneyIn(current.receive, to)} ${to}` })}
              </strong>
            </span>
          )
        }
        confirmText={t('exchange.confirm')}
        isBusy={apply.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
        testId="exchange-dialog"
      />
    </form>
  );
}
