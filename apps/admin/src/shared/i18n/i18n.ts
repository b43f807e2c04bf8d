// i18next for the back office: one JSON catalogue per language in src/i18n/, English by default for
// staff, the choice kept in localStorage under `adminLanguage` (the member app keeps its own key).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage } from '@saham/domain/languages';
import type { Language } from '@saham/domain/languages';
import zh from '../../i18n/zh.json';
import ch from '../../i18n/ch.json';
import en from '../../i18n/en.json';
import ml from '../../i18n/ml.json';
import ja from '../../i18n/ja.json';
import ko from '../../i18n/ko.json';

const STORAGE_KEY = 'adminLanguage';
export const DEFAULT_ADMIN_LANGUAGE: Language = 'en';

/** BCP 47 tags for Intl formatting and the document's `lang`. */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  zh: 'zh-TW',
  ch: 'zh-CN',
  en: 'en-MY',
  ml: 'ms-MY',
  ja: 'ja-JP',
  ko: 'ko-KR',
};

function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_ADMIN_LANGUAGE;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_ADMIN_LANGUAGE;
}

export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = LANGUAGE_LOCALES[language];
  await i18next.changeLanguage(language);
}

export async function initI18n(): Promise<void> {
  const language = storedLanguage();
  document.documentElement.lang = LANGUAGE_LOCALES[language];
  await i18next.use(initReactI18next).init({
    resources: {
      zh: { translation: zh },
      ch: { translation: ch },
      en: { translation: en },
      ml: { translation: ml },
      ja: { translation: ja },
      ko: { translation: ko },
    },
    lng: language,
    fallbackLng: 'en',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}
