// /information/aboutInfo — about this app: version, build, languages and risk notice.
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@saham/domain/languages';
import { APP_BUILD_TIME, APP_VERSION } from '../../shared/config/app-info.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { MenuList } from '../../shared/ui/menu-list.tsx';
import { Page } from '../../shared/ui/page.tsx';

export function AboutInfoScreen() {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <Page title={t('screens.aboutInfo')} testId="about-info-screen">
      <MenuList
        items={[
          {
            key: 'version',
            label: t('aboutInfo.version'),
            icon: 'info',
            tone: 'blue',
            value: APP_VERSION,
            testId: 'about-version',
          },
          {
            key: 'build',
            label: t('aboutInfo.build'),
            icon: 'clock',
            tone: 'grey',
            value: date(APP_BUILD_TIME),
          },
          {
            key: 'languages',
            label: t('aboutInfo.languages'),
            icon: 'globe',
            tone: 'teal',
            value: String(LANGUAGES.length),
          },
        ]}
      />
      <section className="card article">
        <h2>{t('aboutInfo.riskTitle')}</h2>
        <p>{t('aboutInfo.riskText')}</p>
      </section>
    </Page>
  );
}
