// Shown when a screen's chunk fails to load (a new release, a dropped connection) or a screen throws.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Icon } from '../shared/ui/icons.tsx';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return <ScreenFailed />;
}

/** The retry screen: also what a screen whose chunk could not be loaded shows in its place. */
export function ScreenFailed() {
  const { t } = useTranslation();
  return (
    <div className="boot-screen" data-testid="route-error">
      <div className="boot-failed-icon">
        <Icon name="refresh" size={30} />
      </div>
      <h1 className="boot-title">{t('app.screenFailedTitle')}</h1>
      <p className="boot-hint">{t('app.screenFailedHint')}</p>
      <Button color="primary" shape="rounded" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </div>
  );
}
