import { describe, expect, it } from 'vitest';
import {
  dividendMinor,
  entitlementMinor,
  isEntitled,
  marketDates,
  shortCharge,
  splitPosition,
} from './corporate-actions.ts';

describe('corporate-action maths', () => {
  it('entitles positions opened before the ex-date began in the market’s time zone', () => {
    // 24 November 00:00 in Kuala Lumpur is 23 November 16:00 UTC.
    expect(isEntitled(new Date('2026-11-23T15:59:59Z'), '2026-11-24', 'Asia/Kuala_Lumpur')).toBe(true);
    expect(isEntitled(new Date('2026-11-23T16:00:00Z'), '2026-11-24', 'Asia/Kuala_Lumpur')).toBe(false);
  });

  it('rounds a dividend half up to the minor unit', () => {
    expect(dividendMinor('MYR', '0.28', '200')).toBe(5_600n);
    expect(dividendMinor('MYR', '0.28125', '100')).toBe(2_813n);
    expect(dividendMinor('JPY', '45', '100')).toBe(4_500n);
  });

  it('pays a long its dividend and charges a short the same', () => {
    expect(entitlementMinor('long', 'MYR', '0.28', '200')).toBe(5_600n);
    expect(entitlementMinor('short', 'MYR', '0.28', '200')).toBe(-5_600n);
  });

  it('charges a short from available, then margin, and lets the desk absorb the rest', () => {
    expect(shortCharge(5_600n, 10_000n, 50_000n)).toEqual({
      fromAvailable: 5_600n,
      fromMargin: 0n,
      absorbed: 0n,
    });
    expect(shortCharge(5_600n, 1_000n, 50_000n)).toEqual({
      fromAvailable: 1_000n,
      fromMargin: 4_600n,
      absorbed: 0n,
    });
    expect(shortCharge(5_600n, 1_000n, 600n)).toEqual({
      fromAvailable: 1_000n,
      fromMargin: 600n,
      absorbed: 4_000n,
    });
    // A closed position has no margin left; an available balance of nothing pays nothing.
    expect(shortCharge(5_600n, 0n, 0n)).toEqual({ fromAvailable: 0n, fromMargin: 0n, absorbed: 5_600n });
  });

  it('splits exactly: quantity × to/from, entry price ÷ to/from', () => {
    expect(splitPosition('200', '10', 1, 2)).toEqual({ quantity: '400', entryPrice: '5' });
    expect(splitPosition('300', '2.5', 1, 10)).toEqual({ quantity: '3000', entryPrice: '0.25' });
    // A 2-for-3: the quantity stays exact, the price is rounded half up at eight decimals.
    expect(splitPosition('300', '10', 2, 3)).toEqual({ quantity: '450', entryPrice: '6.66666667' });
  });

  it('reads each market’s own date, and the latest of them', () => {
    // 23 November 20:00 UTC is already the 24th in Kuala Lumpur, still the 23rd in New York.
    const { todayOf, latest } = marketDates(
      [
        { code: 'MY', timezone: 'Asia/Kuala_Lumpur' },
        { code: 'US', timezone: 'America/New_York' },
      ],
      new Date('2026-11-23T20:00:00Z'),
    );
    expect(todayOf.get('MY')).toBe('2026-11-24');
    expect(todayOf.get('US')).toBe('2026-11-23');
    expect(latest).toBe('2026-11-24');
  });
});
