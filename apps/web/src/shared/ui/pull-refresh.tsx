// Pull to refresh (spec §9: pull-refresh head 50 px, success shown 500 ms) for list and quote screens.
// Pulling the page down from its top past the 50 px head and letting go refetches the screen's queries:
// every query that is on screen (TanStack Query's active queries), unless the screen says otherwise.
import { useQueryClient } from '@tanstack/react-query';
import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './pull-refresh.css';

export const PULL_REFRESH_HEAD_PX = 50;
export const PULL_REFRESH_DONE_MS = 500;

type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

export function PullRefresh({
  onRefresh,
  children,
}: {
  onRefresh?: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = onRefresh ?? (() => queryClient.refetchQueries({ type: 'active' }));
  return (
    <div className="pull-refresh">
      <PullToRefresh
        headHeight={PULL_REFRESH_HEAD_PX}
        threshold={PULL_REFRESH_HEAD_PX}
        completeDelay={PULL_REFRESH_DONE_MS}
        onRefresh={async () => {
          await refresh();
        }}
        renderText={(status: PullStatus) => (
          <span className="pull-refresh-text" data-testid="pull-refresh-status" data-status={status}>
            {t(`pullRefresh.${status}`)}
          </span>
        )}
      >
        {children}
      </PullToRefresh>
    </div>
  );
}
