import { describe, expect, it } from 'vitest';
import { checkLogin, checkRegistration, hasErrors } from './credential-checks.ts';

const valid = {
  account: '601123456789',
  password: 'Demo1234',
  confirmPassword: 'Demo1234',
  inviteCode: '888888',
  agree: true,
};

describe('checkRegistration', () => {
  it('accepts a complete registration', () => {
    expect(hasErrors(checkRegistration(valid))).toBe(false);
  });

  it('asks for every field', () => {
    const errors = checkRegistration({
      account: '',
      password: '',
      confirmPassword: '',
      inviteCode: ' ',
      agree: false,
    });
    expect(errors).toEqual({
      account: 'auth.errors.accountRequired',
      password: 'auth.errors.passwordRequired',
      confirmPassword: 'auth.errors.confirmRequired',
      inviteCode: 'auth.errors.inviteCodeRequired',
      agree: 'errors.AGREEMENT_REQUIRED',
    });
  });

  it('refuses an account that is not 12 digits', () => {
    expect(checkRegistration({ ...valid, account: '60112345678' }).account).toBe(
      'errors.ACCOUNT_FORMAT_INVALID',
    );
    expect(checkRegistration({ ...valid, account: '60112345678a' }).account).toBe(
      'errors.ACCOUNT_FORMAT_INVALID',
    );
  });

  it('refuses a password without upper case, lower case and digits', () => {
    expect(checkRegistration({ ...valid, password: 'demo1234', confirmPassword: 'demo1234' }).password).toBe(
      'errors.PASSWORD_TOO_WEAK',
    );
  });

  it('refuses passwords that differ', () => {
    expect(checkRegistration({ ...valid, confirmPassword: 'Demo12345' }).confirmPassword).toBe(
      'errors.PASSWORDS_DO_NOT_MATCH',
    );
  });
});

describe('checkLogin', () => {
  it('asks for the account and the password', () => {
    expect(checkLogin({ account: ' ', password: '' })).toEqual({
      account: 'auth.errors.accountRequired',
      password: 'auth.errors.passwordRequired',
    });
    expect(hasErrors(checkLogin({ account: '601123456789', password: 'x' }))).toBe(false);
  });
});
