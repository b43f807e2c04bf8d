// /information/bankList — the member's bound bank cards (numbers masked) and crypto wallets; each can
// be unbound with the fund password. Links to add a card or manage wallet addresses.
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../shared/feedback/toast.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useBankCards } from '../../shared/api/bank-cards.ts';
import { useDeleteBankCard } from './api/delete-bank-card.ts';
import { useDeleteWallet } from './api/delete-wallet.ts';
import { useWallets } from './api/wallets.ts';
import { LoadMore } from '../../shared/ui/load-more.tsx';
import { WalletItem } from './wallet-item.tsx';
import { UnbindDialog } from './unbind-dialog.tsx';
import './banking.css';

type Pending = { kind: 'card' | 'wallet'; id: number } | null;

function BankList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cards = useBankCards();
  const wallets = useWallets();
  const deleteCard = useDeleteBankCard();
  const deleteWallet = useDeleteWallet();
  const [pending, setPending] = useState<Pending>(null);
  const mutation = pending?.kind === 'wallet' ? deleteWallet : deleteCard;

  const close = () => {
    setPending(null);
    deleteCard.reset();
    deleteWallet.reset();
  };
  const confirm = (fundPassword: string) => {
    if (!pending) return;
    const done = {
      onSuccess: () => {
        showToast(t('banking.deleted'));
        close();
      },
    };
    if (pending.kind === 'card') deleteCard.mutate({ id: pending.id, fundPassword }, done);
    else deleteWallet.mutate({ id: pending.id, fundPassword }, done);
  };

  if (cards.isPending || wallets.isPending) return <LoadingBlock />;
  if (cards.isError) return <QueryError error={cards.error} onRetry={() => void cards.refetch()} />;
  if (wallets.isError) return <QueryError error={wallets.error} onRetry={() => void wallets.refetch()} />;
  const cardItems = cards.data.pages.flatMap((page) => page.items);
  const walletItems = wallets.data.pages.flatMap((page) => page.items);

  return (
    <div className="stack">
      <section className="card stack" data-testid="bank-card-list">
        <div className="card-header">
          <h2 className="card-title">{t('banking.cardsTitle')}</h2>
        </div>
        {cardItems.length === 0 && <EmptyState title={t('banking.noCards')} testId="bank-cards-empty" />}
        {cardItems.map((card) => (
          <div key={card.id} className="banking-card" data-testid="bank-card-item" data-card-id={card.id}>
            <div className="banking-card-body">
              <span className="banking-card-title">{card.bankName}</span>
              <span className="banking-card-number" data-testid="bank-card-number">
                {card.accountNumber}
              </span>
              <span className="banking-card-meta">
                {card.holder} · {card.branch}
              </span>
            </div>
            <button
              type="button"
              className="banking-card-delete"
              onClick={() => setPending({ kind: 'card', id: card.id })}
              data-testid="bank-card-delete"
            >
              {t('banking.delete')}
            </button>
          </div>
        ))}
        <LoadMore query={cards} testId="bank-cards-more" />
        <Button
          color="primary"
          shape="rounded"
          block
          onClick={() => void navigate(ROUTES.addBankCard)}
          data-testid="bank-card-add"
        >
          {t('banking.addCard')}
        </Button>
      </section>
      <section className="card stack" data-testid="wallet-list">
        <div className="card-header">
          <h2 className="card-title">{t('banking.walletsTitle')}</h2>
        </div>
        {walletItems.length === 0 && <EmptyState title={t('banking.noWallets')} testId="wallets-empty" />}
        {walletItems.map((wallet) => (
          <WalletItem
            key={wallet.id}
            wallet={wallet}
            onDelete={() => setPending({ kind: 'wallet', id: wallet.id })}
          />
        ))}
        <LoadMore query={wallets} testId="wallets-more" />
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          block
          onClick={() => void navigate(ROUTES.walletAddress)}
          data-testid="wallet-manage"
        >
          {t('banking.addWallet')}
        </Button>
      </section>
      {pending && (
        <UnbindDialog
          key={`${pending.kind}-${pending.id}`}
          kind={pending.kind}
          isBusy={mutation.isPending}
          onConfirm={confirm}
          onCancel={close}
          testId="banking-delete-dialog"
        />
      )}
    </div>
  );
}

export function BankListScreen() {
  const { t } = useTranslation();
  return (
    <Page refreshable title={t('me.bankCardsWallets')} testId="bank-list-screen">
      <BankList />
    </Page>
  );
}
