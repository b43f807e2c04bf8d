import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_ZONE, displayZoneFrom, isTimeZoneName } from './display-zone.ts';

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
});
