import { describe, expect, it } from 'vitest';
import { formatDateInZone, timeZoneLabel } from './format-market-date.ts';

// Monday 23 November 2026, 02:30 UTC: 10:30 in Kuala Lumpur, 21:30 on Sunday in New York (EST).
const bursaMorning = '2026-11-23T02:30:00Z';
// 15 July 2026, 14:00 UTC: 10:00 in New York under daylight saving (EDT).
const newYorkSummer = '2026-07-15T14:00:00Z';

describe('timeZoneLabel', () => {
  it('names the Asian markets’ zones by their abbreviations, not an offset', () => {
    expect(timeZoneLabel(bursaMorning, 'Asia/Kuala_Lumpur')).toBe('MYT');
    expect(timeZoneLabel(bursaMorning, 'Asia/Tokyo')).toBe('JST');
    expect(timeZoneLabel(bursaMorning, 'Asia/Hong_Kong')).toBe('HKT');
  });

  it('follows New York’s daylight saving', () => {
    expect(timeZoneLabel(bursaMorning, 'America/New_York')).toBe('EST');
    expect(timeZoneLabel(newYorkSummer, 'America/New_York')).toBe('EDT');
    expect(timeZoneLabel(new Date(newYorkSummer), 'UTC')).toBe('UTC');
  });
});

describe('formatDateInZone', () => {
  it('shows English in the market’s clock with its label', () => {
    expect(formatDateInZone(bursaMorning, { language: 'en', timeZone: 'Asia/Kuala_Lumpur' })).toBe(
      '23-11-2026 10:30 AM MYT',
    );
    expect(formatDateInZone(bursaMorning, { language: 'en', timeZone: 'America/New_York' })).toBe(
      '22-11-2026 09:30 PM EST',
    );
    expect(formatDateInZone(newYorkSummer, { language: 'en', timeZone: 'America/New_York' })).toBe(
      '15-07-2026 10:00 AM EDT',
    );
  });

  it('keeps the site’s pattern for other languages, and English’s own pattern for English', () => {
    const pattern = 'YYYY/MM/DD HH:mm';
    expect(formatDateInZone(bursaMorning, { language: 'zh', pattern, timeZone: 'Asia/Tokyo' })).toBe(
      '2026/11/23 11:30 JST',
    );
    expect(formatDateInZone(bursaMorning, { language: 'en', pattern, timeZone: 'Asia/Tokyo' })).toBe(
      '23-11-2026 11:30 AM JST',
    );
  });

  it('throws on something that is not a time', () => {
    expect(() => formatDateInZone('soon', { language: 'en', timeZone: 'UTC' })).toThrow(RangeError);
  });
});
