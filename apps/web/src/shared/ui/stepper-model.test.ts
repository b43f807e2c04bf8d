import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canStep, createRepeater, stepDecimal } from './stepper-model.ts';

describe('createRepeater (spec §9: long press 600 ms, then every 200 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('steps once on a tap', () => {
    const step = vi.fn();
    const repeater = createRepeater(step);
    repeater.press();
    vi.advanceTimersByTime(100);
    repeater.release();
    vi.advanceTimersByTime(5000);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('starts repeating after 600 ms and repeats every 200 ms while held', () => {
    const step = vi.fn();
    const repeater = createRepeater(step);
    repeater.press();
    vi.advanceTimersByTime(599);
    expect(step).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(199);
    expect(step).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(step).toHaveBeenCalledTimes(7);
    repeater.release();
    vi.advanceTimersByTime(1000);
    expect(step).toHaveBeenCalledTimes(7);
  });

  it('a new press restarts the delay rather than stacking timers', () => {
    const step = vi.fn();
    const repeater = createRepeater(step);
    repeater.press();
    vi.advanceTimersByTime(500);
    repeater.press();
    vi.advanceTimersByTime(500);
    expect(step).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(300);
    expect(step).toHaveBeenCalledTimes(3);
    repeater.release();
  });
});

describe('stepDecimal', () => {
  const whole = { step: '1', min: '1', max: '5', decimals: 0 };
  const price = { step: '0.005', min: '0.005', max: '2.50', decimals: 3 };

  it('steps whole numbers and clamps to min and max', () => {
    expect(stepDecimal('3', 1, whole)).toBe('4');
    expect(stepDecimal('5', 1, whole)).toBe('5');
    expect(stepDecimal('1', -1, whole)).toBe('1');
    expect(stepDecimal('9', -1, whole)).toBe('5');
    expect(stepDecimal('', 1, whole)).toBe('2');
  });

  it('steps exact decimals on the step grid, without float error', () => {
    expect(stepDecimal('0.1', 1, { step: '0.1', decimals: 1 })).toBe('0.2');
    expect(stepDecimal('0.2', 1, { step: '0.1', decimals: 1 })).toBe('0.3');
    expect(stepDecimal('1.000', 1, price)).toBe('1.005');
    expect(stepDecimal('1.003', 1, price)).toBe('1.005');
    expect(stepDecimal('1.003', -1, price)).toBe('1.000');
    expect(stepDecimal('1.005', -1, price)).toBe('1.000');
    expect(stepDecimal('2.499', 1, price)).toBe('2.500');
    expect(stepDecimal('0.005', -1, price)).toBe('0.005');
  });

  it('keeps a decimal limit (eight places) exact', () => {
    const coins = { step: '0.00000001', min: '0.00000001', decimals: 8 };
    expect(stepDecimal('0.12345678', 1, coins)).toBe('0.12345679');
    expect(stepDecimal('0.00000001', -1, coins)).toBe('0.00000001');
  });

  it('never goes below zero without a minimum', () => {
    expect(stepDecimal('0', -1, { step: '1', decimals: 2 })).toBe('0.00');
  });

  it('knows when a step would not move', () => {
    expect(canStep('5', 1, whole)).toBe(false);
    expect(canStep('4', 1, whole)).toBe(true);
    expect(canStep('1', -1, whole)).toBe(false);
    expect(canStep('abc', -1, whole)).toBe(true);
  });
});
