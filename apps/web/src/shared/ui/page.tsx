import type { ReactNode } from 'react';
import { BackBar } from './back-bar.tsx';
import { PullRefresh } from './pull-refresh.tsx';

interface PageProps {
  title?: ReactNode;
  /** False on tab roots. */
  canGoBack?: boolean;
  right?: ReactNode;
  /** `plain` pages draw their own header (home, the login screens). */
  variant?: 'default' | 'plain';
  className?: string;
  testId?: string;
  /** List and quote screens: pull down to refetch the screen's queries (spec §9). */
  refreshable?: boolean;
  /** What a pull refreshes, when not every query on screen. */
  onRefresh?: () => Promise<unknown>;
  children: ReactNode;
}

/** A screen: the back bar (unless plain) and a padded body on the app's grey background. */
export function Page({
  title,
  canGoBack = true,
  right,
  variant = 'default',
  className,
  testId,
  refreshable = false,
  onRefresh,
  children,
}: PageProps) {
  const body = <div className="page-body">{children}</div>;
  return (
    <div className={`page ${className ?? ''}`} data-testid={testId}>
      {variant === 'default' && <BackBar title={title} canGoBack={canGoBack} right={right} />}
      {refreshable ? <PullRefresh onRefresh={onRefresh}>{body}</PullRefresh> : body}
    </div>
  );
}
