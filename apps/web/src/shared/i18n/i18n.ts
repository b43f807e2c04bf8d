// i18next setup: one JSON catalogue per language in src/i18n/, loaded on demand so the first screen
// carries only the language it shows. Missing keys go through the spec §8 fallback.
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@saham/domain/languages';
import { translationFallback } from '@saham/domain/translation-fallback';
import { readItem, STORAGE_KEYS, writeItem } from '../storage/local-store.ts';

// The catalogues are JSON files fetched on demand (JSON.parse is cheaper than running the same object
// as a script), and early-start.ts preloads the stored language's one while the bundle downloads.
const catalogueUrls = import.meta.glob<string>('../../i18n/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

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
  const url = catalogueUrls[`../../i18n/${language}.json`];
  if (!url) throw new Error(`No catalogue for ${language}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Catalogue ${language}: HTTP ${response.status}`);
  const catalogue: unknown = await response.json();
  if (typeof catalogue !== 'object' || catalogue === null)
    throw new Error(`Catalogue ${language} is not an object`);
  i18next.addResourceBundle(language, 'translation', catalogue);
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
