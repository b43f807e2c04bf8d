// Turns any error into the text a staff member reads: `errors.<CODE>` in the current language with
// its params formatted by kind (money, count, time range, text) as the contract's catalogue says.
import type { TFunction } from 'i18next';
import { ERROR_CATALOGUE } from '@saham/contract/errors';
import type { ErrorCode, ErrorParams, ParamKind } from '@saham/contract/errors';
import type { Language } from '@saham/domain/languages';
import { ApiRefusal } from '../api/api-refusal.ts';
import { formatTimeRange } from '@saham/domain/format-time-range';
import { formatCount, formatMoney } from '../format/format-number.ts';

function formatParam(kind: ParamKind, value: string | number, language: Language): string {
  switch (kind) {
    case 'money':
      return formatMoney(value);
    case 'count':
      return formatCount(value, language);
    case 'timeRange':
      return formatTimeRange(String(value));
    case 'text':
      return String(value);
    default: {
      const unknownKind: never = kind;
      return String(unknownKind);
    }
  }
}

export function formatErrorParams(code: ErrorCode, params: ErrorParams, language: Language): ErrorParams {
  const kinds: Readonly<Record<string, ParamKind>> = ERROR_CATALOGUE[code];
  const formatted: ErrorParams = {};
  for (const [name, value] of Object.entries(params)) {
    const kind = kinds[name] ?? 'text';
    formatted[name] = formatParam(kind, value, language);
  }
  return formatted;
}

export function describeError(t: TFunction, error: unknown, language: Language): string {
  const refusal = error instanceof ApiRefusal ? error : new ApiRefusal('SYSTEM_BUSY');
  return t(`errors.${refusal.code}`, formatErrorParams(refusal.code, refusal.params, language));
}
