// Large volumes and values shortened in each language's own units (萬/億, 万/亿, 万/億, 만/억, K/M/B in
// English, K/J/B — ribu, juta, bilion — in Malay), on decimal strings, cut down and never rounded up.
// Shared by the member app's formatters and the server's generated market wraps.
import type { Language } from './languages.ts';

interface Unit {
  digits: number;
  suffix: string;
}

/** Largest first: each language's own words for ten thousand, million, hundred million… */
const COMPACT_UNITS: Record<Language, readonly Unit[]> = {
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
  // Intl's Malay compact words: ribu K, juta J, bilion B, trilion T.
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

/** "123456789.5" → "1.23億" (zh), "123.45M" (en), "123.45J" (ml); cut down, never rounded up. */
export function formatCompact(text: string, language: Language): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return text;
  const [, sign = '', rawWhole = '0', fraction = ''] = match;
  const whole = rawWhole.replace(/^0+(?=\d)/, '');
  for (const unit of COMPACT_UNITS[language]) {
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
