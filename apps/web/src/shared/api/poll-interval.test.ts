import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  environmentManager,
  focusManager,
  onlineManager,
  QueryClient,
  QueryObserver,
} from '@tanstack/react-query';
import { backedOffInterval, MAX_POLL_BACKOFF_MS, pollEvery } from './poll-interval.ts';
import { latestNoticesQuery, NOTICE_POLL_MS } from './notice.ts';
import { queryClient as appQueryClient } from './query-client.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

function failedAfterSuccess(successAt: number, failedAt: number, errors = 1) {
  return {
    state: {
      status: 'error' as const,
      dataUpdatedAt: successAt,
      errorUpdatedAt: failedAt,
      errorUpdateCount: errors,
    },
  };
}

describe('the wait between two polls', () => {
  it('is the normal interval while calls succeed, and no polling stays no polling', () => {
    const succeeding = {
      state: {
        status: 'success' as const,
        dataUpdatedAt: 50_000,
        errorUpdatedAt: 40_000,
        errorUpdateCount: 3,
      },
    };
    expect(backedOffInterval(5 * SECOND, succeeding)).toBe(5 * SECOND);
    expect(backedOffInterval(false, failedAfterSuccess(0, 1))).toBe(false);
    expect(pollEvery(false)(succeeding)).toBe(false);
  });

  it('is as long as the calls have been failing, so it doubles with each failure, up to a minute', () => {
    expect(backedOffInterval(5 * SECOND, failedAfterSuccess(100_000, 101_000))).toBe(5 * SECOND);
    expect(backedOffInterval(5 * SECOND, failedAfterSuccess(100_000, 106_000))).toBe(6 * SECOND);
    expect(backedOffInterval(5 * SECOND, failedAfterSuccess(100_000, 112_000))).toBe(12 * SECOND);
    expect(backedOffInterval(5 * SECOND, failedAfterSuccess(100_000, 124_000))).toBe(24 * SECOND);
    expect(backedOffInterval(5 * SECOND, failedAfterSuccess(100_000, 100_000 + 10 * MINUTE))).toBe(
      MAX_POLL_BACKOFF_MS,
    );
    // A normal interval longer than the cap is kept.
    expect(backedOffInterval(2 * MINUTE, failedAfterSuccess(100_000, 100_000 + 10 * MINUTE))).toBe(
      2 * MINUTE,
    );
  });

  it('doubles with each failure for a query that never succeeded', () => {
    const neverSucceeded = (errors: number) => failedAfterSuccess(0, 1_000_000, errors);
    expect(backedOffInterval(5 * SECOND, neverSucceeded(1))).toBe(10 * SECOND);
    expect(backedOffInterval(5 * SECOND, neverSucceeded(2))).toBe(20 * SECOND);
    expect(backedOffInterval(5 * SECOND, neverSucceeded(3))).toBe(40 * SECOND);
    expect(backedOffInterval(5 * SECOND, neverSucceeded(40))).toBe(MAX_POLL_BACKOFF_MS);
  });
});

describe('the notices poll while the server is down', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const answered = () =>
    Promise.resolve(
      new Response(JSON.stringify({ status: 1, msg: '', data: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  const map = new Map<string, string>([['token', 'tok-1']]);

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    });
    // A browser tab: TanStack Query schedules no polling where there is no window.
    environmentManager.setIsServer(() => false);
    focusManager.setFocused(true);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
    focusManager.setFocused(undefined);
    environmentManager.setIsServer(() => typeof window === 'undefined');
  });

  it('asks a few dozen times in 15 minutes instead of hundreds, and at the normal rate once it answers', async () => {
    // The app's own query defaults (one retry of a network error), on a client of the test's own.
    const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
    // Subscribing fetches at once.
    fetchMock.mockImplementation(answered);
    const observer = new QueryObserver(client, latestNoticesQuery);
    const unsubscribe = observer.subscribe(() => {});
    try {
      await vi.advanceTimersByTimeAsync(12 * SECOND);
      expect(fetchMock.mock.calls.length).toBe(3); // at 0, 5 and 10 s

      fetchMock.mockReset();
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      await vi.advanceTimersByTimeAsync(15 * MINUTE);
      // At the normal rate this was 300 requests (a poll every 5 s, each tried twice).
      expect(fetchMock.mock.calls.length).toBeLessThan(40);
      expect(fetchMock.mock.calls.length).toBeGreaterThan(10);

      fetchMock.mockReset();
      fetchMock.mockImplementation(answered);
      await vi.advanceTimersByTimeAsync(MAX_POLL_BACKOFF_MS + SECOND);
      expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(1);
      fetchMock.mockClear();
      await vi.advanceTimersByTimeAsync(MINUTE);
      expect(fetchMock.mock.calls.length).toBe(MINUTE / NOTICE_POLL_MS);
    } finally {
      unsubscribe();
      client.clear();
    }
  });
});
