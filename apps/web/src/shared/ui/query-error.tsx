import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isLoginRequired } from '../api/api-error.ts';
import { EmptyState } from './empty-state.tsx';
import { LoginRequired } from './login-required.tsx';

/** What a screen shows when its data did not load: the visitor panel, or a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isLoginRequired(error)) return <LoginRequired />;
  return (
    <EmptyState
      icon="refresh"
      title={t('common.loadFailed')}
      testId="query-error"
      action={
        <Button size="small" shape="rounded" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
