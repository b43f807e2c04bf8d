// /information/rechargeChannel?channelId=…&amount=… — where to pay: bank account (name, number with
// a copy action, bank) or crypto address and QR, the amount to pay, the voucher upload, the
// transaction hash for crypto, the channel password when set; online banking goes through the
// gateway, and in the demo its sandbox "pay" step completes and credits the deposit at once.
import { Button } from 'antd-mobile';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { DepositChannel, DepositRecord } from '@saham/contract/recharge';
import { showToast } from '../../shared/feedback/toast.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { AddressQr } from '../../shared/ui/address-qr.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useRechargeApply } from './api/recharge-apply.ts';
import { useRechargeChannels } from './api/recharge-channels.ts';
import { useSandboxPay } from './api/recharge-sandbox-pay.ts';
import { useUploadVoucher } from './api/upload-voucher.ts';
import { usePaymentReference } from './api/payment-reference.ts';
import './funding.css';

export function RechargeChannelScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('screens.depositChannel')} testId="recharge-channel-screen">
      <ChannelLoader />
    </Page>
  );
}

function ChannelLoader() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const channels = useRechargeChannels(true);
  const channelId = Number(params.get('channelId'));
  const amount = params.get('amount') ?? '';
  if (channels.isPending) return <LoadingBlock />;
  if (channels.isError) return <QueryError error={channels.error} onRetry={() => void channels.refetch()} />;
  const channel = channels.data.find((candidate) => candidate.id === channelId);
  if (!channel || amount === '')
    return <EmptyState title={t('funding.channelMissing')} testId="recharge-channel-missing" />;
  return <ChannelForm channel={channel} amount={amount} />;
}

function copyText(text: string, done: string) {
  void navigator.clipboard
    ?.writeText(text)
    .then(() => showToast(done))
    .catch(() => undefined);
}

function Detail({
  label,
  value,
  testId,
  canCopy = false,
}: {
  label: string;
  value: string | null;
  testId: string;
  canCopy?: boolean;
}) {
  const { t } = useTranslation();
  if (value === null || value === '') return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>
        {value}{' '}
        {canCopy && (
          <button
            type="button"
            className="link-button"
            onClick={() => copyText(value, t('funding.copied'))}
            data-testid={`${testId}-copy`}
          >
            {t('funding.copy')}
          </button>
        )}
      </dd>
    </div>
  );
}

