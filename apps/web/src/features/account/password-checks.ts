// Checks of the password forms before sending (spec §5); the server checks the same and decides.
import { isCommonFundPassword, isStrongPassword, isValidFundPassword } from '@saham/domain/credentials';

export type Errors<F extends string> = Partial<Record<F, string>>;

export interface LoginPasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function checkLoginPasswordChange(input: LoginPasswordInput): Errors<keyof LoginPasswordInput> {
  const errors: Errors<keyof LoginPasswordInput> = {};
  if (!input.oldPassword) errors.oldPassword = 'password.errors.oldRequired';
  if (!input.newPassword) errors.newPassword = 'password.errors.newRequired';
  else if (!isStrongPassword(input.newPassword)) errors.newPassword = 'errors.PASSWORD_TOO_WEAK';
  if (!input.confirmPassword) errors.confirmPassword = 'password.errors.confirmRequired';
  else if (input.confirmPassword !== input.newPassword)
    errors.confirmPassword = 'errors.PASSWORDS_DO_NOT_MATCH';
  return errors;
}

export interface FundPasswordInput {
  oldFundPassword: string;
  fundPassword: string;
  confirmPassword: string;
}

/** `isChange`: the member already has a fund password and must give it. */
export function checkFundPassword(
  input: FundPasswordInput,
  isChange: boolean,
): Errors<keyof FundPasswordInput> {
  const errors: Errors<keyof FundPasswordInput> = {};
  if (isChange && !input.oldFundPassword) errors.oldFundPassword = 'password.errors.oldRequired';
  if (!input.fundPassword) errors.fundPassword = 'password.errors.newRequired';
  else if (!isValidFundPassword(input.fundPassword))
    errors.fundPassword = 'errors.FUND_PASSWORD_FORMAT_INVALID';
  else errors.fundPassword = newFundPasswordWarning(input.fundPassword);
  if (!input.confirmPassword) errors.confirmPassword = 'password.errors.confirmRequired';
  else if (input.confirmPassword !== input.fundPassword)
    errors.confirmPassword = 'errors.PASSWORDS_DO_NOT_MATCH';
  return errors;
}

/**
 * What is wrong with a new fund password as it is typed, shown before submitting: once all six digits
 * are in, a repeated digit or a run is refused (the server refuses it too).
 */
export function newFundPasswordWarning(fundPassword: string): string | undefined {
  return isCommonFundPassword(fundPassword) ? 'errors.FUND_PASSWORD_TOO_COMMON' : undefined;
}

export interface FundResetInput {
  code: string;
  password: string;
  fundPassword: string;
  confirmPassword: string;
}

/** The fund password reset: the texted code, the login password and the new fund password twice. */
export function checkFundReset(input: FundResetInput): Errors<keyof FundResetInput> {
  const fund = checkFundPassword({ oldFundPassword: '', ...input }, false);
  const errors: Errors<keyof FundResetInput> = {
    fundPassword: fund.fundPassword,
    confirmPassword: fund.confirmPassword,
  };
  if (input.code.length !== 6) errors.code = 'forgot.codeRequired';
  if (!input.password) errors.password = 'auth.errors.passwordRequired';
  return errors;
}

export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some(Boolean);
}
