// Unbinding a bank card or a wallet: the shared fund-password dialog with banking's texts and a red
// confirm. Mounted while it is asked, so a cancelled dialog forgets what was typed.
import { useTranslation } from 'react-i18next';
import { FundPasswordDialog } from '../../shared/ui/fund-password-dialog.tsx';

interface UnbindDialogProps {
  kind: 'card' | 'wallet';
  isBusy: boolean;
  onConfirm: (fundPassword: string) => void;
  onCancel: () => void;
  testId: string;
}

export function UnbindDialog({ kind, isBusy, onConfirm, onCancel, testId }: UnbindDialogProps) {
  const { t } = useTranslation();
  return (
    <FundPasswordDialog
      title={kind === 'wallet' ? t('banking.deleteWalletTitle') : t('banking.deleteCardTitle')}
      message={t('banking.deleteMessage')}
      label={t('banking.fundPassword')}
      missingText={t('banking.fundPasswordRequired')}
      confirmText={t('banking.delete')}
      isDanger
      isBusy={isBusy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId={testId}
      passwordTestId={`${testId}-fund-password`}
    />
  );
}
