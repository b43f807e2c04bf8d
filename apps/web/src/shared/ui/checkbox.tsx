import type { ReactNode } from 'react';
import { Icon } from './icons.tsx';

interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  testId: string;
  hasError?: boolean;
}

/** A native checkbox (so tests and assistive tech see a real one) drawn as a round tick. */
export function Checkbox({ checked, onChange, children, testId, hasError = false }: CheckboxProps) {
  return (
    <label className={hasError ? 'checkbox has-error' : 'checkbox'}>
      <input
        type="checkbox"
        className="checkbox-input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
        aria-invalid={hasError ? true : undefined}
      />
      <span className="checkbox-box" aria-hidden="true">
        <Icon name="check" size={12} strokeWidth={3.2} />
      </span>
      <span className="checkbox-label">{children}</span>
    </label>
  );
}
