// /information/aboutUs — who Saham is and what it offers: the exchanges claim beside the markets the
// server has, the company information and licence disclosure staff set (site configuration, issue 16
// §6), and links to the legal texts and app info.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES } from '@saham/domain/languages';
import { useMarketsClaim } from '../../shared/config/markets-claim.ts';
import { siteText, useSiteConfig } from '../../shared/config/site-config.ts';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { MenuList } from '../../shared/ui/menu-list.tsx';
import { Page } from '../../shared/ui/page.tsx';
import './account.css';

export function AboutUsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useSiteConfig();
  const language = useLanguage();
  const { claim, markets, marketsLine } = useMarketsClaim();
  const { title, logo } = config;
  const name = title || t('app.name');
  const companyInfo = siteText(config, 'companyInfo', language);
  const licence = siteText(config, 'licenceDisclosure', language);
  return (
    <Page title={t('screens.aboutUs')} testId="about-us-screen">
      <section className="card about-hero">
        <BrandMark size={72} src={logo || undefined} />
        <h2 className="about-name">{name}</h2>
        <p className="muted">{t('about.tagline')}</p>
        <div className="about-stats">
          <div className="about-stat">
            <strong>{markets.length}</strong>
            <span>{t('about.markets')}</span>
          </div>
          <div className="about-stat">
            <strong>{LANGUAGES.length}</strong>
            <span>{t('about.languages')}</span>
          </div>
        </div>
        <p className="about-claim" data-testid="about-claim">
          <strong>{claim}</strong>
          {marketsLine && <span>{marketsLine}</span>}
        </p>
      </section>
      {companyInfo && (
        <section className="card article" data-testid="about-company">
          <h2>{t('honest.companyTitle')}</h2>
          <p className="about-site-text">{companyInfo}</p>
        </section>
      )}
      {licence && (
        <section className="card article" data-testid="about-licence">
          <h2>{t('honest.licenceTitle')}</h2>
          <p className="about-site-text">{licence}</p>
        </section>
      )}
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
