// /information/usdtAddress — crypto wallets for withdrawals: the bound ones (addresses masked, QR image
// if any, unbinding with the fund password) and a form to add one: type, address checked against the
// type, and an optional QR image uploaded with common/upload.
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_TYPES, type WalletType } from '@saham/domain/wallet-address';
import { showToast } from '../../shared/feedback/toast.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { ImagePicker } from '../../shared/ui/image-picker.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useAddWallet } from './api/add-wallet.ts';
import { useDeleteWallet } from './api/delete-wallet.ts';
import { useWallets } from './api/wallets.ts';
import { checkWalletAddress } from './banking-checks.ts';
import { LoadMore } from '../../shared/ui/load-more.tsx';
import { WalletItem } from './wallet-item.tsx';
import { UnbindDialog } from './unbind-dialog.tsx';
import './banking.css';

function AddWalletForm() {
  const { t } = useTranslation();
  const add = useAddWallet();
  const [type, setType] = useState<WalletType>('USDT-TRC20');
  const [address, setAddress] = useState('');
  const [qrImageId, setQrImageId] = useState<string | null>(null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkWalletAddress(type, address);
    setAddressError(problem);
    if (problem !== null || add.isPending) return;
    add.mutate(
      { type, address: address.trim(), qrImageId },
      {
        onSuccess: () => {
          showToast(t('banking.walletAdded'));
          setAddress('');
          setQrImageId(null);
          setFormKey((key) => key + 1);
        },
      },
    );
  };

  return (
    <form className="card form" onSubmit={submit} noValidate data-testid="wallet-form">
      <h2 className="card-title">{t('banking.addWallet')}</h2>
      <div className="field">
        <label className="field-label" htmlFor="wallet-type">
          {t('banking.walletType')}
        </label>
        <select
          id="wallet-type"
          className="banking-select"
          value={type}
          onChange={(event) => {
            const chosen = WALLET_TYPES.find((known) => known === event.target.value);
            if (chosen) setType(chosen);
            setAddressError(null);
          }}
          data-testid="wallet-type"
        >
          {WALLET_TYPES.map((known) => (
            <option key={known} value={known}>
              {known}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('banking.address')}
        value={address}
        onChange={(value) => {
          setAddress(value);
          setAddressError(null);
        }}
        error={addressError ? t(addressError) : undefined}
        hint={t(`banking.addressHint_${type}`)}
        maxLength={100}
        testId="wallet-address-input"
      />
      <div className="banking-qr-picker">
        <ImagePicker
          key={formKey}
          label={t('banking.qrImageOptional')}
          value={qrImageId}
          onChange={setQrImageId}
          testId="wallet-qr-picker"
        />
      </div>
      <Button
        type="submit"
        color="primary"
        size="large"
        shape="rounded"
        block
        loading={add.isPending}
        disabled={add.isPending}
        data-testid="wallet-submit"
      >
        {t('banking.addWallet')}
      </Button>
    </form>
  );
}

function Wallets() {
  const { t } = useTranslation();
  const wallets = useWallets();
  const remove = useDeleteWallet();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const close = () => {
    setPendingId(null);
    remove.reset();
  };
  if (wallets.isPending) return <LoadingBlock />;
  if (wallets.isError) return <QueryError error={wallets.error} onRetry={() => void wallets.refetch()} />;
  const walletItems = wallets.data.pages.flatMap((page) => page.items);
  return (
    <div className="stack">
      <section className="card stack" data-testid="wallet-list">
        {walletItems.length === 0 && <EmptyState title={t('banking.noWallets')} testId="wallets-empty" />}
        {walletItems.map((wallet) => (
          <WalletItem key={wallet.id} wallet={wallet} onDelete={() => setPendingId(wallet.id)} />
        ))}
        <LoadMore query={wallets} testId="wallets-more" />
      </section>
      <AddWalletForm />
      {pendingId !== null && (
        <UnbindDialog
          key={pendingId}
          kind="wallet"
          isBusy={remove.isPending}
          onConfirm={(fundPassword) =>
            remove.mutate(
              { id: pendingId, fundPassword },
              {
                onSuccess: () => {
                  showToast(t('banking.deleted'));
                  close();
                },
              },
            )
          }
          onCancel={close}
          testId="wallet-delete-dialog"
        />
      )}
    </div>
  );
}

export function WalletAddressScreen() {
  const { t } = useTranslation();
  return (
    <Page refreshable title={t('screens.walletAddress')} testId="wallet-address-screen">
      <Wallets />
    </Page>
  );
}
