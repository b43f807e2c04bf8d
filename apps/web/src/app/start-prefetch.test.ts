import { describe, expect, it, vi } from 'vitest';
import { startQuery, withinStartWait } from './start-prefetch.ts';

describe('start prefetch', () => {
  it("answers the address's query only when the address is the screen's", () => {
    expect(startQuery('#/market/stockDetail?symbol=MY%3A1155', '/market/stockDetail')?.get('symbol')).toBe(
      'MY:1155',
    );
    expect(startQuery('#/trade/index', '/trade/index')?.toString()).toBe('');
    expect(startQuery('#/home/index', '/trade/index')).toBeNull();
    expect(startQuery('#/market/stockDetailzs?symbol=MY:FBMKLCI', '/market/stockDetail')).toBeNull();
    expect(startQuery('', '/trade/index')).toBeNull();
  });

  it('waits for the first answers, but not longer than the start wait', async () => {
    vi.useFakeTimers();
    try {
      let settled = false;
      void withinStartWait(new Promise(() => undefined), 800).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(799);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      await expect(withinStartWait(Promise.resolve('answered'))).resolves.toBeUndefined();
      await expect(withinStartWait(Promise.reject(new Error('refused')))).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
