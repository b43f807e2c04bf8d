// Number formatting of the detail screens, on decimal strings (never through a float): volumes,
// turnovers and market caps shortened with the reader's units (万/億 in Chinese and Japanese, 만/억
// in Korean, K/M/B in English, ribu/juta/bilion in Malay), cut down rather than rounded up, and a
// sign and tone for changes.
import type { Language } from '@saham/domain/languages';

interface Unit {
  digits: number;
  suffix: string;
}

/** Largest first. */
const UNITS: Record<Language, readonly Unit[]> = {
  zh: [
    { digits: 12, suffix: '兆' },
    { digits: 8, suffix: '億' },
    { digits: 4, suffix: '萬' },
  ],
  ch: [
    { digits: 12, suffix: '万亿' },
    { digits: 8, suffix: '亿' },
    { digits: 4, suffix: '万' },
  ],
  ja: [
    { digits: 12, suffix: '兆' },
    { digits: 8, suffix: '億' },
    { digits: 4, suffix: '万' },
  ],
  ko: [
    { digits: 12, suffix: '조' },
    { digits: 8, suffix: '억' },
    { digits: 4, suffix: '만' },
  ],
  en: [
    { digits: 12, suffix: 'T' },
    { digits: 9, suffix: 'B' },
    { digits: 6, suffix: 'M' },
    { digits: 3, suffix: 'K' },
  ],
  ml: [
    { digits: 12, suffix: 'T' },
    { digits: 9, suffix: 'B' },
    { digits: 6, suffix: 'J' },
    { digits: 3, suffix: 'K' },
  ],
};

function grouped(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "123456789.5" → "1.23億" (zh) or "123.45M" (en); small numbers keep their digits, grouped. */
export function compactNumber(text: string, language: Language): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return text;
  const [, sign = '', rawWhole = '0', fraction = ''] = match;
  const whole = rawWhole.replace(/^0+(?=\d)/, '');
  for (const unit of UNITS[language]) {
    if (whole.length > unit.digits) {
      const head = whole.slice(0, whole.length - unit.digits);
      const decimals = whole
        .slice(whole.length - unit.digits, whole.length - unit.digits + 2)
        .replace(/0+$/, '');
      return `${sign}${grouped(head)}${decimals === '' ? '' : `.${decimals}`}${unit.suffix}`;
    }
  }
  const shortFraction = fraction.slice(0, 2).replace(/0+$/, '');
  return `${sign}${grouped(whole)}${shortFraction === '' ? '' : `.${shortFraction}`}`;
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
