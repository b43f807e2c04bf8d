import { SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export function LoadingBlock({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={compact ? 'loading-block compact' : 'loading-block'} role="status" aria-label={t('common.loading')}>
      <SpinLoading color="primary" style={{ '--size': compact ? '24px' : '32px' }} />
    </div>
  );
}
