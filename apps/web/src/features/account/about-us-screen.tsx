// /information/aboutUs — who Saham is and what it offers, with links to the legal texts and app info.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES } from '@saham/domain/languages';
import { useSiteConfig } from '../../shared/config/site-config.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { MenuList } from '../../shared/ui/menu-list.tsx';
import { Page } from '../../shared/ui/page.tsx';
import './account.css';

/** Exchanges reachable through the platform (spec §9) and the markets of the market-data engine. */
const EXCHANGE_COUNT = 135;
const MARKET_COUNT = 7;

export function AboutUsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { title, logo } = useSiteConfig();
  const name = title || t('app.name');
  return (
    <Page title={t('screens.aboutUs')} testId="about-us-screen">
      <section className="card about-hero">
        <BrandMark size={72} src={logo || undefined} />
        <h2 className="about-name">{name}</h2>
        <p className="muted">{t('about.tagline')}</p>
        <div className="about-stats">
          <div className="about-stat">
            <strong>{EXCHANGE_COUNT}</strong>
            <span>{t('about.exchanges')}</span>
          </div>
          <div className="about-stat">
            <strong>{MARKET_COUNT}</strong>
            <span>{t('about.markets')}</span>
          </div>
          <div className="about-stat">
            <strong>{LANGUAGES.length}</strong>
            <span>{t('about.languages')}</span>
          </div>
        </div>
      </section>
      <section className="card article">
        <p>{t('about.body1', { name })}</p>
        <p>{t('about.body2')}</p>
        <p>{t('about.body3')}</p>
      </section>
      <MenuList
        items={[
          {
            key: 'info',
            label: t('screens.aboutInfo'),
            icon: 'info',
            tone: 'blue',
            onClick: () => void navigate(ROUTES.aboutInfo),
            testId: 'about-info',
          },
          {
            key: 'agreement',
            label: t('screens.agreement'),
            icon: 'file',
            tone: 'grey',
            onClick: () => void navigate(ROUTES.agreement),
            testId: 'about-agreement',
          },
          {
            key: 'privacy',
            label: t('screens.privacy'),
            icon: 'shield',
            tone: 'green',
            onClick: () => void navigate(ROUTES.privacy),
            testId: 'about-privacy',
          },
        ]}
      />
    </Page>
  );
}
