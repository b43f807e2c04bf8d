import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  isInsideWindow,
  isWorkingDay,
  malaysiaMoment,
  windowText,
} from './malaysia-calendar.ts';

const WEEKDAYS = [1, 2, 3, 4, 5];

describe('malaysia calendar', () => {
  it('reads an instant in Malaysia time', () => {
    expect(malaysiaMoment(new Date('2026-11-23T02:00:00Z'))).toEqual({
      date: '2026-11-23',
      time: '10:00:00',
      isoWeekday: 1,
    });
    expect(malaysiaMoment(new Date('2026-11-22T16:30:00Z')).date).toBe('2026-11-23');
  });

  it('is inside the withdrawal window on a weekday between 09:30 and 17:00', () => {
    const window = { days: WEEKDAYS, start: '09:30:00', end: '17:00:00' };
    const none = new Set<string>();
    expect(isInsideWindow(new Date('2026-11-23T01:30:00Z'), window, none)).toBe(true);
    expect(isInsideWindow(new Date('2026-11-23T01:29:59Z'), window, none)).toBe(false);
    expect(isInsideWindow(new Date('2026-11-23T09:00:01Z'), window, none)).toBe(false);
    expect(isInsideWindow(new Date('2026-11-22T02:00:00Z'), window, none)).toBe(false);
    expect(isInsideWindow(new Date('2026-11-23T02:00:00Z'), window, new Set(['2026-11-23']))).toBe(false);
    expect(windowText(window)).toBe('09:30:00-17:00:00');
  });

  it('takes a working day to be a weekday of the window that is not a holiday', () => {
    expect(isWorkingDay('2026-11-23', new Set())).toBe(true); // Monday
    expect(isWorkingDay('2026-11-28', new Set())).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29', new Set())).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-23', new Set(['2026-11-23']))).toBe(false);
    expect(isWorkingDay('2026-11-28', new Set(), [1, 2, 3, 4, 5, 6, 7])).toBe(true);
    expect(isWorkingDay('2026-11-28', new Set(['2026-11-28']), [1, 2, 3, 4, 5, 6, 7])).toBe(false);
  });

  it('counts T+2 working days skipping weekends and holidays', () => {
    expect(addWorkingDays('2026-11-23', 2, new Set())).toBe('2026-11-25');
    expect(addWorkingDays('2026-11-26', 2, new Set())).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-23', 2, new Set(['2026-11-24']))).toBe('2026-11-26');
  });
});
