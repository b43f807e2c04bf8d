// The honest placeholder for screens of later releases: the screen's title and a "coming soon" state,
// so no tab or link dead-ends.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Page } from '../../shared/ui/page.tsx';

export function ComingSoonScreen({ titleKey, isTab }: { titleKey: string; isTab: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t(titleKey)} canGoBack={!isTab} testId="coming-soon-screen">
      <section className="card">
        <EmptyState
          icon="clock"
          title={t('common.comingSoonTitle')}
          description={t('common.comingSoonText', { feature: t(titleKey) })}
          testId="coming-soon"
          action={
            !isTab && (
              <Button size="small" shape="rounded" onClick={() => void navigate(ROUTES.home)}>
                {t('common.backHome')}
              </Button>
            )
          }
        />
      </section>
    </Page>
  );
}
