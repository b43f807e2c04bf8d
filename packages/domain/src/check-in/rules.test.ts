import { describe, expect, it } from 'vitest';
import {
  currentStreak,
  daysOfMonth,
  leadingBlanks,
  malaysianDay,
  pointsExpiry,
  pointsForStreak,
  previousDay,
  shiftMonth,
  spendPlan,
  streakOn,
  voucherPlan,
} from './rules.ts';

describe('check-in rules', () => {
  it('counts the day in Kuala Lumpur: 23:30 UTC is already the next Malaysian day', () => {
    expect(malaysianDay(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(malaysianDay(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
    expect(malaysianDay(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
  });

  it('steps back over month and year ends', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
  });

  it('continues a streak only from the day before', () => {
    expect(streakOn('2026-11-24', { day: '2026-11-23', streak: 6 })).toBe(7);
    expect(streakOn('2026-11-25', { day: '2026-11-23', streak: 6 })).toBe(1);
    expect(streakOn('2026-11-24', null)).toBe(1);
  });

  it('shows the streak until a whole Malaysian day is missed', () => {
    const last = { day: '2026-11-23', streak: 3 };
    expect(currentStreak('2026-11-23', last)).toBe(3);
    expect(currentStreak('2026-11-24', last)).toBe(3);
    expect(currentStreak('2026-11-25', last)).toBe(0);
    expect(currentStreak('2026-11-25', null)).toBe(0);
  });

  it('gives the schedule day of the streak and starts the cycle again after it', () => {
    const schedule = [10, 10, 10, 10, 10, 10, 20];
    expect(pointsForStreak(schedule, 1)).toBe(10);
    expect(pointsForStreak(schedule, 7)).toBe(20);
    expect(pointsForStreak(schedule, 8)).toBe(10);
    expect(pointsForStreak(schedule, 14)).toBe(20);
    expect(() => pointsForStreak(schedule, 0)).toThrow();
  });

  it('expires points the same moment months later, clamped to the month end', () => {
    expect(pointsExpiry(new Date('2026-11-23T02:00:00Z'), 12).toISOString()).toBe('2027-11-23T02:00:00.000Z');
    expect(pointsExpiry(new Date('2026-01-31T02:00:00Z'), 1).toISOString()).toBe('2026-02-28T02:00:00.000Z');
  });

  it('spends the points that expire first, and refuses a plan beyond what is held', () => {
    const grants = [
      { id: 2, remaining: 10, expiresAt: new Date('2027-02-01T00:00:00Z') },
      { id: 1, remaining: 5, expiresAt: new Date('2027-01-01T00:00:00Z') },
      { id: 3, remaining: 0, expiresAt: new Date('2026-12-01T00:00:00Z') },
    ];
    expect(spendPlan(grants, 12)).toEqual([
      { id: 1, points: 5 },
      { id: 2, points: 7 },
    ]);
    expect(spendPlan(grants, 15)).toHaveLength(2);
    expect(spendPlan(grants, 16)).toBeNull();
  });

  it('lists the days of a month', () => {
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(daysOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(daysOfMonth('2026-11')[0]).toBe('2026-11-01');
  });

  it('moves between months across years', () => {
    expect(shiftMonth('2026-11', 1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('puts the 1st under its weekday, weeks starting on Monday', () => {
    // 1 November 2026 is a Sunday; 1 June 2026 a Monday.
    expect(leadingBlanks('2026-11')).toBe(6);
    expect(leadingBlanks('2026-06')).toBe(0);
  });
});

describe('voucherPlan', () => {
  const vouchers = [
    { id: 1, remainingMinor: 500n, expiresAt: new Date('2026-12-31T00:00:00Z') },
    { id: 2, remainingMinor: 2_000n, expiresAt: new Date('2026-12-01T00:00:00Z') },
  ];
  it('covers a fee from the voucher expiring first, never more than the fee', () => {
    expect(voucherPlan(vouchers, 1_200n)).toEqual([{ id: 2, amountMinor: 1_200n }]);
  });
  it('moves to the next voucher when the first runs out, and covers at most what they hold', () => {
    expect(voucherPlan(vouchers, 2_300n)).toEqual([
      { id: 2, amountMinor: 2_000n },
      { id: 1, amountMinor: 300n },
    ]);
    expect(voucherPlan(vouchers, 9_000n)).toEqual([
      { id: 2, amountMinor: 2_000n },
      { id: 1, amountMinor: 500n },
    ]);
  });
  it('covers nothing of a zero fee or with no voucher', () => {
    expect(voucherPlan(vouchers, 0n)).toEqual([]);
    expect(voucherPlan([], 800n)).toEqual([]);
  });
});
