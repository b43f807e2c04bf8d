// The device here is in UTC (as a staff member's laptop may be): Today and a day's bounds still follow
// the display zone's clock (Kuala Lumpur's by default).
process.env.TZ = 'UTC';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { zonedGenerateConfig } from '../ui/zoned-picker-config.ts';
import { dayRangeIn, fromZonedInput, todayIn, toZonedInput, wallClockIn } from './zoned-time.ts';

const KUALA_LUMPUR = 'Asia/Kuala_Lumpur';

describe('wall times in the display zone, not the device’s', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T17:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes Today 27-11 in Kuala Lumpur on a device in UTC at 17:30 on 26 Nov', () => {
    expect(dayjs().format('DD-MM-YYYY')).toBe('26-11-2026');
    const now = zonedGenerateConfig(KUALA_LUMPUR).getNow();
    expect(now.format('DD-MM-YYYY')).toBe('27-11-2026');
    expect(now.format('HH:mm')).toBe('01:30');
    expect(todayIn(KUALA_LUMPUR)).toBe('2026-11-27');
    expect(wallClockIn(KUALA_LUMPUR)).toBe('2026-11-27T01:30:00');
  });

  it('covers 27 Nov 00:00–24:00 +08:00 with the day Today picks', () => {
    expect(dayRangeIn(todayIn(KUALA_LUMPUR), KUALA_LUMPUR)).toEqual({
      from: new Date('2026-11-27T00:00:00+08:00').toISOString(),
      until: new Date('2026-11-28T00:00:00+08:00').toISOString(),
    });
  });

  it('follows another display zone when staff set one', () => {
    expect(zonedGenerateConfig('America/New_York').getNow().format('DD-MM-YYYY HH:mm')).toBe(
      '26-11-2026 12:30',
    );
    expect(zonedGenerateConfig('Asia/Tokyo').getNow().format('DD-MM-YYYY HH:mm')).toBe('27-11-2026 02:30');
  });
});

describe('a wall time and the instant it names', () => {
  it('round-trips in a zone, across daylight saving', () => {
    expect(toZonedInput('2026-11-26T17:30:00.000Z', KUALA_LUMPUR)).toBe('2026-11-27T01:30');
    expect(fromZonedInput('2026-11-27T01:30', KUALA_LUMPUR)).toBe('2026-11-26T17:30:00.000Z');
    // New York: EDT (UTC−4) in July, EST (UTC−5) in November.
    expect(fromZonedInput('2026-07-01T09:30', 'America/New_York')).toBe('2026-07-01T13:30:00.000Z');
    expect(fromZonedInput('2026-11-27T09:30', 'America/New_York')).toBe('2026-11-27T14:30:00.000Z');
    expect(fromZonedInput('27-11-2026 09:30', KUALA_LUMPUR)).toBeNull();
  });

  it('spans a day from midnight to midnight, 23 hours on a spring-forward day', () => {
    expect(dayRangeIn('2026-03-08', 'America/New_York')).toEqual({
      from: '2026-03-08T05:00:00.000Z',
      until: '2026-03-09T04:00:00.000Z',
    });
    expect(dayRangeIn('2026-02-31', KUALA_LUMPUR)).toBeNull();
    expect(dayRangeIn('27-11-2026', KUALA_LUMPUR)).toBeNull();
  });
});
