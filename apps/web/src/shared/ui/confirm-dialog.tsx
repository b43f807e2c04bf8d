import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  isOpen: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmText: ReactNode;
  /** The button that leaves things as they are; "Cancel" unless a clearer word fits ("Keep order"). */
  cancelText?: ReactNode;
  isDanger?: boolean;
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
}

/** A small centred confirmation with Cancel and a confirm button. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmText,
  cancelText,
  isDanger = false,
  isBusy = false,
  onConfirm,
  onCancel,
  testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen, onCancel]);
  if (!isOpen) return null;
  return createPortal(
    <div className="dialog-layer" onClick={onCancel}>
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${testId}-title`}
        onClick={(event) => event.stopPropagation()}
        data-testid={testId}
      >
        <h2 className="dialog-title" id={`${testId}-title`}>
          {title}
        </h2>
        {message && <p className="dialog-message">{message}</p>}
        <div className="dialog-actions">
          <button type="button" className="dialog-button" onClick={onCancel} data-testid={`${testId}-cancel`}>
            {cancelText ?? t('common.cancel')}
          </button>
          <button
            type="button"
            className={isDanger ? 'dialog-button strong danger' : 'dialog-button strong'}
            onClick={onConfirm}
            disabled={isBusy}
            data-testid={`${testId}-confirm`}
          >
            {confirmText}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
