// Any address the app does not know.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Page } from '../../shared/ui/page.tsx';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('screens.notFound')} testId="not-found-screen">
      <EmptyState
        icon="search"
        title={t('common.notFoundTitle')}
        description={t('common.notFoundText')}
        action={
          <Button
            color="primary"
            shape="rounded"
            onClick={() => void navigate(ROUTES.home, { replace: true })}
          >
            {t('common.backHome')}
          </Button>
        }
      />
    </Page>
  );
}
