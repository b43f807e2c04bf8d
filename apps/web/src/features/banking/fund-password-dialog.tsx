import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { FundPasswordField } from '../../shared/ui/fund-password-field.tsx';

interface FundPasswordDialogProps {
  isOpen: boolean;
  title: string;
  message: string;
  isBusy: boolean;
  onConfirm: (fundPassword: string) => void;
  onCancel: () => void;
  testId: string;
}

/** Asks for the 6-digit fund password before unbinding a card or a wallet; a refusal is the app's toast. */
export function FundPasswordDialog({
  isOpen,
  title,
  message,
  isBusy,
  onConfirm,
  onCancel,
  testId,
}: FundPasswordDialogProps) {
  const { t } = useTranslation();
  const [fundPassword, setFundPassword] = useState('');
  const [isEmpty, setIsEmpty] = useState(false);
  const close = () => {
    setFundPassword('');
    setIsEmpty(false);
    onCancel();
  };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={title}
      message={
        <>
          {message}
          <FundPasswordField
            label={t('banking.fundPassword')}
            value={fundPassword}
            onChange={(value) => {
              setFundPassword(value);
              setIsEmpty(false);
            }}
            error={isEmpty ? t('banking.fundPasswordRequired') : undefined}
            testId={`${testId}-fund-password`}
          />
        </>
      }
      confirmText={t('banking.delete')}
      isDanger
      isBusy={isBusy}
      onConfirm={() => {
        if (fundPassword === '') {
          setIsEmpty(true);
          return;
        }
        onConfirm(fundPassword);
      }}
      onCancel={close}
      testId={testId}
    />
  );
}
