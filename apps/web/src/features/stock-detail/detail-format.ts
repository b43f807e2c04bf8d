// Number formatting of the detail screens, on decimal strings (never through a float): volumes,
// turnovers and market caps shortened with the reader's units (万/億 in Chinese and Japanese, 만/억
// in Korean, K/M/B in English, ribu/juta/bilion in Malay), cut down rather than rounded up, and a
// sign and tone for changes.
import type { Language } from '@saham/domain/languages';
import { formatCompact } from '../../shared/format/format-number.ts';

/** "123456789.5" → "1.23億" (zh) or "123.45M" (en): the shared formatter's language units. */
export function compactNumber(text: string, language: Language): string {
  return formatCompact(text, language);
}

export type Tone = 'up' | 'down' | 'flat';

/** Up for a positive decimal, down for a negative one, flat for zero. */
export function toneOf(change: string): Tone {
  if (/^-?0*(\.0*)?$/.test(change.trim())) return 'flat';
  return change.trim().startsWith('-') ? 'down' : 'up';
}

/** A change with its sign: "+0.12", "-0.12", "0.00". */
export function signed(change: string): string {
  return toneOf(change) === 'up' ? `+${change}` : change;
}
