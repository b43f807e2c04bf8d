import { describe, expect, it } from 'vitest';
import {
  applyProblem,
  freezeAmount,
  mayUnlockAhead,
  priceText,
  wholeShares,
  unlockedUntilOf,
  type ApplyForm,
  type ApplyOffering,
} from './new-stock-rules.ts';

const IPO: ApplyOffering = {
  type: 'ipo',
  currency: 'MYR',
  lotSize: '10000',
  minQuantity: '10000',
  maxQuantity: '50000',
  applicationPrice: '1.20',
  priceLow: null,
  priceHigh: null,
  fee: '2.50',
  feeOnSuccessOnly: true,
  myEntitlement: null,
};
const FORM: ApplyForm = {
  quantity: 20_000n,
  excess: 0n,
  bidPrice: null,
  isAtOfferPrice: false,
  fundPassword: '123456',
  available: '100000.00',
};

describe('the new-share application form', () => {
  it('freezes quantity × application price + fee (20,000 × RM 1.20 + RM 2.50)', () => {
    expect(freezeAmount(IPO, 20_000n, 0n)).toBe('24002.50');
  });

  it('freezes nothing for a book-building bid', () => {
    expect(freezeAmount({ ...IPO, type: 'jp_bookbuilding', applicationPrice: null }, 100n, 0n)).toBeNull();
  });

  it('accepts whole lots between the minimum and maximum', () => {
    expect(applyProblem(IPO, FORM)).toBeNull();
  });

  it('refuses a quantity that is not whole subscription lots, or outside the bounds', () => {
    expect(applyProblem(IPO, { ...FORM, quantity: 15_000n })?.key).toBe('newStock.problems.wholeLots');
    expect(applyProblem(IPO, { ...FORM, quantity: 0n })?.key).toBe('newStock.problems.wholeLots');
    expect(applyProblem({ ...IPO, minQuantity: '20000' }, { ...FORM, quantity: 10_000n })).toEqual({
      key: 'newStock.problems.belowMin',
      values: { shares: '20000' },
    });
    expect(applyProblem(IPO, { ...FORM, quantity: 60_000n })?.key).toBe('newStock.problems.aboveMax');
  });

  it('refuses an application the available balance does not cover, fee included', () => {
    expect(applyProblem(IPO, { ...FORM, available: '24002.49' })?.key).toBe('newStock.problems.balance');
    expect(applyProblem(IPO, { ...FORM, available: '24002.50' })).toBeNull();
  });

  it('asks for the 6-digit fund password', () => {
    expect(applyProblem(IPO, { ...FORM, fundPassword: '12345' })?.key).toBe('newStock.problems.password');
  });

  it('does not ask for the fund password while the session is unlocked (decision 0028)', () => {
    expect(applyProblem(IPO, { ...FORM, fundPassword: '', isUnlocked: true })).toBeNull();
    expect(applyProblem(IPO, { ...FORM, fundPassword: '', isUnlocked: false })?.key).toBe(
      'newStock.problems.password',
    );
  });

  it('counts the unlock until its end on the server clock', () => {
    const until = '2026-11-27T04:15:00.000Z';
    const at = (iso: string) => Date.parse(iso);
    expect(unlockedUntilOf(until, at('2026-11-27T04:00:00.000Z'))).toBe(until);
    expect(unlockedUntilOf(until, at('2026-11-27T04:15:00.000Z'))).toBeNull();
    expect(unlockedUntilOf(null, at('2026-11-27T04:00:00.000Z'))).toBeNull();
    expect(unlockedUntilOf(undefined, at('2026-11-27T04:00:00.000Z'))).toBeNull();
    expect(unlockedUntilOf('garbage', at('2026-11-27T04:00:00.000Z'))).toBeNull();
  });

  it('offers to unlock ahead while open, or when the opening comes before an unlock would end', () => {
    const at = (iso: string) => Date.parse(iso);
    const now = at('2026-11-27T04:00:00.000Z');
    const soon = {
      period: 'not_open' as const,
      opensAt: '2026-11-27T04:10:00.000Z',
      myApplicationsLeft: 1,
      unlockedUntil: null,
      unlockMinutes: 15,
    };
    expect(mayUnlockAhead(soon, now)).toBe(true);
    // Opening at or after the end of an unlock made now: not yet.
    expect(mayUnlockAhead({ ...soon, opensAt: '2026-11-27T04:15:00.000Z' }, now)).toBe(false);
    expect(mayUnlockAhead({ ...soon, opensAt: '2026-11-27T04:15:00.000Z' }, now + 1_000)).toBe(true);
    expect(mayUnlockAhead({ ...soon, period: 'open', opensAt: '2026-11-20T00:00:00.000Z' }, now)).toBe(true);
    expect(mayUnlockAhead({ ...soon, period: 'ended' }, now)).toBe(false);
    // Already unlocked, no applications left, or the server asks every time.
    expect(mayUnlockAhead({ ...soon, unlockedUntil: '2026-11-27T04:05:00.000Z' }, now)).toBe(false);
    expect(mayUnlockAhead({ ...soon, unlockedUntil: '2026-11-27T03:59:00.000Z' }, now)).toBe(true);
    expect(mayUnlockAhead({ ...soon, myApplicationsLeft: 0 }, now)).toBe(false);
    expect(mayUnlockAhead({ ...soon, unlockMinutes: 0 }, now)).toBe(false);
  });

  it('takes a book-building bid inside the range or at the offer price', () => {
    const jp: ApplyOffering = {
      ...IPO,
      type: 'jp_bookbuilding',
      lotSize: '100',
      minQuantity: '100',
      maxQuantity: null,
      applicationPrice: null,
      priceLow: '1500',
      priceHigh: '1700',
      fee: '0',
    };
    const bid = { ...FORM, quantity: 100n, available: '0' };
    expect(applyProblem(jp, { ...bid, bidPrice: '1600' })).toBeNull();
    expect(applyProblem(jp, { ...bid, bidPrice: '1800' })?.key).toBe('newStock.problems.priceRange');
    expect(applyProblem(jp, { ...bid, bidPrice: '' })?.key).toBe('newStock.problems.priceRequired');
    expect(applyProblem(jp, { ...bid, bidPrice: null, isAtOfferPrice: true })).toBeNull();
  });

  it('keeps a rights application within the entitlement, excess in whole lots', () => {
    const rights: ApplyOffering = {
      ...IPO,
      type: 'rights',
      lotSize: '100',
      minQuantity: '0',
      myEntitlement: '500',
      applicationPrice: '0.80',
      fee: '0',
    };
    expect(applyProblem(rights, { ...FORM, quantity: 500n, excess: 200n })).toBeNull();
    expect(applyProblem(rights, { ...FORM, quantity: 600n })?.key).toBe('newStock.problems.overEntitlement');
    expect(applyProblem(rights, { ...FORM, quantity: 500n, excess: 150n })?.key).toBe(
      'newStock.problems.excess',
    );
    expect(freezeAmount(rights, 500n, 200n)).toBe('560.00');
  });

  it('reads whole shares only', () => {
    expect(wholeShares('10000')).toBe(10_000n);
    expect(wholeShares('10000.00')).toBe(10_000n);
    expect(wholeShares('1.5')).toBeNull();
    expect(wholeShares(null)).toBeNull();
  });
});

describe('prices on the new-share screens', () => {
  it("show their market's tick decimals without rounding", () => {
    expect(priceText('1.2', 'MY')).toBe('1.20');
    expect(priceText('1600', 'US')).toBe('1,600.00');
    expect(priceText('12345.5', 'US')).toBe('12,345.50');
    expect(priceText('0.555', 'MY')).toBe('0.555');
    expect(priceText(null, 'MY')).toBe('--');
  });

  it('show a Tokyo book-building price in whole yen (a one-yen tick and up)', () => {
    expect(priceText('1500.00', 'JP')).toBe('1,500');
    expect(priceText('1500', 'JP')).toBe('1,500');
  });
});
