import { describe, expect, it } from 'vitest';
import { makeFormatters } from './use-formatters.ts';
import { displayZoneOf } from './format-time.ts';

// 15:51 UTC on 23 November 2026: 23:51 in Kuala Lumpur, 00:51 the next day in Tokyo.
const INSTANT = '2026-11-23T15:51:00Z';

describe('the display zone staff set', () => {
  it('shows times in Kuala Lumpur unlabelled by default', () => {
    const format = makeFormatters({ language: 'en', pattern: '', displayZone: displayZoneOf(new Map()) });
    expect(format.date(INSTANT)).toBe('23-11-2026 11:51 PM');
    expect(format.clock(INSTANT)).toBe('23:51');
  });

  it('shows times in the configured zone, labelled with it, in every language', () => {
    const displayZone = displayZoneOf(new Map([['displayZone', 'Asia/Tokyo']]));
    expect(displayZone).toBe('Asia/Tokyo');
    const english = makeFormatters({ language: 'en', pattern: '', displayZone });
    expect(english.date(INSTANT)).toBe('24-11-2026 12:51 AM JST');
    expect(english.clock(INSTANT)).toBe('00:51 JST');
    expect(english.day(INSTANT)).toBe('24-11-2026');
    const malay = makeFormatters({ language: 'ml', pattern: 'DD-MM-YYYY HH:mm', displayZone });
    expect(malay.date(INSTANT)).toBe('24-11-2026 00:51 JST');
    const newYork = makeFormatters({
      language: 'zh',
      pattern: 'YYYY-MM-DD HH:mm',
      displayZone: 'America/New_York',
    });
    expect(newYork.date(INSTANT)).toBe('2026-11-23 10:51 EST');
  });
});
