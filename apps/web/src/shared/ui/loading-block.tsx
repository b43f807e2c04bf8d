import { useTranslation } from 'react-i18next';

/** A spinner drawn in CSS (antd-mobile's SpinLoading would bring react-spring into every route). */
export function LoadingBlock({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={compact ? 'loading-block compact' : 'loading-block'}
      role="status"
      aria-label={t('common.loading')}
    >
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
