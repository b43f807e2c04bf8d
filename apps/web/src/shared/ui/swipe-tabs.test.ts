import { describe, expect, it } from 'vitest';
import { swipedTab } from './swipe-tabs.ts';

const six = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

describe('swipedTab (spec §9: 5 tabs or more, swipe 500 ms)', () => {
  it('moves to the next tab on a quick swipe left and the previous one on a swipe right', () => {
    expect(swipedTab(six, 'c', -120, 10, 300)).toBe('d');
    expect(swipedTab(six, 'c', 120, -10, 300)).toBe('b');
  });

  it('stays at the ends', () => {
    expect(swipedTab(six, 'f', -120, 0, 200)).toBeNull();
    expect(swipedTab(six, 'a', 120, 0, 200)).toBeNull();
  });

  it('ignores slow, short or vertical gestures', () => {
    expect(swipedTab(six, 'c', -120, 0, 501)).toBeNull();
    expect(swipedTab(six, 'c', -120, 0, 500)).toBe('d');
    expect(swipedTab(six, 'c', -40, 0, 200)).toBeNull();
    expect(swipedTab(six, 'c', -80, 70, 200)).toBeNull();
  });

  it('does not swipe a strip of fewer than five tabs', () => {
    expect(swipedTab(['a', 'b', 'c', 'd'], 'b', -120, 0, 200)).toBeNull();
    expect(swipedTab(['a', 'b', 'c', 'd', 'e'], 'b', -120, 0, 200)).toBe('c');
  });
});
