import { describe, expect, it } from 'vitest';
import { pullHeight, shouldStartPull } from './pull-refresh-model.ts';

describe('pull to refresh', () => {
  it('opens the head along the rubber band antd-mobile used (dimension five heads, constant 0.5)', () => {
    expect(pullHeight(0, 50)).toBe(0);
    expect(pullHeight(-20, 50)).toBe(0);
    // 170 * 250 * 0.5 / (250 + 85) = 63.4…: past the 50 px head, so letting go refreshes.
    expect(pullHeight(170, 50)).toBe(64);
    expect(pullHeight(100, 50)).toBe(42);
    // Never beyond the band's limit, however far the finger goes.
    expect(pullHeight(10_000, 50)).toBeLessThan(250);
  });

  it('starts a pull only downwards, mostly vertical, and when nothing is scrolled down', () => {
    expect(shouldStartPull(1, 2, () => false)).toBe('wait');
    expect(shouldStartPull(0, 10, () => false)).toBe('yes');
    expect(shouldStartPull(0, 10, () => true)).toBe('no');
    expect(shouldStartPull(0, -10, () => false)).toBe('no');
    expect(shouldStartPull(20, 10, () => false)).toBe('no');
  });
});
