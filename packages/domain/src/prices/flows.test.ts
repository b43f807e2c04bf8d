import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dailyFlows, flowsOfDay, INVESTOR_CLASSES, type FlowDay } from './flows.ts';

const day = (date: string, open: bigint, close: bigint, volume: bigint): FlowDay => ({
  date,
  open,
  close,
  volume,
});

const DAYS: FlowDay[] = [
  day('2026-11-18', 98_000n, 99_000n, 12_345_600n),
  day('2026-11-19', 99_000n, 97_500n, 8_000_000n),
  day('2026-11-20', 97_500n, 97_500n, 5_432_100n),
];

const dayArbitrary = fc.record({
  date: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((value) => value.toISOString().slice(0, 10)),
  open: fc.bigInt({ min: 1n, max: 10n ** 12n }),
  close: fc.bigInt({ min: 1n, max: 10n ** 12n }),
  volume: fc.bigInt({ min: 0n, max: 10n ** 15n }),
});

describe('short-selling and investor flows', () => {
  it('gives the same figures for the same seed, symbol and days, and others for another seed or symbol', () => {
    expect(dailyFlows(7, 'MY:1155', DAYS)).toEqual(dailyFlows(7, 'MY:1155', DAYS));
    expect(dailyFlows(8, 'MY:1155', DAYS)).not.toEqual(dailyFlows(7, 'MY:1155', DAYS));
    expect(dailyFlows(7, 'MY:1295', DAYS)).not.toEqual(dailyFlows(7, 'MY:1155', DAYS));
  });

  it('depends only on the day itself, not on which other days are asked for', () => {
    const all = dailyFlows(7, 'MY:1155', DAYS);
    expect(dailyFlows(7, 'MY:1155', DAYS.slice(1))).toEqual(all.slice(1));
  });

  it('nets the three investor classes to exactly zero', () => {
    fc.assert(
      fc.property(fc.integer(), dayArbitrary, (seed, input) => {
        const flows = flowsOfDay(seed, 'MY:1155', input);
        const total = INVESTOR_CLASSES.reduce((sum, name) => sum + flows.netVolume[name], 0n);
        expect(total).toBe(0n);
        for (const name of INVESTOR_CLASSES) {
          const net = flows.netVolume[name];
          expect(net < 0n ? -net : net).toBeLessThanOrEqual(input.volume);
        }
      }),
    );
  });

  it('keeps short-sold volume between zero and the volume, and its share in basis points', () => {
    fc.assert(
      fc.property(fc.integer(), dayArbitrary, (seed, input) => {
        const flows = flowsOfDay(seed, 'US:AAPL', input);
        expect(flows.shortVolume).toBeGreaterThanOrEqual(0n);
        expect(flows.shortVolume).toBeLessThanOrEqual(input.volume);
        expect(flows.shortShareBasisPoints).toBe(
          input.volume === 0n ? 0n : (flows.shortVolume * 10_000n) / input.volume,
        );
      }),
    );
  });

  it('has no short selling and no net buying on a day without volume', () => {
    const flows = flowsOfDay(1, 'MY:1155', day('2026-11-20', 10n, 11n, 0n));
    expect(flows).toMatchObject({ volume: 0n, shortVolume: 0n, shortShareBasisPoints: 0n });
    expect(Object.values(flows.netVolume).every((net) => net === 0n)).toBe(true);
  });

  it('shorts more on down days than on up days, on average', () => {
    let upShort = 0n;
    let downShort = 0n;
    for (let index = 0; index < 400; index += 1) {
      const date = new Date(Date.UTC(2024, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
      upShort += flowsOfDay(3, 'MY:1155', day(date, 100n, 110n, 1_000_000n)).shortVolume;
      downShort += flowsOfDay(3, 'MY:1155', day(date, 110n, 100n, 1_000_000n)).shortVolume;
    }
    expect(downShort).toBeGreaterThan(upShort);
  });
});
