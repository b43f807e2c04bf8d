// dashboard/queues: how many items wait in each review queue the staff member may open. The menu and
// the dashboard share one polled query (every 10 s, backing off while the server is down); every staff
// decision refreshes it at once (app/query-client.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardQueues, type ReviewQueue } from '@saham/contract/admin-dashboard';
import { callStaff } from './staff-client.ts';
import { pollEvery } from './poll-interval.ts';

export const QUEUE_COUNTS_QUERY_KEY = ['dashboard', 'queues'] as const;
export const QUEUE_COUNTS_POLL_MS = 10_000;

export type QueueCounts = Partial<Record<ReviewQueue, number>>;

export async function fetchQueueCounts(): Promise<QueueCounts> {
  const { queues } = await callStaff(dashboardQueues, {});
  return Object.fromEntries(queues.map((row) => [row.queue, row.pending]));
}

export function queueCountsQueryOptions() {
  return queryOptions({
    queryKey: QUEUE_COUNTS_QUERY_KEY,
    queryFn: fetchQueueCounts,
    refetchInterval: pollEvery(QUEUE_COUNTS_POLL_MS),
    staleTime: 0,
  });
}

export function useQueueCounts() {
  return useQuery(queueCountsQueryOptions());
}
