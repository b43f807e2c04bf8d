import { useTranslation } from 'react-i18next';
import type { Wallet } from '@saham/contract/banking';
import { MemberImage } from '../../shared/ui/member-image.tsx';

export function WalletItem({ wallet, onDelete }: { wallet: Wallet; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="banking-card wallet" data-testid="wallet-item" data-wallet-id={wallet.id}>
      {wallet.qrImageId !== null && (
        <div className="banking-card-qr">
          <MemberImage id={wallet.qrImageId} alt={t('banking.qrImage')} testId="wallet-qr" />
        </div>
      )}
      <div className="banking-card-body">
        <span className="banking-card-title">{wallet.type}</span>
        <span className="banking-card-number" data-testid="wallet-address">
          {wallet.address}
        </span>
      </div>
      <button type="button" className="banking-card-delete" onClick={onDelete} data-testid="wallet-delete">
        {t('banking.delete')}
      </button>
    </div>
  );
}
