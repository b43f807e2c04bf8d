// /home/kefu — customer service: opens the site's customer-service link (config `kefuUrl`).
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../shared/config/site-config.ts';
import { useOpenKefu } from '../../shared/navigation/special-targets.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { Page } from '../../shared/ui/page.tsx';
import './support.css';

export function KefuScreen() {
  const { t } = useTranslation();
  const { kefuUrl } = useSiteConfig();
  const openKefu = useOpenKefu();
  return (
    <Page title={t('screens.kefu')} testId="kefu-screen">
      <section className="card kefu-card">
        <div className="kefu-avatar">
          <Icon name="headset" size={34} />
        </div>
        <h2 className="kefu-title">{t('kefu.title')}</h2>
        <p className="muted">{t('kefu.text')}</p>
        {kefuUrl ? (
          <>
            <Button color="primary" size="large" block onClick={openKefu} data-testid="kefu-open">
              <span className="button-with-icon">
                <Icon name="external" size={18} />
                {t('kefu.contact')}
              </span>
            </Button>
            <a
              className="kefu-link break-all"
              href={kefuUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="kefu-link"
            >
              {kefuUrl}
            </a>
          </>
        ) : (
          <EmptyState title={t('kefu.unavailable')} testId="kefu-unavailable" />
        )}
      </section>
      <section className="card">
        <h2 className="card-title">{t('kefu.hoursTitle')}</h2>
        <ul className="kefu-facts">
          <li>
            <Icon name="clock" size={18} />
            {t('kefu.hours')}
          </li>
          <li>
            <Icon name="shield" size={18} />
            {t('kefu.safety')}
          </li>
        </ul>
      </section>
    </Page>
  );
}
