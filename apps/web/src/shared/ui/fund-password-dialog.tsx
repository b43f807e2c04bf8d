// A confirmation that asks the 6-digit fund password before money moves, a trade is unlocked or a bank
// card or wallet is unbound: what it is for, the password field, and a confirm that sends nothing until
// the six digits are typed (a shorter password could only be refused). Mounted while it is asked, so a
// closed dialog forgets what was typed; the caller sends the password and closes it (a refusal is the
// app's toast).
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FundPasswordField } from './fund-password-field.tsx';

interface FundPasswordDialogProps {
  title: ReactNode;
  /** What the password confirms, above the field. */
  message: ReactNode;
  label: ReactNode;
  placeholder?: string;
  /** Said under the field when the confirm is pressed without six digits. */
  missingText: string;
  confirmText: ReactNode;
  /** The confirm in the danger colour, for a confirm that removes something (unbinding a card). */
  isDanger?: boolean;
  isBusy: boolean;
  onConfirm: (fundPassword: string) => void;
  onCancel: () => void;
  testId: string;
  passwordTestId: string;
}

export function FundPasswordDialog({
  title,
  message,
  label,
  placeholder,
  missingText,
  confirmText,
  isDanger = false,
  isBusy,
  onConfirm,
  onCancel,
  testId,
  passwordTestId,
}: FundPasswordDialogProps) {
  const [fundPassword, setFundPassword] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  return (
    <ConfirmDialog
      isOpen
      title={title}
      message={
        <>
          {message}
          <FundPasswordField
            label={label}
            value={fundPassword}
            onChange={(value) => {
              setFundPassword(value);
              setIsMissing(false);
            }}
            {...(placeholder === undefined ? {} : { placeholder })}
            error={isMissing ? missingText : undefined}
            testId={passwordTestId}
          />
        </>
      }
      confirmText={confirmText}
      isDanger={isDanger}
      isBusy={isBusy}
      onCancel={onCancel}
      onConfirm={() => {
        if (fundPassword.length !== 6) {
          setIsMissing(true);
          return;
        }
        onConfirm(fundPassword);
      }}
      testId={testId}
    />
  );
}
