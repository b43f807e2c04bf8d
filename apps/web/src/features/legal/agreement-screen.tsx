// /login/agreement — the user agreement a member accepts when registering.
import { useTranslation } from 'react-i18next';
import { LegalDocument } from './legal-document.tsx';

const SECTIONS = [
  'acceptance',
  'account',
  'risk',
  'trading',
  'funds',
  'conduct',
  'termination',
  'law',
] as const;

export function AgreementScreen() {
  const { t } = useTranslation();
  return (
    <LegalDocument
      title={t('screens.agreement')}
      intro={t('agreement.intro')}
      testId="agreement"
      sections={SECTIONS.map((id) => ({
        id,
        title: t(`agreement.${id}Title`),
        body: <p>{t(`agreement.${id}Body`)}</p>,
      }))}
    />
  );
}
