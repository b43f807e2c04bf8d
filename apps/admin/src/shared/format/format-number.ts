// Numbers in messages. Money arrives as a decimal string and is formatted by packages/domain as text,
// never through a JavaScript `number`.
import { formatMoney as formatDecimalMoney, isDecimalString } from '@saham/domain/format-money';
import type { Language } from '@saham/domain/languages';
import { LANGUAGE_LOCALES } from '../i18n/i18n.ts';

/** Thousands separators and two decimals: "1234.5" → "1,234.50"; anything else is shown as sent. */
export function formatMoney(value: string | number): string {
  const text = String(value);
  return isDecimalString(text) ? formatDecimalMoney(text) : text;
}

function isIntegerLiteral(value: string): value is `${number}` {
  return /^-?\d+$/.test(value);
}

/** A count with the language's digit grouping: 10000 → "10,000". */
export function formatCount(value: string | number, language: Language): string {
  const text = String(value);
  return isIntegerLiteral(text) ? new Intl.NumberFormat(LANGUAGE_LOCALES[language]).format(text) : text;
}
