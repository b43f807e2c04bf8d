import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Wallet } from '@saham/contract/banking';
import { AddressQr } from '../../shared/ui/address-qr.tsx';
import { MemberImage } from '../../shared/ui/member-image.tsx';

export function WalletItem({ wallet, onDelete }: { wallet: Wallet; onDelete: () => void }) {
  const { t } = useTranslation();
  const [showsQr, setShowsQr] = useState(false);
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
        <button
          type="button"
          className="link-button banking-card-qr-toggle"
          aria-expanded={showsQr}
          onClick={() => setShowsQr((shown) => !shown)}
          data-testid="wallet-qr-toggle"
        >
          {showsQr ? t('banking.hideQr') : t('banking.showQr')}
        </button>
      </div>
      <button type="button" className="banking-card-delete" onClick={onDelete} data-testid="wallet-delete">
        {t('banking.delete')}
      </button>
      {showsQr && (
        <AddressQr value={wallet.address} label={t('banking.addressQr')} testId="wallet-address-qr" />
      )}
    </div>
  );
}
