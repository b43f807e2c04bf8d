import { describe, expect, it } from 'vitest';
import { createExitGuard } from './exit-guard.ts';

describe('the back-button exit guard', () => {
  it('warns on the first press and exits on a second press within 1 s', () => {
    const guard = createExitGuard();
    expect(guard.press(10_000)).toBe('warn');
    expect(guard.press(10_900)).toBe('exit');
  });

  it('warns again when the second press comes later than 1 s', () => {
    const guard = createExitGuard();
    expect(guard.press(10_000)).toBe('warn');
    expect(guard.press(11_001)).toBe('warn');
    expect(guard.press(11_500)).toBe('exit');
  });
});
