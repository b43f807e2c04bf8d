import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deriveIndexQuote, percentChange, type IndexQuoteWire } from './index-quote.ts';

const AT = '2026-11-20T08:15:30Z';
const domestic = { type: 'gngs' as const, at: AT, timeZone: 'Asia/Kuala_Lumpur' };

describe('index quote cards (spec §7)', () => {
  it('derives change, percentage, time, icon and name for a domestic index', () => {
    const quote: IndexQuoteWire = {
      code: 'fbmklci',
      close: '1601.23',
      prev_close: '1598.50',
      details: { ko_name: 'FBM KLCI' },
    };
    expect(deriveIndexQuote(quote, domestic)).toEqual({
      code: 'fbmklci',
      name: 'FBM KLCI',
      close: '1601.23',
      prevClose: '1598.50',
      gainValue: '2.73',
      gain: '0.17', // 2.73 / 1598.50 = 0.1707…%
      time: '16:15:30',
      icon: 'hg',
    });
  });

  it('a falling US index: negative change, icon mg, name from the upper-cased code', () => {
    const quote: IndexQuoteWire = { code: 'dji', close: '44910.65', prev_close: '45014.04' };
    const card = deriveIndexQuote(quote, { type: 'meiguo', at: AT, timeZone: 'America/New_York' });
    expect(card).toMatchObject({
      name: 'DJI',
      gainValue: '-103.39',
      gain: '-0.23',
      icon: 'mg',
      time: '03:15:30',
    });
  });

  it('falls back to the code when the name is empty, blank or null', () => {
    for (const details of [{ ko_name: '' }, { ko_name: '   ' }, { ko_name: null }, null, {}]) {
      expect(deriveIndexQuote({ code: 'ixic', close: '1', prev_close: '1', details }, domestic)?.name).toBe(
        'IXIC',
      );
    }
  });

  it('keeps the more precise scale for the change', () => {
    expect(
      deriveIndexQuote({ code: 'x', close: '1601.2', prev_close: '1598.555' }, domestic)?.gainValue,
    ).toBe('2.645');
    expect(deriveIndexQuote({ code: 'x', close: '100', prev_close: '100' }, domestic)?.gainValue).toBe('0');
  });

  it('rounds the percentage half away from zero, exactly', () => {
    expect(percentChange('100.005', '100')).toBe('0.01'); // 0.005 % exactly
    expect(percentChange('100.004', '100')).toBe('0.00');
    expect(percentChange('99.995', '100')).toBe('-0.01');
    expect(percentChange('200', '100')).toBe('100.00');
    expect(percentChange('0', '100')).toBe('-100.00');
    expect(percentChange('1', '3')).toBe('-66.67');
  });

  it('shows 0.00 % over a zero previous close and refuses non-decimals', () => {
    expect(percentChange('5', '0')).toBe('0.00');
    expect(deriveIndexQuote({ code: 'x', close: 'n/a', prev_close: '1' }, domestic)).toBeNull();
    expect(deriveIndexQuote({ code: 'x', close: '1', prev_close: '1e3' }, domestic)).toBeNull();
  });

  it('agrees with a float computation away from rounding ties', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (close, prev) => {
          const exact = percentChange((close / 100).toFixed(2), (prev / 100).toFixed(2));
          const float = ((close - prev) / prev) * 100;
          expect(Math.abs(Number(exact) - float)).toBeLessThanOrEqual(0.005 + 1e-9);
        },
      ),
    );
  });
});
