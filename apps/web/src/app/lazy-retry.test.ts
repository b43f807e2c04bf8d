import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeout, loadWithRetry } from './lazy-retry.ts';

describe('loadWithRetry (spec §9: chunk load timeout 120 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads at once when the chunk comes', async () => {
    const load = vi.fn(() => Promise.resolve('screen'));
    await expect(loadWithRetry(load)).resolves.toBe('screen');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after 1 s and 3 s, and succeeds on the third attempt', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('screen');
    const result = loadWithRetry(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('screen');
  });

  it('gives up with the last error after three failed attempts', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('offline')));
    const result = loadWithRetry(load);
    const outcome = expect(result).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(10_000);
    await outcome;
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up after 120 s when a load hangs', async () => {
    const load = vi.fn(() => new Promise<string>(() => undefined));
    const result = loadWithRetry(load);
    const outcome = expect(result).rejects.toBeInstanceOf(ChunkLoadTimeout);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void result.catch(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});
