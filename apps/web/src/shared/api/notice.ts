// user/notice {type: 'myr'} (spec §7): the notice list, newest first, ten a page. The top menu polls
// the first page every 5 s for the bell's unread count, and reloads it on the WebSocket's notice push.
import { infiniteQueryOptions, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Notice } from '@saham/contract/common';
import { countUnread, useReadNoticeIds } from '../storage/read-notices.ts';
import { liveConnection } from '../realtime/use-live-quote.ts';
import { useSession } from '../storage/session.ts';
import { callApi } from './client.ts';
import { CALLS, PAGE_SIZE } from './calls.ts';
import { pollEvery } from './poll-interval.ts';
import { FIRST_VIEW, useAfterPaint } from '../ui/use-after-paint.ts';

export const NOTICE_POLL_MS = 5000;

export function fetchNotices(page: number, signal?: AbortSignal): Promise<Notice[]> {
  return callApi(CALLS.notice, { type: 'myr', page }, { signal });
}

export const noticeKeys = {
  all: ['user', 'notice'] as const,
  latest: ['user', 'notice', 'latest'] as const,
  pages: ['user', 'notice', 'pages'] as const,
};

export const latestNoticesQuery = queryOptions({
  queryKey: noticeKeys.latest,
  queryFn: ({ signal }) => fetchNotices(1, signal),
  refetchInterval: pollEvery(NOTICE_POLL_MS),
  meta: { quietErrors: true },
});

export const noticePagesQuery = infiniteQueryOptions({
  queryKey: noticeKeys.pages,
  queryFn: ({ pageParam, signal }) => fetchNotices(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (lastPage: Notice[], pages: Notice[][]) =>
    lastPage.length < PAGE_SIZE ? undefined : pages.length + 1,
});

/**
 * The newest notices, polled while a session (member or visitor) exists, and reloaded at once when the
 * open WebSocket says a new personal notice arrived (a price alert fired).
 */
export function useLatestNotices() {
  const session = useSession();
  const queryClient = useQueryClient();
  const isEnabled = session !== null;
  useEffect(() => {
    if (!isEnabled) return;
    return liveConnection().onNotice(() => void queryClient.invalidateQueries({ queryKey: noticeKeys.all }));
  }, [isEnabled, queryClient]);
  // The bell's count and home's notices are asked once the screen's first frame is on screen
  // (shared/ui/use-after-paint.ts); a screen shown later finds them in the cache.
  const hasPainted = useAfterPaint(FIRST_VIEW);
  return useQuery({ ...latestNoticesQuery, enabled: isEnabled && hasPainted });
}

/** The bell's count: notices of the newest page not in the stored read list. */
export function useUnreadNoticeCount(): number {
  const { data } = useLatestNotices();
  const readIds = useReadNoticeIds();
  return data
    ? countUnread(
        data.map((notice) => notice.id),
        readIds,
      )
    : 0;
}
