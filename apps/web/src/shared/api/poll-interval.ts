// Background polling that backs off while its calls fail: with the server unreachable, one tab kept
// polling at full rate (about 1,250 refused requests in 15 minutes). Every polled query takes its
// `refetchInterval` from here. While its last call failed, the next one waits as long as it has been
// since the last success, so the gap doubles with each failure (5 s, 10 s, 20 s, …) up to a minute; the
// first call that succeeds puts it back on its normal rate. TanStack Query works the interval out again
// whenever the query's state changes, so the wait follows each failure and each success.
import type { QueryState } from '@tanstack/react-query';

/** The longest wait between two polls while they fail (a normal interval longer than this is kept). */
export const MAX_POLL_BACKOFF_MS = 60_000;

/** What the wait depends on: a TanStack `Query` is one. */
export interface PolledQuery {
  state: Pick<QueryState, 'status' | 'dataUpdatedAt' | 'errorUpdatedAt' | 'errorUpdateCount'>;
}

/** The wait before the next poll: `intervalMs` while calls succeed, longer while they fail. */
export function backedOffInterval(intervalMs: number | false, query: PolledQuery): number | false {
  if (intervalMs === false) return false;
  const { status, dataUpdatedAt, errorUpdatedAt, errorUpdateCount } = query.state;
  if (status !== 'error') return intervalMs;
  // Never succeeded: every failure so far was in a row.
  const failingForMs =
    dataUpdatedAt > 0 ? errorUpdatedAt - dataUpdatedAt : intervalMs * 2 ** Math.min(errorUpdateCount, 16);
  return Math.min(Math.max(MAX_POLL_BACKOFF_MS, intervalMs), Math.max(intervalMs, failingForMs));
}

/** A query's `refetchInterval`: every `intervalMs` (false: no polling), backing off while calls fail. */
export function pollEvery(intervalMs: number | false): (query: PolledQuery) => number | false {
  return (query) => backedOffInterval(intervalMs, query);
}
