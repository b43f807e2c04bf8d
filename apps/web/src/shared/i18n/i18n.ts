// i18next setup: one JSON catalogue per language in src/i18n/, loaded on demand so the first screen
// carries only the language it shows. Missing keys go through the spec §8 fallback.
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@saham/domain/languages';
import { translationFallback } from '@saham/domain/translation-fallback';
import { readItem, STORAGE_KEYS, writeItem } from '../storage/local-store.ts';

type Catalogue = Record<string, unknown>;

const catalogues = import.meta.glob<Catalogue>('../../i18n/*.json', { import: 'default' });

/** The stored language, `zh` when nothing (or something unknown) is stored (spec §1). */
export function storedLanguage(): Language {
  const stored = readItem(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : storedLanguage();
}

/** The BCP 47 tag of each language, for <html lang> and number formatting. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  zh: 'zh-Hant',
  ch: 'zh-Hans',
  en: 'en',
  ml: 'ms',
  ja: 'ja',
  ko: 'ko',
};

async function loadCatalogue(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const load = catalogues[`../../i18n/${language}.json`];
  if (!load) throw new Error(`No catalogue for ${language}`);
  i18next.addResourceBundle(language, 'translation', await load());
}

export async function initI18n(language: Language = storedLanguage()): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    parseMissingKeyHandler: (key: string) => translationFallback(key, currentLanguage()),
  });
  await loadCatalogue(language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

/** Switches the language: loads its catalogue, stores the choice and re-renders every screen. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  await i18next.changeLanguage(language);
  writeItem(STORAGE_KEYS.language, language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

/** The language on screen, re-rendering on a switch. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
