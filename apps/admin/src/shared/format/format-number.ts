// Money arrives as a decimal string and is formatted from the string, never through a `number`.
import type { Language } from '@saham/domain/languages';
import { LANGUAGE_LOCALES } from '../i18n/i18n.ts';

function isNumericLiteral(value: string): value is Intl.StringNumericLiteral {
  return /^-?\d+(\.\d+)?$/.test(value);
}

/** Thousands separators and at least two decimals: "1234.5" → "1,234.50". */
export function formatMoney(value: string | number, language: Language): string {
  const text = String(value);
  if (!isNumericLiteral(text)) return text;
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 20,
  }).format(text);
}

export function formatCount(value: string | number, language: Language): string {
  const text = String(value);
  if (!isNumericLiteral(text)) return text;
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language], { maximumFractionDigits: 20 }).format(text);
}
