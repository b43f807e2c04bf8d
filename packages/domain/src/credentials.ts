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

/**
 * The six-digit fund passwords guessed first (issue 16): one digit repeated (111111) and runs of
 * consecutive digits up or down (123456, 654321), including runs that wrap past 9 or 0 (789012,
 * 210987), since keypads and guess lists treat 0 as following 9. Refused whenever a member sets a
 * new fund password.
 */
export function isCommonFundPassword(fundPassword: string): boolean {
  if (!isValidFundPassword(fundPassword)) return false;
  const digits = [...fundPassword].map(Number);
  const steps = digits.slice(1).map((digit, index) => (digit - (digits[index] ?? 0) + 10) % 10);
  const firstStep = steps[0];
  const isSameStep = steps.every((step) => step === firstStep);
  return isSameStep && (firstStep === 0 || firstStep === 1 || firstStep === 9);
}
