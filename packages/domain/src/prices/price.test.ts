import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampToBand,
  formatPrice,
  gridBand,
  isOnTickGrid,
  parsePrice,
  tickCeil,
  tickFloor,
} from './price.ts';
import { BURSA_TICKS } from './test-markets.ts';

describe('exact prices', () => {
  it('parses decimals into integer units of the price scale', () => {
    expect(parsePrice('9.85', 4)).toBe(98_500n);
    expect(parsePrice('0.005', 4)).toBe(50n);
    expect(parsePrice('65000.12345678', 8)).toBe(6_500_012_345_678n);
    expect(parsePrice('12', 0)).toBe(12n);
    expect(parsePrice('1.50000', 2)).toBe(150n);
  });

  it('refuses negatives, exponents, empty text and more decimals than the scale', () => {
    expect(parsePrice('-1', 4)).toBeNull();
    expect(parsePrice('1e3', 4)).toBeNull();
    expect(parsePrice('', 4)).toBeNull();
    expect(parsePrice('1.00001', 4)).toBeNull();
    expect(parsePrice('.5', 4)).toBeNull();
  });

  it('formats with all decimals or trimmed to a minimum', () => {
    expect(formatPrice(98_500n, 4)).toBe('9.8500');
    expect(formatPrice(98_500n, 4, 2)).toBe('9.85');
    expect(formatPrice(50n, 4, 2)).toBe('0.005');
    expect(formatPrice(12n, 0)).toBe('12');
  });

  it('round-trips every price', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        fc.integer({ min: 0, max: 10 }),
        (price, decimals) => {
          expect(parsePrice(formatPrice(price, decimals), decimals)).toBe(price);
        },
      ),
    );
  });
});

describe('the tick grid (Bursa bands at 4 decimals)', () => {
  it('knows which prices are on the grid of their band', () => {
    expect(isOnTickGrid(9_950n, BURSA_TICKS)).toBe(true); // 0.995
    expect(isOnTickGrid(9_960n, BURSA_TICKS)).toBe(false); // 0.996
    expect(isOnTickGrid(10_050n, BURSA_TICKS)).toBe(false); // 1.005 is below-RM1 tick above RM1
    expect(isOnTickGrid(100_100n, BURSA_TICKS)).toBe(false); // 10.01: ticks are 0.02 from RM10
    expect(isOnTickGrid(100_200n, BURSA_TICKS)).toBe(true);
    expect(isOnTickGrid(0n, BURSA_TICKS)).toBe(false);
  });

  it('floors and ceils across band edges', () => {
    expect(tickFloor(10_030n, BURSA_TICKS)).toBe(10_000n);
    expect(tickCeil(10_030n, BURSA_TICKS)).toBe(10_100n);
    expect(tickCeil(9_960n, BURSA_TICKS)).toBe(10_000n);
    expect(tickCeil(99_990n, BURSA_TICKS)).toBe(100_000n);
    expect(tickFloor(100_100n, BURSA_TICKS)).toBe(100_000n);
    expect(tickCeil(999_900n, BURSA_TICKS)).toBe(1_000_000n);
    expect(tickFloor(10n, BURSA_TICKS)).toBe(50n);
  });

  it('floor ≤ price ≤ ceil, both on the grid, no grid price between', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 5_000_000n }), (price) => {
        const floor = tickFloor(price, BURSA_TICKS);
        const ceil = tickCeil(price, BURSA_TICKS);
        expect(isOnTickGrid(floor, BURSA_TICKS) && isOnTickGrid(ceil, BURSA_TICKS)).toBe(true);
        expect(ceil >= price).toBe(true);
        if (isOnTickGrid(price, BURSA_TICKS)) {
          expect([floor, ceil]).toEqual([price, price]);
        } else if (price > 50n) {
          expect(floor < price).toBe(true);
          // the next grid price after the floor is the ceiling: nothing on the grid lies between
          expect(tickCeil(floor + 1n, BURSA_TICKS)).toBe(ceil);
        }
      }),
    );
  });

  it('the grid band of RM 9.87 is RM 6.91 to RM 12.82 (±30 %, inward onto the grid)', () => {
    const band = gridBand(98_700n, BURSA_TICKS);
    // 9.87 × 0.7 = 6.909 → up to 6.91; 9.87 × 1.3 = 12.831 → down to 12.82 (0.02 ticks)
    expect(band).toEqual({ lower: 69_100n, upper: 128_200n });
    expect(clampToBand(200_000n, band)).toBe(128_200n);
    expect(clampToBand(10_000n, band)).toBe(69_100n);
    expect(clampToBand(90_000n, band)).toBe(90_000n);
  });

  it('below RM1 the band is ±RM0.30 and never below one tick', () => {
    expect(gridBand(5_000n, BURSA_TICKS)).toEqual({ lower: 2_000n, upper: 8_000n });
    expect(gridBand(2_000n, BURSA_TICKS)).toEqual({ lower: 50n, upper: 5_000n });
  });
});
