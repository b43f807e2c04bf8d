import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';

interface FieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  placeholder?: string;
  type?: 'text' | 'password';
  inputMode?: 'text' | 'numeric' | 'tel';
  maxLength?: number;
  autoComplete?: string;
  testId: string;
  hint?: ReactNode;
}

/** A labelled input with its translated error underneath; password fields get a show/hide eye. */
export function Field({
  label,
  value,
  onChange,
  error,
  placeholder,
  type = 'text',
  inputMode,
  maxLength,
  autoComplete,
  testId,
  hint,
}: FieldProps) {
  const id = useId();
  const { t } = useTranslation();
  const [isRevealed, setIsRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-control">
        <input
          id={id}
          className="field-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          type={isPassword && !isRevealed ? 'password' : 'text'}
          inputMode={inputMode}
          maxLength={maxLength}
          autoComplete={autoComplete}
          data-testid={testId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${id}-note` : undefined}
        />
        {!isPassword && value !== '' && (
          <button
            type="button"
            className="icon-button field-clear"
            onClick={() => onChange('')}
            aria-label={t('common.clear')}
            tabIndex={-1}
          >
            <Icon name="close" size={14} strokeWidth={2.4} />
          </button>
        )}
        {isPassword && (
          <button
            type="button"
            className="icon-button field-eye"
            onClick={() => setIsRevealed((shown) => !shown)}
            aria-label={isRevealed ? t('common.hidePassword') : t('common.showPassword')}
          >
            <Icon name={isRevealed ? 'eyeOff' : 'eye'} size={20} />
          </button>
        )}
      </div>
      {error ? (
        <p className="field-error" id={`${id}-note`} role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : (
        hint && (
          <p className="field-hint" id={`${id}-note`}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
