import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClock } from './clock.ts';

describe('createClock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at the chosen instant and runs in real time', () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
    const clock = createClock('2026-11-23T02:00:00Z');
    vi.advanceTimersByTime(1500);
    expect(clock.now().toISOString()).toBe('2026-11-23T02:00:01.500Z');
    clock.release();
    expect(clock.now().toISOString()).toBe('2026-11-23T02:00:01.500Z');
  });

  it('held, stands at the chosen instant until released, then runs from it', () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
    const clock = createClock('2026-11-24T15:59:20Z', { isHeld: true });
    vi.advanceTimersByTime(40_000);
    expect(clock.now().toISOString()).toBe('2026-11-24T15:59:20.000Z');
    clock.advance(5000);
    expect(clock.now().toISOString()).toBe('2026-11-24T15:59:25.000Z');
    clock.release();
    vi.advanceTimersByTime(2000);
    expect(clock.now().toISOString()).toBe('2026-11-24T15:59:27.000Z');
  });

  it('without a chosen instant runs on the real time, held or not', () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
    const clock = createClock(null, { isHeld: true });
    vi.advanceTimersByTime(1000);
    expect(clock.now().toISOString()).toBe('2030-01-01T00:00:01.000Z');
  });
});
