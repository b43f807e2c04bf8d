import { useTranslation } from 'react-i18next';
import { isLanguage } from '@saham/domain/languages';
import type { Language } from '@saham/domain/languages';
import { DEFAULT_ADMIN_LANGUAGE } from './i18n.ts';

/** The language the back office is shown in; re-renders when the staff member switches it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_ADMIN_LANGUAGE;
}
