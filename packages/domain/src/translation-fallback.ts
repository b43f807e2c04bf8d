// What to show when a text has no translation (spec §8). The key itself is shown, unless it still
// contains Chinese characters and the reader would not read them: then a generic word for "error"
// in the reader's language. Chinese readers (zh, ch) keep the Chinese key since it is readable;
// for Japanese the spec asks for a Japanese word too.
import type { Language } from './languages.ts';

/** CJK unified ideographs (with extension A) and CJK compatibility ideographs. */
const CHINESE_CHARACTER = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

export const GENERIC_ERROR_WORD: Record<Exclude<Language, 'zh' | 'ch'>, string> = {
  en: 'Error',
  ml: 'Ralat',
  ja: 'エラー',
  ko: '오류',
};

export function containsChineseCharacters(text: string): boolean {
  return CHINESE_CHARACTER.test(text);
}

/**
 * The text shown for a key with no translation. `language` is the stored language; undefined or an
 * unknown code reads as English.
 */
export function translationFallback(key: string, language: Language | undefined): string {
  if (!containsChineseCharacters(key)) return key;
  switch (language) {
    case 'zh':
    case 'ch':
      return key;
    case 'ml':
    case 'ja':
    case 'ko':
    case 'en':
      return GENERIC_ERROR_WORD[language];
    case undefined:
      return GENERIC_ERROR_WORD.en;
  }
}
