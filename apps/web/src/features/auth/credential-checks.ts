// The registration and login rules of spec §5, checked before sending so the member sees what to fix
// at once. The server checks the same rules (packages/domain/src/credentials.ts) and has the last word.
import { isStrongPassword, isValidAccount } from '@saham/domain/credentials';

export interface RegisterInput {
  account: string;
  password: string;
  confirmPassword: string;
  inviteCode: string;
  agree: boolean;
}

/** Field name → translation key of what is wrong with it. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function checkRegistration(input: RegisterInput): FieldErrors<keyof RegisterInput> {
  const errors: FieldErrors<keyof RegisterInput> = {};
  const account = input.account.trim();
  if (!account) errors.account = 'auth.errors.accountRequired';
  else if (!isValidAccount(account)) errors.account = 'errors.ACCOUNT_FORMAT_INVALID';
  if (!input.password) errors.password = 'auth.errors.passwordRequired';
  else if (!isStrongPassword(input.password)) errors.password = 'errors.PASSWORD_TOO_WEAK';
  if (!input.confirmPassword) errors.confirmPassword = 'auth.errors.confirmRequired';
  else if (input.confirmPassword !== input.password) errors.confirmPassword = 'errors.PASSWORDS_DO_NOT_MATCH';
  if (!input.inviteCode.trim()) errors.inviteCode = 'auth.errors.inviteCodeRequired';
  if (!input.agree) errors.agree = 'errors.AGREEMENT_REQUIRED';
  return errors;
}

export function checkLogin(input: {
  account: string;
  password: string;
}): FieldErrors<'account' | 'password'> {
  const errors: FieldErrors<'account' | 'password'> = {};
  if (!input.account.trim()) errors.account = 'auth.errors.accountRequired';
  if (!input.password) errors.password = 'auth.errors.passwordRequired';
  return errors;
}

export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some(Boolean);
}