function ChannelForm({ channel, amount }: { channel: DepositChannel; amount: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { moneyIn, date } = useFormatters();
  const apply = useRechargeApply();
  const upload = useUploadVoucher();
  const pay = useSandboxPay();
  const [voucherId, setVoucherId] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [txHash, setTxHash] = useState('');
  const [channelPassword, setChannelPassword] = useState('');
  const [order, setOrder] = useState<DepositRecord | null>(null);
  const reference = usePaymentReference(channel.kind === 'bank_transfer');

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    setVoucherId(null);
    upload.mutate(file, {
      onSuccess: (result) => {
        setVoucherId(result.id);
        showToast(t('funding.uploaded'));
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (channel.requiresVoucher && voucherId === null) return showToast(t('funding.voucherRequired'));
    if (channel.requiresTxHash && txHash.trim() === '') return showToast(t('funding.txHashRequired'));
    apply.mutate(
      {
        channelId: channel.id,
        amount,
        ...(voucherId === null ? {} : { voucherImageId: voucherId }),
        ...(txHash.trim() === '' ? {} : { txHash: txHash.trim() }),
        ...(channel.hasPassword ? { channelPassword } : {}),
      },
      {
        onSuccess: (record) => {
          if (channel.kind === 'online_banking') return setOrder(record);
          showToast(t('funding.depositSubmitted'));
          void navigate(ROUTES.deposit, { replace: true });
        },
      },
    );
  };

  const payNow = () => {
    if (!order) return;
    pay.mutate(order.id, {
      onSuccess: () => {
        showToast(t('funding.depositPaid'));
        void navigate(ROUTES.deposit, { replace: true });
      },
    });
  };

  return (
    <form className="card form" onSubmit={submit} noValidate data-testid="recharge-channel-form">
      <h2 className="card-title">{channel.name}</h2>
      <dl className="funding-details">
        <div>
          <dt>{t('funding.amountToPay')}</dt>
          <dd className="funding-amount" data-testid="recharge-pay-amount">
            {moneyIn(amount, channel.currency)} {channel.currency}
          </dd>
        </div>
        <Detail label={t('funding.bankName')} value={channel.bankName} testId="recharge-bank-name" />
        <Detail
          label={t('funding.accountName')}
          value={channel.accountName}
          testId="recharge-account-name"
          canCopy
        />
        <Detail
          label={t('funding.accountNumber')}
          value={channel.accountNumber}
          testId="recharge-account-number"
          canCopy
        />
        {reference.data && (
          <Detail
            label={t('funding.paymentReference')}
            value={reference.data.paymentReference}
            testId="recharge-payment-reference"
            canCopy
          />
        )}
        <Detail
          label={t('funding.cryptoAddress')}
          value={channel.cryptoAddress}
          testId="recharge-crypto-address"
          canCopy
        />
        {channel.gateway && (
          <Detail
            label={t('funding.gateway')}
            value={channel.gateway.toUpperCase()}
            testId="recharge-gateway"
          />
        )}
        {order?.gatewayReference && (
          <Detail
            label={t('funding.gatewayReference')}
            value={order.gatewayReference}
            testId="recharge-gateway-reference"
          />
        )}
        {order?.expiresAt && (
          <Detail label={t('funding.payBefore')} value={date(order.expiresAt)} testId="recharge-pay-before" />
        )}
      </dl>
      {reference.data && (
        <p className="funding-reference-hint" data-testid="recharge-payment-reference-hint">
          {t('funding.paymentReferenceHint')}
        </p>
      )}
      {channel.cryptoAddress && (
        <AddressQr
          value={channel.cryptoAddress}
          label={t('funding.cryptoAddressQr')}
          testId="recharge-crypto-qr"
        />
      )}
      {channel.qrImageUrl && (
        <img
          className="funding-qr"
          src={channel.qrImageUrl}
          alt={t('funding.qrCode')}
          data-testid="recharge-qr"
        />
      )}
      {channel.requiresVoucher && (
        <div className="field">
          <span className="field-label">{t('funding.voucher')}</span>
          <div className="funding-voucher">
            {preview && (
              <img src={preview} alt={t('funding.voucher')} data-testid="recharge-voucher-preview" />
            )}
            <label className="link-button">
              {voucherId ? t('funding.voucherChange') : t('funding.voucherPick')}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                hidden
                onChange={pickFile}
                data-testid="recharge-voucher-input"
              />
            </label>
          </div>
        </div>
      )}
      {channel.requiresTxHash && (
        <Field
          label={t('funding.txHash')}
          value={txHash}
          onChange={setTxHash}
          maxLength={200}
          testId="recharge-tx-hash"
        />
      )}
      {channel.hasPassword && (
        <Field
          label={t('funding.channelPassword')}
          value={channelPassword}
          onChange={setChannelPassword}
          type="password"
          maxLength={100}
          testId="recharge-channel-password"
        />
      )}
      {order === null ? (
        <Button
          type="submit"
          color="primary"
          block
          shape="rounded"
          size="large"
          loading={apply.isPending || upload.isPending}
          disabled={apply.isPending || upload.isPending}
          data-testid="recharge-submit"
        >
          {channel.kind === 'online_banking' ? t('funding.continueToBank') : t('funding.submitDeposit')}
        </Button>
      ) : (
        <>
          <p className="muted small">{t('funding.sandboxNote')}</p>
          <Button
            color="primary"
            block
            shape="rounded"
            size="large"
            onClick={payNow}
            loading={pay.isPending}
            disabled={pay.isPending}
            data-testid="recharge-sandbox-pay"
          >
            {t('funding.sandboxPay')}
          </Button>
        </>
      )}
    </form>
  );
}
