import { describe, expect, it } from 'vitest';
import { checkFundPassword, checkLoginPasswordChange, hasErrors } from './password-checks.ts';

describe('checkLoginPasswordChange', () => {
  it('accepts a strong new password typed twice', () => {
    const errors = checkLoginPasswordChange({
      oldPassword: 'x',
      newPassword: 'Better123',
      confirmPassword: 'Better123',
    });
    expect(hasErrors(errors)).toBe(false);
  });

  it('refuses a weak or mistyped new password', () => {
    expect(
      checkLoginPasswordChange({ oldPassword: 'x', newPassword: 'weak', confirmPassword: 'weak' })
        .newPassword,
    ).toBe('errors.PASSWORD_TOO_WEAK');
    expect(
      checkLoginPasswordChange({ oldPassword: 'x', newPassword: 'Better123', confirmPassword: 'Better124' })
        .confirmPassword,
    ).toBe('errors.PASSWORDS_DO_NOT_MATCH');
  });

  it('asks for the current password', () => {
    expect(
      checkLoginPasswordChange({ oldPassword: '', newPassword: 'Better123', confirmPassword: 'Better123' }),
    ).toEqual({
      oldPassword: 'password.errors.oldRequired',
    });
  });
});

describe('checkFundPassword', () => {
  it('wants exactly six digits', () => {
    expect(
      checkFundPassword({ oldFundPassword: '', fundPassword: '12345', confirmPassword: '12345' }, false)
        .fundPassword,
    ).toBe('errors.FUND_PASSWORD_FORMAT_INVALID');
    expect(
      hasErrors(
        checkFundPassword({ oldFundPassword: '', fundPassword: '123456', confirmPassword: '123456' }, false),
      ),
    ).toBe(false);
  });

  it('asks for the current fund password only when changing it', () => {
    const input = { oldFundPassword: '', fundPassword: '123456', confirmPassword: '123456' };
    expect(checkFundPassword(input, true).oldFundPassword).toBe('password.errors.oldRequired');
    expect(checkFundPassword(input, false).oldFundPassword).toBeUndefined();
  });
});
