import type { ReactNode } from 'react';
import { BackBar } from './back-bar.tsx';

interface PageProps {
  title?: ReactNode;
  /** False on tab roots. */
  canGoBack?: boolean;
  right?: ReactNode;
  /** `plain` pages draw their own header (home, the login screens). */
  variant?: 'default' | 'plain';
  className?: string;
  testId?: string;
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
  children,
}: PageProps) {
  return (
    <div className={`page ${className ?? ''}`} data-testid={testId}>
      {variant === 'default' && <BackBar title={title} canGoBack={canGoBack} right={right} />}
      <div className="page-body">{children}</div>
    </div>
  );
}
