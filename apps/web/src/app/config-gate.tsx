// Spec §1: the app mounts only after the site configuration call succeeds. Until then a splash; on
// failure a retry screen. Once loaded, the document title and favicon come from `title` and `logo`.
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect, useMemo, type ReactNode } from 'react';
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

export function ConfigGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const query = useQuery(siteConfigQuery);
  const config = useMemo(() => (query.data ? toSiteConfig(query.data) : null), [query.data]);

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

  return (
    <div className="boot-screen" data-testid="boot-loading">
      <BrandMark size={72} />
      <p className="boot-hint">{t('common.loading')}</p>
    </div>
  );
}
