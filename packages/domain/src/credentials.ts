// Rules for what a member types as credentials (spec §5). Shared by the server, which enforces them,
// and the app, which checks them before sending.

/** A member account is exactly 12 digits (a Malaysian mobile number with its 60 country code). */
export const ACCOUNT_PATTERN = /^\d{12}$/;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** A fund password is exactly 6 digits. */
export const FUND_PASSWORD_PATTERN = /^\d{6}$/;

export function isValidAccount(account: string): boolean {
  return ACCOUNT_PATTERN.test(account);
}

/** 8–64 characters with at least one upper-case letter, one lower-case letter and one digit. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password)
  );
}

export function isValidFundPassword(fundPassword: string): boolean {
  return FUND_PASSWORD_PATTERN.test(fundPassword);
}
