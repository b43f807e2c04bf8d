import { describe, expect, it } from 'vitest';
import {
  accrualKindOn,
  addDays,
  isMonthEnd,
  allocateRepayment,
  areBandsValid,
  bandLimitMinor,
  borrowingLimitMinor,
  dailyInterestMinor,
  dailyPercentText,
  dueDateOf,
  formatPercent,
  parsePercent,
  remainingMinor,
} from './rules.ts';

const rate = (text: string) => {
  const scaled = parsePercent(text);
  if (scaled === null) throw new Error(text);
  return scaled;
};
const BANDS = [
  { minScore: 0, limitMinor: 0n },
  { minScore: 60, limitMinor: 1_000_000n },
  { minScore: 80, limitMinor: 5_000_000n },
];

describe('daily interest', () => {
  it('charges RM 5,000 at 6.8% a year 93 sen a day: RM 13.02 over 14 days', () => {
    const day = dailyInterestMinor(500_000n, rate('6.8'));
    expect(day).toBe(93n);
    expect(day * 14n).toBe(1_302n);
  });

  it('rounds each day half up to the sen', () => {
    // 36,500 sen × 1% ÷ 365 = exactly 1 sen; 18,250 sen → 0.5 sen → 1 sen; 18,249 → 0.49… → 0.
    expect(dailyInterestMinor(36_500n, rate('1'))).toBe(1n);
    expect(dailyInterestMinor(18_250n, rate('1'))).toBe(1n);
    expect(dailyInterestMinor(18_249n, rate('1'))).toBe(0n);
  });

  it('is zero on nothing owed or a zero rate', () => {
    expect(dailyInterestMinor(0n, rate('6.8'))).toBe(0n);
    expect(dailyInterestMinor(500_000n, 0n)).toBe(0n);
  });

  it('shows the daily rate as the annual ÷ 365', () => {
    expect(dailyPercentText(rate('6.8'))).toBe('0.018630');
    expect(dailyPercentText(rate('18.25'))).toBe('0.050000');
    expect(formatPercent(rate('6.80'))).toBe('6.8');
    expect(parsePercent('-1')).toBeNull();
    expect(parsePercent('x')).toBeNull();
  });
});

describe('the limit', () => {
  it('comes from the highest band the score reaches', () => {
    expect(bandLimitMinor(59, BANDS)).toBe(0n);
    expect(bandLimitMinor(60, BANDS)).toBe(1_000_000n);
    expect(bandLimitMinor(100, BANDS)).toBe(5_000_000n);
    expect(bandLimitMinor(100, [])).toBe(0n);
  });

  it('is capped by the share of net assets when set', () => {
    const facts = { creditScore: 90, bands: BANDS, netAssetsMinor: 2_000_000n };
    expect(borrowingLimitMinor({ ...facts, netAssetCapScaled: null })).toBe(5_000_000n);
    expect(borrowingLimitMinor({ ...facts, netAssetCapScaled: rate('50') })).toBe(1_000_000n);
    expect(borrowingLimitMinor({ ...facts, netAssetCapScaled: rate('500') })).toBe(5_000_000n);
    expect(borrowingLimitMinor({ ...facts, netAssetsMinor: -5n, netAssetCapScaled: rate('50') })).toBe(0n);
  });

  it('leaves limit − borrowed, never below zero', () => {
    expect(remainingMinor(1_000_000n, 400_000n)).toBe(600_000n);
    expect(remainingMinor(1_000_000n, 1_400_000n)).toBe(0n);
  });

  it('accepts bands with rising scores and limits that do not fall', () => {
    expect(areBandsValid(BANDS)).toBe(true);
    expect(areBandsValid([...BANDS, { minScore: 80, limitMinor: 6_000_000n }])).toBe(false);
    expect(areBandsValid([...BANDS, { minScore: 90, limitMinor: 100n }])).toBe(false);
    expect(areBandsValid([{ minScore: 0, limitMinor: -1n }])).toBe(false);
  });
});

describe('terms', () => {
  it('is due term days after approval; the days before accrue interest, from the due date on the penalty', () => {
    expect(dueDateOf('2026-11-23', 14)).toBe('2026-12-07');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(accrualKindOn('2026-12-06', '2026-12-07')).toBe('interest');
    expect(accrualKindOn('2026-12-07', '2026-12-07')).toBe('penalty');
  });
});

describe('repayment', () => {
  const owed = { penaltyMinor: 50n, interestMinor: 1_302n, principalMinor: 500_000n };

  it('pays the penalty, then interest, then principal', () => {
    expect(allocateRepayment(owed, 30n)).toEqual({
      penaltyMinor: 30n,
      interestMinor: 0n,
      principalMinor: 0n,
    });
    expect(allocateRepayment(owed, 1_000n)).toEqual({
      penaltyMinor: 50n,
      interestMinor: 950n,
      principalMinor: 0n,
    });
    expect(allocateRepayment(owed, 101_352n)).toEqual({
      penaltyMinor: 50n,
      interestMinor: 1_302n,
      principalMinor: 100_000n,
    });
  });

  it('refuses more than is owed and takes exactly the whole', () => {
    expect(allocateRepayment(owed, 501_353n)).toBeNull();
    expect(allocateRepayment(owed, 501_352n)).toEqual(owed);
  });
});

describe('month end (interest is capitalised on the last day of the month)', () => {
  it('knows the last day of each month, leap years included', () => {
    expect(isMonthEnd('2026-11-30')).toBe(true);
    expect(isMonthEnd('2026-11-29')).toBe(false);
    expect(isMonthEnd('2026-12-31')).toBe(true);
    expect(isMonthEnd('2027-02-28')).toBe(true);
    expect(isMonthEnd('2028-02-28')).toBe(false);
    expect(isMonthEnd('2028-02-29')).toBe(true);
  });
});
