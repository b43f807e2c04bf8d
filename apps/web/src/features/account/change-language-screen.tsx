// /information/changeLang — the language switcher: all six languages, each in its own name. The choice
// is stored on the device and, for a logged-in member, saved with user/updateSettings.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NATIVE_NAMES, LANGUAGES, type Language } from '@saham/domain/languages';
import { isApiError } from '../../shared/api/api-error.ts';
import { useUpdateSettings } from '../../shared/api/update-settings.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { switchLanguage, useLanguage } from '../../shared/i18n/i18n.ts';
import { useSession } from '../../shared/storage/session.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { Page } from '../../shared/ui/page.tsx';
import './account.css';

export function ChangeLanguageScreen() {
  const { t } = useTranslation();
  const current = useLanguage();
  const session = useSession();
  const updateSettings = useUpdateSettings();
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState<Language | null>(null);

  const choose = async (language: Language) => {
    if (language === current || switching) return;
    setSwitching(language);
    try {
      await switchLanguage(language);
      // Notices and other server texts come in the member's language: fetch them again once saved.
      if (session && !session.isGuest) await updateSettings.mutateAsync({ language });
      await queryClient.invalidateQueries();
    } catch (error) {
      // A refused save is already shown by the mutation cache; a catalogue that did not load is not.
      if (!isApiError(error)) showToast(t('errors.NETWORK_ERROR'));
    } finally {
      setSwitching(null);
    }
  };

  return (
    <Page title={t('screens.changeLanguage')} testId="change-language-screen">
      <section className="card menu-card">
        <ul className="language-list" role="radiogroup" aria-label={t('screens.changeLanguage')}>
          {LANGUAGES.map((language) => {
            const isCurrent = language === current;
            return (
              <li key={language}>
                <button
                  type="button"
                  role="radio"
                  aria-checked={isCurrent}
                  className="language-option"
                  onClick={() => void choose(language)}
                  disabled={switching !== null}
                  data-testid={`language-option-${language}`}
                >
                  {/* Names only: the codes read wrongly ("ML" as Malayalam, "CH" for Simplified Chinese). */}
                  <span className="language-name" lang={language === 'ml' ? 'ms' : language}>
                    {LANGUAGE_NATIVE_NAMES[language]}
                  </span>
                  {isCurrent && <Icon name="check" size={20} strokeWidth={2.4} className="language-check" />}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      <p className="muted small">
        {session && !session.isGuest ? t('language.savedToAccount') : t('language.savedToDevice')}
      </p>
    </Page>
  );
}
