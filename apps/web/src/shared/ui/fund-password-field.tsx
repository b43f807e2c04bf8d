// The 6-digit fund password asked for before money moves (spec §5): a password field that keeps
// digits only and at most six, with no autofill. One place for the money forms and dialogs.
import type { ReactNode } from 'react';
import { Field } from './field.tsx';

interface FundPasswordFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string | undefined;
  testId: string;
}

/** What a typed or pasted fund password keeps: its digits, at most six. */
export function fundPasswordDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

export function FundPasswordField({
  label,
  value,
  onChange,
  placeholder,
  error,
  testId,
}: FundPasswordFieldProps) {
  return (
    <Field
      label={label}
      value={value}
      onChange={(typed) => onChange(fundPasswordDigits(typed))}
      {...(placeholder === undefined ? {} : { placeholder })}
      type="password"
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      error={error}
      testId={testId}
    />
  );
}
