import { describe, expect, it } from 'vitest';
import { isValidMyKad, maskTail, normalizeMyKad, normalizePassport } from './mykad.ts';

describe('MyKad numbers', () => {
  it('accepts 12 digits with or without dashes and normalises to digits', () => {
    expect(normalizeMyKad('900101-14-5678')).toBe('900101145678');
    expect(normalizeMyKad('900101145678')).toBe('900101145678');
    expect(normalizeMyKad(' 050615-01-1234 ')).toBe('050615011234');
  });

  it('refuses a wrong length, letters or misplaced dashes', () => {
    for (const value of ['90010114567', '9001011456789', '90010A145678', '9001-0114-5678', '']) {
      expect(isValidMyKad(value), value).toBe(false);
    }
  });

  it('refuses a date of birth that does not exist', () => {
    expect(isValidMyKad('901301145678')).toBe(false);
    expect(isValidMyKad('900001145678')).toBe(false);
    expect(isValidMyKad('900100145678')).toBe(false);
    expect(isValidMyKad('900431145678')).toBe(false);
    expect(isValidMyKad('010229145678')).toBe(false);
  });

  it('accepts 29 February when 19YY or 20YY is a leap year', () => {
    expect(isValidMyKad('000229145678')).toBe(true);
    expect(isValidMyKad('960229145678')).toBe(true);
  });

  it('checks the place-of-birth code: 01–16, 21–59 and 60+ are valid; 00 and 17–20 are not', () => {
    expect(isValidMyKad('900101015678')).toBe(true);
    expect(isValidMyKad('900101165678')).toBe(true);
    expect(isValidMyKad('900101215678')).toBe(true);
    expect(isValidMyKad('900101595678')).toBe(true);
    expect(isValidMyKad('900101715678')).toBe(true);
    for (const code of ['00', '17', '18', '19', '20']) {
      expect(isValidMyKad(`900101${code}5678`), code).toBe(false);
    }
  });
});

describe('passport numbers', () => {
  it('accepts 6–12 letters or digits, upper-cased', () => {
    expect(normalizePassport('a1234567')).toBe('A1234567');
    expect(normalizePassport('ABC123')).toBe('ABC123');
    expect(normalizePassport('ABCDEF123456')).toBe('ABCDEF123456');
  });

  it('refuses shorter, longer or punctuated numbers', () => {
    for (const value of ['A1234', 'ABCDEFG1234567', 'A12-3456', 'A 123456']) {
      expect(normalizePassport(value), value).toBeNull();
    }
  });
});

describe('masking', () => {
  it('keeps only the last four characters', () => {
    expect(maskTail('900101145678')).toBe('********5678');
    expect(maskTail('1234')).toBe('1234');
  });
});
