// /login/privacy — the privacy policy, with the retention periods of spec §9 and the consent rule for
// children under 14.
import { useTranslation } from 'react-i18next';
import { LegalDocument } from './legal-document.tsx';

const RETENTION = [
  'retentionTransactions',
  'retentionInvestment',
  'retentionProvision',
  'retentionRecords',
] as const;

export function PrivacyScreen() {
  const { t } = useTranslation();
  const paragraph = (id: string) => ({
    id,
    title: t(`privacy.${id}Title`),
    body: <p>{t(`privacy.${id}Body`)}</p>,
  });
  return (
    <LegalDocument
      title={t('screens.privacy')}
      intro={t('privacy.intro')}
      testId="privacy"
      sections={[
        paragraph('collect'),
        paragraph('use'),
        paragraph('share'),
        {
          id: 'retention',
          title: t('privacy.retentionTitle'),
          body: (
            <>
              <p>{t('privacy.retentionBody')}</p>
              <ul>
                {RETENTION.map((key) => (
                  <li key={key} data-testid={`privacy-${key}`}>
                    {t(`privacy.${key}`)}
                  </li>
                ))}
              </ul>
            </>
          ),
        },
        paragraph('minors'),
        paragraph('rights'),
        paragraph('security'),
        paragraph('contact'),
      ]}
    />
  );
}
