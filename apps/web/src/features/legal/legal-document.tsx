import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../shared/ui/page.tsx';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal text: its title, when it took effect, and numbered sections. */
export function LegalDocument({
  title,
  intro,
  sections,
  testId,
}: {
  title: string;
  intro: string;
  sections: LegalSection[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Page title={title} testId={testId}>
      <article className="card article">
        <p className="muted small">{t('legal.effective')}</p>
        <p>{intro}</p>
        {sections.map((section, index) => (
          <section key={section.id} data-testid={`${testId}-${section.id}`}>
            <h2>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </article>
    </Page>
  );
}
