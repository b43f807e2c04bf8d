// The languages Saham speaks. `zh` (Traditional Chinese) is the default when nothing is stored (spec §1).
export const LANGUAGES = ['zh', 'ch', 'en', 'ml', 'ja', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

/** Each language named in itself, as the switcher shows it. */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  zh: '繁體中文',
  ch: '简体中文',
  en: 'English',
  ml: 'Bahasa Melayu',
  ja: '日本語',
  ko: '한국어',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && LANGUAGES.some((known) => known === value);
}
