import { describe, expect, it } from 'vitest';
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
});
