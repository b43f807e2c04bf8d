import { describe, expect, it } from 'vitest';
import { countdownParts, countdownText } from './countdown.ts';

describe('the offering countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const left = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(0, left)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('never counts below zero once the moment has passed', () => {
    expect(countdownParts(10_000, 0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('shows days while a day or more remains, seconds only in the last day', () => {
    expect(countdownText({ days: 1, hours: 2, minutes: 3, seconds: 4 })).toEqual({
      key: 'newStock.countdown.days',
      values: { days: '1', hours: '2', minutes: '03' },
    });
    expect(countdownText({ days: 0, hours: 5, minutes: 0, seconds: 9 })).toEqual({
      key: 'newStock.countdown.hours',
      values: { hours: '5', minutes: '00', seconds: '09' },
    });
  });
});
