import { describe, expect, it } from 'vitest';
import {
  accrueDay,
  dailyRebateNumerator,
  datesBetween,
  isLendable,
  memberRateScaled,
  percentOf,
  REBATE_DENOMINATOR,
} from './rules.ts';

const holding = {
  status: 'holding',
  direction: 'long',
  leverage: 1,
  lockedUntil: new Date('2026-01-01T00:00:00Z'),
};
const now = new Date('2026-02-01T00:00:00Z');

describe('lending eligibility', () => {
  it('takes fully paid long shares of an unlocked holding only', () => {
    expect(isLendable(holding, now)).toBe(true);
    expect(isLendable({ ...holding, leverage: 2 }, now)).toBe(false);
    expect(isLendable({ ...holding, direction: 'short' }, now)).toBe(false);
    expect(isLendable({ ...holding, status: 'preparing_to_close' }, now)).toBe(false);
    expect(isLendable({ ...holding, lockedUntil: new Date('2026-03-01T00:00:00Z') }, now)).toBe(false);
  });
});

describe('lending rebate', () => {
  it('1,000 shares at RM 10.00, 2% a year, 50/50, for 40 days: RM 10.95 (exact 10.9589, rounded down)', () => {
    const day = dailyRebateNumerator(1_000_000n, '2', '50');
    let carry = 0n;
    let total = 0n;
    const credited: bigint[] = [];
    for (let index = 0; index < 40; index += 1) {
      const step = accrueDay(carry, day);
      carry = step.carry;
      total += step.creditedMinor;
      credited.push(step.creditedMinor);
    }
    expect(total).toBe(1095n);
    // RM 0.27397 a day: 27 sen most days, 28 when the carried fractions make a sen.
    expect(credited[0]).toBe(27n);
    expect(credited.filter((sen) => sen === 28n).length).toBe(15);
    expect(carry).toBeLessThan(REBATE_DENOMINATOR);
  });

  it('a full year of 365 days pays exactly the member rate', () => {
    const day = dailyRebateNumerator(1_000_000n, '2', '50');
    let carry = 0n;
    let total = 0n;
    for (let index = 0; index < 365; index += 1) {
      const step = accrueDay(carry, day);
      carry = step.carry;
      total += step.creditedMinor;
    }
    expect(total).toBe(10_000n);
    expect(carry).toBe(0n);
  });

  it('member rate, percents and dates', () => {
    expect(memberRateScaled('2', '50')).toBe(100_000_000n);
    expect(percentOf('2.5')).toBe(250_000_000n);
    expect(percentOf('101')).toBeNull();
    expect(percentOf('-1')).toBeNull();
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(datesBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });
});
