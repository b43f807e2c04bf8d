import { describe, expect, it } from 'vitest';
import { formatTimeRange, formatTimeWindow } from './format-time-range.ts';

describe('formatTimeRange', () => {
  it('pads a short window to hh:mm:ss-hh:mm:ss', () => {
    expect(formatTimeRange('9:30-17:00')).toBe('09:30:00-17:00:00');
    expect(formatTimeRange('00:00-23:59')).toBe('00:00:00-23:59:00');
  });

  it('keeps seconds and tolerates spaces', () => {
    expect(formatTimeRange('09:30:15 - 17:00:45')).toBe('09:30:15-17:00:45');
  });

  it('returns text that is not a window unchanged', () => {
    expect(formatTimeRange('weekdays')).toBe('weekdays');
    expect(formatTimeRange('9:30')).toBe('9:30');
    expect(formatTimeRange('25:99-10:00')).toBe('25:99-10:00');
  });

  it('joins a start and an end', () => {
    expect(formatTimeWindow('9:30', '17:00:00')).toBe('09:30:00-17:00:00');
  });
});
