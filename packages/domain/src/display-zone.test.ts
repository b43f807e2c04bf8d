import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_ZONE, dayRangeIn, displayZoneFrom, isTimeZoneName } from './display-zone.ts';

describe('display zone', () => {
  it('accepts IANA zone names only', () => {
    for (const zone of [
      'Asia/Kuala_Lumpur',
      'Asia/Tokyo',
      'America/Argentina/Buenos_Aires',
      'UTC',
      'Etc/GMT+8',
    ]) {
      expect(isTimeZoneName(zone), zone).toBe(true);
    }
    for (const zone of ['', ' Asia/Tokyo', 'Mars/Base', '+08:00', 'GMT+8', 'asia', 'Asia/Tokyo\u0000']) {
      expect(isTimeZoneName(zone), zone).toBe(false);
    }
  });

  it('is Kuala Lumpur unless a zone is configured', () => {
    expect(DEFAULT_DISPLAY_ZONE).toBe('Asia/Kuala_Lumpur');
    expect(displayZoneFrom(undefined)).toBe('Asia/Kuala_Lumpur');
    expect(displayZoneFrom('')).toBe('Asia/Kuala_Lumpur');
    expect(displayZoneFrom('Mars/Base')).toBe('Asia/Kuala_Lumpur');
    expect(displayZoneFrom(' Asia/Tokyo ')).toBe('Asia/Tokyo');
  });

  it('spans a calendar day in the zone from its start up to the next day’s', () => {
    const span = (day: string, zone: string) => {
      const range = dayRangeIn(day, zone);
      return range && [range.from.toISOString(), range.until.toISOString()];
    };
    expect(span('2026-11-23', 'Asia/Kuala_Lumpur')).toEqual([
      '2026-11-22T16:00:00.000Z',
      '2026-11-23T16:00:00.000Z',
    ]);
    expect(span('2026-11-23', 'Asia/Tokyo')).toEqual([
      '2026-11-22T15:00:00.000Z',
      '2026-11-23T15:00:00.000Z',
    ]);
    // New York springs forward on 8 March (23 hours) and falls back on 1 November (25 hours).
    expect(span('2026-03-08', 'America/New_York')).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ]);
    expect(span('2026-11-01', 'America/New_York')).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ]);
    // Santiago skips its midnight on 6 September: the day starts at 01:00 (−03:00), the evening
    // before ends there.
    expect(span('2026-09-05', 'America/Santiago')).toEqual([
      '2026-09-05T04:00:00.000Z',
      '2026-09-06T04:00:00.000Z',
    ]);
    expect(span('2026-09-06', 'America/Santiago')).toEqual([
      '2026-09-06T04:00:00.000Z',
      '2026-09-07T03:00:00.000Z',
    ]);
    for (const day of ['2026-02-31', '2026-13-01', '23-11-2026', '2026-11-23T00:00', '']) {
      expect(dayRangeIn(day, 'Asia/Kuala_Lumpur'), day).toBeNull();
    }
  });
});
