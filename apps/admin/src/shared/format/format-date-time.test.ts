import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, setDisplayZone } from './format-date-time.ts';

describe('back-office times', () => {
  it('shows Malaysian time with the day first, whatever the device zone', () => {
    // 16:30 UTC is 00:30 the next day in Kuala Lumpur.
    expect(formatDateTime('2026-11-26T16:30:00Z', 'en')).toBe('27-11-2026 12:30 AM');
    expect(formatDateTime('2026-11-26T16:30:00Z', 'zh')).toBe('27-11-2026 00:30');
    expect(formatDateTime('2026-11-26T16:30:00Z', 'ml')).toBe('27-11-2026 00:30');
  });

  it('shows the display zone staff set, labelled with it, and Kuala Lumpur again when it is not a zone', () => {
    try {
      setDisplayZone('Asia/Tokyo');
      expect(formatDateTime('2026-11-26T16:30:00Z', 'en')).toBe('27-11-2026 01:30 AM JST');
      expect(formatDateTime('2026-11-26T16:30:00Z', 'ml')).toBe('27-11-2026 01:30 JST');
      setDisplayZone('Mars/Base');
      expect(formatDateTime('2026-11-26T16:30:00Z', 'ml')).toBe('27-11-2026 00:30');
    } finally {
      setDisplayZone(undefined);
    }
  });

  it('shows a dash for no time and the text for something that is not one', () => {
    expect(formatDateTime(null, 'en')).toBe('—');
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });

  it('shows a calendar day day first', () => {
    expect(formatDay('2026-12-25')).toBe('25-12-2026');
    expect(formatDay('soon')).toBe('soon');
  });
});
