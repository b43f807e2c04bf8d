import { describe, expect, it } from 'vitest';
import { backedOffInterval, MAX_POLL_BACKOFF_MS } from './poll-interval.ts';

const SECOND = 1_000;

function state(
  overrides: Partial<{
    status: 'success' | 'error';
    dataUpdatedAt: number;
    errorUpdatedAt: number;
    errorUpdateCount: number;
  }>,
) {
  return {
    state: {
      status: 'success' as const,
      dataUpdatedAt: 0,
      errorUpdatedAt: 0,
      errorUpdateCount: 0,
      ...overrides,
    },
  };
}

describe('backedOffInterval', () => {
  it('polls at the normal rate while calls succeed', () => {
    expect(backedOffInterval(10 * SECOND, state({ dataUpdatedAt: 5 }))).toBe(10 * SECOND);
  });

  it('waits as long as the calls have been failing, up to a minute', () => {
    const failing = (forMs: number) =>
      state({ status: 'error', dataUpdatedAt: 1_000, errorUpdatedAt: 1_000 + forMs, errorUpdateCount: 3 });
    expect(backedOffInterval(10 * SECOND, failing(5 * SECOND))).toBe(10 * SECOND);
    expect(backedOffInterval(10 * SECOND, failing(40 * SECOND))).toBe(40 * SECOND);
    expect(backedOffInterval(10 * SECOND, failing(10 * 60 * SECOND))).toBe(MAX_POLL_BACKOFF_MS);
  });

  it('doubles per failure when no call ever succeeded', () => {
    const neverSucceeded = (failures: number) => state({ status: 'error', errorUpdateCount: failures });
    expect(backedOffInterval(10 * SECOND, neverSucceeded(1))).toBe(20 * SECOND);
    expect(backedOffInterval(10 * SECOND, neverSucceeded(2))).toBe(40 * SECOND);
    expect(backedOffInterval(10 * SECOND, neverSucceeded(30))).toBe(MAX_POLL_BACKOFF_MS);
  });
});
