// The device here is in UTC (as a staff member's laptop may be); the filters' Today is Kuala Lumpur's.
process.env.TZ = 'UTC';
import { describe, expect, it, vi } from 'vitest';
import { dayRangeIn } from '../../shared/format/zoned-time.ts';
import { zonedGenerateConfig } from '../../shared/ui/zoned-picker-config.ts';
import { dayFromPicker, toSearchRequest } from './search-request.ts';

describe('trading search request', () => {
  it('drops blanks, trims text and upper-cases the symbol', () => {
    expect(
      toSearchRequest({ account: '  ', symbol: ' my:1155 ', market: '', status: '', direction: '' }, 1),
    ).toEqual({ page: 1, symbol: 'MY:1155' });
    expect(
      toSearchRequest({ account: ' 60123 ', market: 'MY', status: 'pending', direction: 'short' }, 3),
    ).toEqual({ page: 3, account: '60123', market: 'MY', status: 'pending', direction: 'short' });
  });

  it('keeps only whole days and puts a backwards range in order', () => {
    expect(toSearchRequest({ from: '2026-11-24', to: '2026-11-20' }, 1)).toEqual({
      page: 1,
      from: '2026-11-20',
      to: '2026-11-24',
    });
    expect(toSearchRequest({ from: '24/11/2026', to: '2026-11-24' }, 1)).toEqual({
      page: 1,
      to: '2026-11-24',
    });
  });

  it('reads the date picker’s DD-MM-YYYY as the request’s day', () => {
    expect(dayFromPicker('24-11-2026')).toBe('2026-11-24');
    expect(dayFromPicker('')).toBeUndefined();
    expect(dayFromPicker('2026-11-24')).toBeUndefined();
    expect(dayFromPicker(['24-11-2026'])).toBeUndefined();
  });

  it('sends Today picked on a UTC device at 17:30 on 26 Nov as 27 Nov, 00:00–24:00 +08:00', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T17:30:00Z') });
    try {
      // What the picker's Today button shows and hands the form (DD-MM-YYYY).
      const picked = zonedGenerateConfig('Asia/Kuala_Lumpur').getNow().format('DD-MM-YYYY');
      expect(picked).toBe('27-11-2026');
      const request = toSearchRequest({ from: dayFromPicker(picked), to: dayFromPicker(picked) }, 1);
      expect(request).toEqual({ page: 1, from: '2026-11-27', to: '2026-11-27' });
      // The server reads a filter day as the display zone's (trading/staff-search-service.ts).
      expect(dayRangeIn(request.from ?? '', 'Asia/Kuala_Lumpur')).toEqual({
        from: new Date('2026-11-27T00:00:00+08:00').toISOString(),
        until: new Date('2026-11-28T00:00:00+08:00').toISOString(),
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
