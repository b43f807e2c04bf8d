import { describe, expect, it } from 'vitest';
import { compactNumber, signed, toneOf } from './detail-format.ts';

describe('detail number formatting', () => {
  it('shortens with the reader’s units, cutting down, never rounding up', () => {
    expect(compactNumber('123456789', 'en')).toBe('123.45M');
    expect(compactNumber('123456789', 'zh')).toBe('1.23億');
    expect(compactNumber('123456789', 'ch')).toBe('1.23亿');
    expect(compactNumber('129999', 'ko')).toBe('12.99만');
    expect(compactNumber('5000000', 'ml')).toBe('5J');
    expect(compactNumber('1999999999999', 'ja')).toBe('1.99兆');
  });

  it('keeps small numbers whole and grouped, with at most two decimals', () => {
    expect(compactNumber('999', 'en')).toBe('999');
    expect(compactNumber('9999.456', 'zh')).toBe('9,999.45');
    expect(compactNumber('-1500', 'en')).toBe('-1.5K');
    expect(compactNumber('0.50', 'en')).toBe('0.5');
    expect(compactNumber('n/a', 'en')).toBe('n/a');
  });

  it('signs and tones changes', () => {
    expect(signed('0.12')).toBe('+0.12');
    expect(signed('-0.12')).toBe('-0.12');
    expect(signed('0.00')).toBe('0.00');
    expect(toneOf('0.00')).toBe('flat');
    expect(toneOf('-0.01')).toBe('down');
    expect(toneOf('3')).toBe('up');
  });
});
