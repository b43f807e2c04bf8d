// Background polling that backs off while its calls fail, as the member app does (apps don't share
// code, so the rule is repeated here): while the last call failed, the next waits as long as it has
// been since the last success, doubling with each failure up to a minute; the first success puts it
// back on its normal rate. TanStack Query works the interval out again on every state change.
import type { QueryState } from '@tanstack/react-query';

/** The longest wait between two polls while they fail (a normal interval longer than this is kept). */
export const MAX_POLL_BACKOFF_MS = 60_000;

export interface PolledQuery {
  state: Pick<QueryState, 'status' | 'dataUpdatedAt' | 'errorUpdatedAt' | 'errorUpdateCount'>;
}

/** The wait before the next poll: `intervalMs` while calls succeed, longer while they fail. */
export function backedOffInterval(intervalMs: number, query: PolledQuery): number {
  const { status, dataUpdatedAt, errorUpdatedAt, errorUpdateCount } = query.state;
  if (status !== 'error') return intervalMs;
  const failingForMs =
    dataUpdatedAt > 0 ? errorUpdatedAt - dataUpdatedAt : intervalMs * 2 ** Math.min(errorUpdateCount, 16);
  return Math.min(Math.max(MAX_POLL_BACKOFF_MS, intervalMs), Math.max(intervalMs, failingForMs));
}

/** A query's `refetchInterval`: every `intervalMs`, backing off while calls fail. */
export function pollEvery(intervalMs: number): (query: PolledQuery) => number {
  return (query) => backedOffInterval(intervalMs, query);
}
