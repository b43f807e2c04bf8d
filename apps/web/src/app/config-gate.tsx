// Spec §1: the app mounts only after the site configuration call succeeds. Until then a splash; on
// failure a retry screen. Once loaded, the document title and favicon come from `title` and `logo`.
// The splash waits SPLASH_DELAY_MS before it shows: a configuration that answers quickly (main.tsx
// starts the call before the language catalogue loads) goes straight to the screen, without a splash
// flashing up first and a second full render after it (docs/decisions/0008).
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfigQuery } from '../shared/api/config.ts';
import { SiteConfigContext, toSiteConfig } from '../shared/config/site-config.ts';
import { Icon } from '../shared/ui/icons.tsx';
import { BrandMark } from '../shared/ui/brand-mark.tsx';

function applyBranding(title: string, logo: string): void {
  if (title) document.title = title;
  if (!logo) return;
  for (const rel of ['icon', 'apple-touch-icon']) {
    let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
    if (!link) {
      link = document.createElement('link');
      link.rel = rel;
      document.head.append(link);
    }
    link.removeAttribute('type');
    link.href = logo;
  }
}

const SPLASH_DELAY_MS = 400;

/** False until `delayMs` has passed since the first render. */
function useDelayElapsed(delayMs: number): boolean {
  const [hasElapsed, setHasElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHasElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return hasElapsed;
}

export function ConfigGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const query = useQuery(siteConfigQuery);
  const config = useMemo(() => (query.data ? toSiteConfig(query.data) : null), [query.data]);
  const maySplash = useDelayElapsed(SPLASH_DELAY_MS);

  useEffect(() => {
    if (config) applyBranding(config.title, config.logo);
  }, [config]);

  if (config) return <SiteConfigContext value={config}>{children}</SiteConfigContext>;

  if (query.isError) {
    return (
      <div className="boot-screen" data-testid="config-retry">
        <div className="boot-failed-icon">
          <Icon name="refresh" size={30} />
        </div>
        <h1 className="boot-title">{t('app.configFailedTitle')}</h1>
        <p className="boot-hint">{t('app.configFailedHint')}</p>
        <Button
          color="primary"
          shape="rounded"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
          data-testid="config-retry-button"
        >
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  if (!maySplash) return null;

  return (
    <div className="boot-screen" data-testid="boot-loading">
      <BrandMark size={72} />
      <p className="boot-hint">{t('common.loading')}</p>
    </div>
  );
}
