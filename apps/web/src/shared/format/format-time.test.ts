import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@saham/domain/languages';
import {
  DEFAULT_DISPLAY_ZONE,
  chartZoneOf,
  datePatternOf,
  displayZoneOf,
  formatCalendarDate,
  formatChartTime,
  formatClockWithLocal,
  formatDay,
  formatTime,
  formatTimeInZone,
} from './format-time.ts';

// 15:51 UTC is 23:51 in Kuala Lumpur: the instant the issue saw shown both ways.
const INSTANT = '2026-11-23T15:51:00Z';

describe('times in the display zone', () => {
  const expected: Record<string, string> = {
    en: '23-11-2026 11:51 PM',
    ml: '2026-11-23 23:51',
    zh: '2026-11-23 23:51',
    ch: '2026-11-23 23:51',
    ja: '2026-11-23 23:51',
    ko: '2026-11-23 23:51',
  };
  for (const language of LANGUAGES) {
    it(`shows a known instant in Kuala Lumpur time in ${language}`, () => {
      const style = { language, pattern: '', displayZone: DEFAULT_DISPLAY_ZONE };
      expect(formatTime(INSTANT, style)).toBe(expected[language]);
    });
  }

  it('follows the site pattern and never the device zone (tests run with TZ=UTC)', () => {
    const style = { language: 'ml' as const, pattern: 'DD/MM/YYYY HH:mm', displayZone: DEFAULT_DISPLAY_ZONE };
    expect(formatTime(INSTANT, style)).toBe('23/11/2026 23:51');
    expect(formatDay('2026-11-23T16:30:00Z', style)).toBe('24/11/2026');
  });

  it('takes the display zone from the site configuration, Kuala Lumpur when unset or wrong', () => {
    expect(displayZoneOf(new Map())).toBe('Asia/Kuala_Lumpur');
    expect(displayZoneOf(new Map([['displayZone', 'Not/AZone']]))).toBe('Asia/Kuala_Lumpur');
    expect(displayZoneOf(new Map([['displayZone', 'Asia/Singapore']]))).toBe('Asia/Singapore');
  });

  it('labels a time in another zone, with the Malaysian equivalent for trading hours', () => {
    const style = { language: 'en' as const, pattern: '', displayZone: DEFAULT_DISPLAY_ZONE };
    expect(formatTimeInZone('2026-11-23T14:30:00Z', style, 'America/New_York')).toBe(
      '23-11-2026 09:30 AM EST',
    );
    expect(formatClockWithLocal('2026-11-23T14:30:00Z', 'America/New_York', DEFAULT_DISPLAY_ZONE)).toBe(
      '09:30 EST (22:30 MYT)',
    );
    expect(formatClockWithLocal('2026-11-23T01:30:00Z', DEFAULT_DISPLAY_ZONE, DEFAULT_DISPLAY_ZONE)).toBe(
      '09:30 MYT',
    );
  });

  it('draws markets that never close in the display zone, others in their own clock', () => {
    expect(chartZoneOf('UTC', DEFAULT_DISPLAY_ZONE)).toBe(DEFAULT_DISPLAY_ZONE);
    expect(chartZoneOf('America/New_York', DEFAULT_DISPLAY_ZONE)).toBe('America/New_York');
  });

  it('writes chart dates in the language pattern, not the chart library’s "25 11月 \'26"', () => {
    const wall = Date.parse('2026-11-25T10:05:00Z') / 1000;
    expect(formatChartTime(wall, { language: 'zh', pattern: '' }, false)).toBe('2026-11-25');
    expect(formatChartTime(wall, { language: 'en', pattern: '' }, true)).toBe('25-11-2026 10:05');
    expect(datePatternOf({ language: 'ja', pattern: 'YYYY/MM/DD hh:mm A' })).toBe('YYYY/MM/DD');
    expect(formatCalendarDate('2026-11-24', { language: 'en', pattern: '' })).toBe('24-11-2026');
    expect(formatCalendarDate('2026-11-24', { language: 'ml', pattern: 'DD/MM/YYYY HH:mm' })).toBe(
      '24/11/2026',
    );
  });
});
