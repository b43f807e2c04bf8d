// /information/recharge — pick a deposit channel, enter the amount (checked against the channel's
// minimum and maximum), then continue to the channel page; the member's deposit records below.
// What would stop the deposit (identity not verified, a deposit still under review) is shown when
// the screen opens, with the step that fixes it, instead of the form.
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { parseMinor } from '@saham/domain/money';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useSetupProgress } from '../../shared/api/setup-progress.ts';
import { useRechargeList } from './api/recharge-list.ts';
import { depositBlocker, FundingGate } from './funding-gate.tsx';
import { useRechargeChannels } from './api/recharge-channels.ts';
import { DepositRecords } from './funding-records.tsx';
import './funding.css';

export function RechargeScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('screens.deposit')} testId="recharge-screen">
      <>
        <DepositGateOrForm />
        <DepositRecords />
      </>
    </Page>
  );
}

function DepositGateOrForm() {
  const progress = useSetupProgress();
  const records = useRechargeList(true);
  if (progress.isPending || records.isPending) return <LoadingBlock />;
  if (progress.isError) return <QueryError error={progress.error} onRetry={() => void progress.refetch()} />;
  // One pending deposit at a time, so a pending one is the newest.
  const newest = records.data?.pages[0]?.items[0];
  const blocker = depositBlocker(progress.data, newest?.status === 'pending');
  return blocker ? <FundingGate blocker={blocker} /> : <RechargeForm />;
}

function RechargeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { moneyIn } = useFormatters();
  const channels = useRechargeChannels(true);
  const [channelId, setChannelId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (channels.isPending) return <LoadingBlock />;
  if (channels.isError) return <QueryError error={channels.error} onRetry={() => void channels.refetch()} />;
  if (channels.data.length === 0)
    return <EmptyState title={t('funding.noChannels')} testId="recharge-no-channels" />;
  const selected = channels.data.find((channel) => channel.id === channelId) ?? channels.data[0]!;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = parseMinor(amount, selected.currency);
    if (amount.trim() === '') return setError(t('funding.amountRequired'));
    const min = parseMinor(selected.minAmount, selected.currency) ?? 0n;
    const max = parseMinor(selected.maxAmount, selected.currency) ?? 0n;
    if (minor === null || minor < min || minor > max) {
      return setError(
        t('errors.DEPOSIT_AMOUNT_RANGE', {
          min: moneyIn(selected.minAmount, selected.currency),
          max: moneyIn(selected.maxAmount, selected.currency),
        }),
      );
    }
    setError(null);
    void navigate(
      `${ROUTES.depositChannel}?channelId=${selected.id}&amount=${encodeURIComponent(amount.trim())}`,
    );
  };

  return (
    <form className="card form" onSubmit={submit} noValidate data-testid="recharge-form">
      <h2 className="card-title">{t('funding.chooseChannel')}</h2>
      <ul className="funding-channels" role="radiogroup">
        {channels.data.map((channel) => (
          <li key={channel.id}>
            <button
              type="button"
              role="radio"
              aria-checked={channel.id === selected.id}
              className="funding-channel"
              onClick={() => setChannelId(channel.id)}
              data-testid={`recharge-channel-${channel.id}`}
            >
              <span>
                <span className="funding-channel-name">{channel.name}</span>
                <br />
                <span className="muted small">{t(`funding.kind.${channel.kind}`)}</span>
              </span>
              <span className="muted small">
                {channel.currency} {moneyIn(channel.minAmount, channel.currency)} –{' '}
                {moneyIn(channel.maxAmount, channel.currency)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Field
        label={t('funding.amountIn', { currency: selected.currency })}
        value={amount}
        onChange={setAmount}
        inputMode="numeric"
        maxLength={20}
        error={error}
        hint={t('funding.channelWindow', { window: `${selected.window.start}-${selected.window.end}` })}
        testId="recharge-amount"
      />
      <Button type="submit" color="primary" block shape="rounded" size="large" data-testid="recharge-next">
        {t('funding.next')}
      </Button>
    </form>
  );
}
