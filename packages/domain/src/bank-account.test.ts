import { describe, expect, it } from 'vitest';
import { isValidAccountNumber, normalizeAccountNumber } from './bank-account.ts';

describe('bank account numbers', () => {
  it('drops the spaces and dashes that group the digits', () => {
    expect(normalizeAccountNumber(' 5123-4567 8901 ')).toBe('512345678901');
  });

  it('takes 5 to 17 digits and nothing else', () => {
    expect(isValidAccountNumber('12345')).toBe(true);
    expect(isValidAccountNumber('1234-5678-9012-3456-7')).toBe(true);
    expect(isValidAccountNumber('1234')).toBe(false);
    expect(isValidAccountNumber('123456789012345678')).toBe(false);
    expect(isValidAccountNumber('51234567890A')).toBe(false);
    expect(isValidAccountNumber('')).toBe(false);
  });
});
