import { describe, expect, it } from 'vitest';
import { amountLimits, canStepAmount, stepAmount } from './amount-stepper-model.ts';

describe('an amount stepper', () => {
  // A withdrawal in ringgit: RM100 minimum, RM2,345.67 can be withdrawn now.
  const withdraw = amountLimits({ currency: 'MYR', min: '100.00', max: '2345.67' });

  it('steps by the minimum, in the currency’s two decimals, from an empty box to the minimum', () => {
    expect(withdraw).toEqual({ step: '100.00', min: '100.00', max: '2345.67', decimals: 2 });
    expect(stepAmount('', 1, withdraw)).toBe('100.00');
    expect(stepAmount('100.00', 1, withdraw)).toBe('200.00');
    expect(stepAmount('250', -1, withdraw)).toBe('200.00');
    expect(stepAmount('', -1, withdraw)).toBe('');
  });

  it('clamps to the minimum and the most that can be withdrawn', () => {
    expect(stepAmount('2300.00', 1, withdraw)).toBe('2345.67');
    expect(stepAmount('100.00', -1, withdraw)).toBe('100.00');
    expect(stepAmount('40', 1, withdraw)).toBe('100.00');
    expect(canStepAmount('2345.67', 1, withdraw)).toBe(false);
    expect(canStepAmount('100.00', -1, withdraw)).toBe(false);
    expect(canStepAmount('', -1, withdraw)).toBe(false);
    expect(canStepAmount('', 1, withdraw)).toBe(true);
  });

  it('writes yen without decimals and steps a round ten thousand up to the balance', () => {
    const yen = amountLimits({ currency: 'JPY', max: '25000' });
    expect(yen).toEqual({ step: '10000', min: '1', max: '25000', decimals: 0 });
    expect(stepAmount('', 1, yen)).toBe('10000');
    expect(stepAmount('1', 1, yen)).toBe('10000');
    expect(stepAmount('10000', 1, yen)).toBe('20000');
    expect(stepAmount('20000', 1, yen)).toBe('25000');
    expect(stepAmount('25000', -1, yen)).toBe('20000');
  });

  it('steps a round hundred where there is no minimum, never above a balance below it', () => {
    const dollars = amountLimits({ currency: 'USD', max: '50.5' });
    expect(dollars).toEqual({ step: '100', min: '0.01', max: '50.50', decimals: 2 });
    expect(stepAmount('', 1, dollars)).toBe('50.50');
    expect(stepAmount('10.00', 1, dollars)).toBe('50.50');
    expect(stepAmount('', 1, amountLimits({ currency: 'USD', max: '5000' }))).toBe('100.00');
    expect(stepAmount('', 1, amountLimits({ currency: 'USD', min: '100', max: '20.00' }))).toBe('20.00');
    // Nothing to exchange: the + stays off.
    expect(canStepAmount('', 1, amountLimits({ currency: 'USD', max: '0' }))).toBe(false);
  });
});
