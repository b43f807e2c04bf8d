// Turns an API error into the sentence a member reads (spec §8): the code is translated through
// `errors.<CODE>`, and each parameter is formatted by its kind in the contract's catalogue —
// money with separators and 2 decimals (its currency's decimals when the refusal names a `currency`:
// "10,000 JPY"), a time window as hh:mm:ss-hh:mm:ss, a count as a number.
import { ERROR_CATALOGUE, isErrorCode, type ErrorParams, type ParamKind } from '@saham/contract/errors';
import { isCurrency, type Currency } from '@saham/domain/currencies';
import { formatMoney, isDecimalString } from '@saham/domain/format-money';
import { formatTimeRange } from '@saham/domain/format-time-range';
import type { Language } from '@saham/domain/languages';
import { translationFallback } from '@saham/domain/translation-fallback';
import type { ApiError } from '../api/api-error.ts';

export type Translate = (key: string, values?: Record<string, string>) => string;

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatParam(kind: ParamKind, value: string | number, currency?: Currency): string {
  const text = String(value);
  switch (kind) {
    case 'money':
      return isDecimalString(text) ? formatMoney(text, currency === undefined ? {} : { currency }) : text;
    case 'timeRange':
      return formatTimeRange(text);
    case 'count':
      return Number.isFinite(Number(text)) && text.trim() !== '' ? countFormat.format(Number(text)) : text;
    case 'text':
      return text;
  }
}

/** Each param formatted by its catalogue kind; params the catalogue does not name are passed as text. */
export function formatErrorParams(code: string, params: ErrorParams): Record<string, string> {
  const kinds: Readonly<Record<string, ParamKind>> = isErrorCode(code) ? ERROR_CATALOGUE[code] : {};
  const currency = isCurrency(params.currency) ? params.currency : undefined;
  const formatted: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const kind = kinds[name] ?? 'text';
    formatted[name] = formatParam(kind, value, currency);
  }
  return formatted;
}

/** The translated message for an error; an unknown code goes through the translation fallback. */
export function errorMessage(error: ApiError, t: Translate, language: Language): string {
  switch (error.kind) {
    case 'unauthorized':
      return t('common.sessionExpired');
    case 'network':
      return t('errors.NETWORK_ERROR');
    case 'http':
      return t('errors.SYSTEM_BUSY');
    case 'refusal':
      if (isErrorCode(error.code))
        return t(`errors.${error.code}`, formatErrorParams(error.code, error.params));
      return translationFallback(error.code, language);
  }
}
