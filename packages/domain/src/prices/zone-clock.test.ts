import { describe, expect, it } from 'vitest';
import { createZoneClock } from './zone-clock.ts';

describe('market local time from the timezone', () => {
  it('Kuala Lumpur is UTC+8 all year', () => {
    const kl = createZoneClock('Asia/Kuala_Lumpur');
    const instant = Date.parse('2026-11-16T16:30:00Z');
    expect(kl.offsetMinutesAt(instant)).toBe(480);
    expect(kl.localDate(instant)).toBe('2026-11-17');
    expect(kl.localMinuteOfDay(instant)).toBe(30);
    expect(kl.instantOf('2026-11-17', 9 * 60)).toBe(Date.parse('2026-11-17T01:00:00Z'));
  });

  it('New York follows daylight saving, also around the change', () => {
    const ny = createZoneClock('America/New_York');
    expect(ny.offsetMinutesAt(Date.parse('2026-07-01T12:00:00Z'))).toBe(-240);
    expect(ny.offsetMinutesAt(Date.parse('2026-12-01T12:00:00Z'))).toBe(-300);
    // 2026-03-08 02:00 EST → 03:00 EDT (07:00 UTC)
    expect(ny.offsetMinutesAt(Date.parse('2026-03-08T06:59:00Z'))).toBe(-300);
    expect(ny.offsetMinutesAt(Date.parse('2026-03-08T07:00:00Z'))).toBe(-240);
    expect(ny.instantOf('2026-07-01', 9 * 60 + 30)).toBe(Date.parse('2026-07-01T13:30:00Z'));
    expect(ny.instantOf('2026-12-01', 9 * 60 + 30)).toBe(Date.parse('2026-12-01T14:30:00Z'));
  });

  it("forex's trading day starts at 17:00 New York: a shift of seven hours", () => {
    const ny = createZoneClock('America/New_York');
    expect(ny.shiftedLocalDate(Date.parse('2026-11-22T22:00:00Z'), 7 * 60)).toBe('2026-11-23'); // Sun 17:00
    expect(ny.shiftedLocalDate(Date.parse('2026-11-20T21:59:00Z'), 7 * 60)).toBe('2026-11-20'); // Fri 16:59
  });
});
