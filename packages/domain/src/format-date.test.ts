import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_PATTERN, formatDate, formatWithPattern } from './format-date.ts';

const afternoon = '2025-03-07T14:05:09Z';
const justAfterMidnight = '2025-12-31T00:30:00Z';

describe('formatDate', () => {
  it('shows English as DD-MM-YYYY hh:mm with a 12-hour clock and AM/PM', () => {
    expect(formatDate(afternoon, { language: 'en', timeZone: 'UTC' })).toBe('07-03-2025 02:05 PM');
    expect(formatDate(justAfterMidnight, { language: 'en', timeZone: 'UTC' })).toBe('31-12-2025 12:30 AM');
    expect(formatDate('2025-01-01T12:00:00Z', { language: 'en', timeZone: 'UTC' })).toBe(
      '01-01-2025 12:00 PM',
    );
  });

  it('ignores the configured pattern for English', () => {
    expect(formatDate(afternoon, { language: 'en', pattern: 'YYYY/MM/DD', timeZone: 'UTC' })).toBe(
      '07-03-2025 02:05 PM',
    );
  });

  it('uses the configured pattern for other languages', () => {
    expect(formatDate(afternoon, { language: 'zh', pattern: 'YYYY-MM-DD HH:mm:ss', timeZone: 'UTC' })).toBe(
      '2025-03-07 14:05:09',
    );
    expect(formatDate(afternoon, { language: 'ml', pattern: 'DD/MM/YYYY hh:mm A', timeZone: 'UTC' })).toBe(
      '07/03/2025 02:05 PM',
    );
  });

  it('falls back to the default pattern when none is configured', () => {
    expect(DEFAULT_DATE_PATTERN).toBe('YYYY-MM-DD HH:mm');
    expect(formatDate(afternoon, { language: 'ja', timeZone: 'UTC' })).toBe('2025-03-07 14:05');
    expect(formatDate(afternoon, { language: 'ko', pattern: '  ', timeZone: 'UTC' })).toBe(
      '2025-03-07 14:05',
    );
  });

  it('treats an unset language like a non-English one', () => {
    expect(formatDate(afternoon, { language: undefined, timeZone: 'UTC' })).toBe('2025-03-07 14:05');
  });

  it('converts to the given time zone', () => {
    // Kuala Lumpur is UTC+8: 2025-03-07 14:05 UTC is 22:05 there; 16:30 UTC is past midnight.
    expect(formatDate(afternoon, { language: 'ch', timeZone: 'Asia/Kuala_Lumpur' })).toBe('2025-03-07 22:05');
    expect(formatDate('2025-03-07T16:30:00Z', { language: 'en', timeZone: 'Asia/Kuala_Lumpur' })).toBe(
      '08-03-2025 12:30 AM',
    );
  });

  it('refuses something that is not a time', () => {
    expect(() => formatDate('yesterday', { language: 'en' })).toThrow(RangeError);
  });
});

describe('formatWithPattern', () => {
  it('copies bracketed text and other characters as they are', () => {
    expect(formatWithPattern(afternoon, 'YYYY[年]MM[月]DD[日] HH:mm', 'UTC')).toBe('2025年03月07日 14:05');
    expect(formatWithPattern(afternoon, '[At] hh A', 'UTC')).toBe('At 02 PM');
  });

  it('accepts a Date', () => {
    expect(formatWithPattern(new Date(Date.UTC(2024, 1, 29, 9, 7, 3)), 'DD.MM.YYYY HH:mm:ss', 'UTC')).toBe(
      '29.02.2024 09:07:03',
    );
  });
});
