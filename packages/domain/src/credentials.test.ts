import { describe, expect, it } from 'vitest';
import {
  isCommonFundPassword,
  isStrongPassword,
  isValidAccount,
  isValidFundPassword,
} from './credentials.ts';

describe('isCommonFundPassword', () => {
  it.each(['000000', '111111', '555555', '999999'])('refuses one digit repeated: %s', (password) => {
    expect(isCommonFundPassword(password)).toBe(true);
  });

  it.each(['012345', '123456', '456789', '567890', '890123'])('refuses an ascending run: %s', (password) => {
    expect(isCommonFundPassword(password)).toBe(true);
  });

  it.each(['987654', '654321', '543210', '321098', '109876'])('refuses a descending run: %s', (password) => {
    expect(isCommonFundPassword(password)).toBe(true);
  });

  it('refuses every repeated digit and every run, and nothing else, among all six-digit codes', () => {
    const common: string[] = [];
    for (let value = 0; value < 1_000_000; value += 1) {
      const password = String(value).padStart(6, '0');
      if (isCommonFundPassword(password)) common.push(password);
    }
    // 10 repeated digits, 10 ascending and 10 descending runs (one per starting digit each).
    expect(common).toHaveLength(30);
  });

  it.each(['135790', '112233', '123457', '246810', '123321', '102938'])('accepts %s', (password) => {
    expect(isCommonFundPassword(password)).toBe(false);
  });

  it('leaves the format to isValidFundPassword', () => {
    expect(isCommonFundPassword('12345')).toBe(false);
    expect(isCommonFundPassword('1111111')).toBe(false);
    expect(isCommonFundPassword('abcdef')).toBe(false);
  });
});

describe('the other credential rules', () => {
  it('checks accounts, login passwords and fund password formats', () => {
    expect(isValidAccount('601123456789')).toBe(true);
    expect(isValidAccount('60112345678')).toBe(false);
    expect(isStrongPassword('Demo1234')).toBe(true);
    expect(isStrongPassword('demo1234')).toBe(false);
    expect(isValidFundPassword('123456')).toBe(true);
    expect(isValidFundPassword('12345a')).toBe(false);
  });
});
