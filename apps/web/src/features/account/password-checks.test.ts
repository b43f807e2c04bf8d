import { describe, expect, it } from 'vitest';
import {
  checkFundPassword,
  checkFundReset,
  checkLoginPasswordChange,
  hasErrors,
  newFundPasswordWarning,
} from './password-checks.ts';

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
        checkFundPassword({ oldFundPassword: '', fundPassword: '135790', confirmPassword: '135790' }, false),
      ),
    ).toBe(false);
  });

  it('asks for the current fund password only when changing it', () => {
    const input = { oldFundPassword: '', fundPassword: '135790', confirmPassword: '135790' };
    expect(checkFundPassword(input, true).oldFundPassword).toBe('password.errors.oldRequired');
    expect(checkFundPassword(input, false).oldFundPassword).toBeUndefined();
  });
});

describe('common fund passwords', () => {
  it('warns as soon as a repeated digit or a run is typed in full', () => {
    expect(newFundPasswordWarning('123456')).toBe('errors.FUND_PASSWORD_TOO_COMMON');
    expect(newFundPasswordWarning('777777')).toBe('errors.FUND_PASSWORD_TOO_COMMON');
    expect(newFundPasswordWarning('12345')).toBeUndefined();
    expect(newFundPasswordWarning('135790')).toBeUndefined();
  });

  it('refuses them when the fund password is set, changed or reset', () => {
    const common = { oldFundPassword: '135790', fundPassword: '654321', confirmPassword: '654321' };
    expect(checkFundPassword(common, false).fundPassword).toBe('errors.FUND_PASSWORD_TOO_COMMON');
    expect(checkFundPassword(common, true).fundPassword).toBe('errors.FUND_PASSWORD_TOO_COMMON');
    const reset = { code: '123456', password: 'Demo1234', fundPassword: '000000', confirmPassword: '000000' };
    expect(checkFundReset(reset).fundPassword).toBe('errors.FUND_PASSWORD_TOO_COMMON');
  });

  it('asks for the code and the login password in a reset', () => {
    const errors = checkFundReset({
      code: '12',
      password: '',
      fundPassword: '135790',
      confirmPassword: '135790',
    });
    expect(errors.code).toBe('forgot.codeRequired');
    expect(errors.password).toBe('auth.errors.passwordRequired');
    expect(
      hasErrors(
        checkFundReset({ code: '482913', password: 'x', fundPassword: '135790', confirmPassword: '135790' }),
      ),
    ).toBe(false);
  });
});
