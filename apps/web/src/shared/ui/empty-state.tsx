import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icons.tsx';

interface EmptyStateProps {
  title?: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  action?: ReactNode;
  testId?: string;
}

/** The no-data message of spec §2, optionally with a hint and an action. */
export function EmptyState({
  title,
  description,
  icon = 'inbox',
  action,
  testId = 'empty-state',
}: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className="empty-state" data-testid={testId}>
      <div className="empty-state-icon">
        <Icon name={icon} size={36} strokeWidth={1.5} />
      </div>
      <p className="empty-state-title">{title ?? t('common.noData')}</p>
      {description && <p className="empty-state-description">{description}</p>}
      {action && <div className="empty-state-action">{action}</div>}
    </div>
  );
}
