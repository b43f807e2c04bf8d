import { describe, expect, it } from 'vitest';
import { formatMonthTitle, formatWeekdayInitials } from './format-calendar.ts';

describe('calendar names', () => {
  it('names the month and the weekdays from Monday in the language', () => {
    expect(formatMonthTitle('2026-11', 'en')).toBe('November 2026');
    expect(formatWeekdayInitials('en')).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
    expect(formatMonthTitle('2026-11', 'ms')).toContain('2026');
  });
});
