// Picks a stored text in the reader's language: that language, else English, else Traditional Chinese
// (the default language), else empty. A language stored as an empty string counts as missing.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@saham/domain/languages';

export function pickLocalizedText(texts: Readonly<Record<string, string>>, language: Language): string {
  for (const candidate of [language, 'en', DEFAULT_LANGUAGE]) {
    const text = texts[candidate];
    if (text !== undefined && text !== '') return text;
  }
  return '';
}

/**
 * A visitor's language from the `accept-language` header. The app sends its stored code (zh, ch,
 * en, ml, ja, ko); anything else, a browser's "en-US,en;q=0.9" included, reads as the default.
 */
export function languageFromHeader(header: string | undefined): Language {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}
