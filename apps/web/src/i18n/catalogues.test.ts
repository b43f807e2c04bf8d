// Every language has every key (ARCHITECTURE, Front ends), and every error code of the contract's
// catalogue has a translation in every language.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@saham/contract/errors';
import { LANGUAGES, type Language } from '@saham/domain/languages';
import ch from './ch.json';
import en from './en.json';
import ja from './ja.json';
import ko from './ko.json';
import ml from './ml.json';
import zh from './zh.json';

const CATALOGUES: Record<Language, unknown> = { zh, ch, en, ml, ja, ko };

/** Every leaf of a catalogue as `a.b.c` → text. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [leaf, text] of flatten(child, prefix ? `${prefix}.${key}` : key)) leaves.set(leaf, text);
    }
  } else {
    leaves.set(prefix, value);
  }
  return leaves;
}

const flattened = new Map(LANGUAGES.map((language) => [language, flatten(CATALOGUES[language])]));
const allKeys = new Set([...flattened.values()].flatMap((leaves) => [...leaves.keys()]));
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe.each(LANGUAGES)('the %s catalogue', (language) => {
  const leaves = flattened.get(language) ?? new Map<string, unknown>();

  it('has every key that another language has', () => {
    const missing = [...allKeys].filter((key) => !leaves.has(key));
    expect(missing).toEqual([]);
  });

  it('translates every error code of the contract', () => {
    const missing = ERROR_CODES.filter((code) => !leaves.has(`errors.${code}`));
    expect(missing).toEqual([]);
  });

  it('has only non-empty texts', () => {
    const empty = [...leaves]
      .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('keeps the placeholders and tags of the English text', () => {
    const english = flattened.get('en') ?? new Map<string, unknown>();
    const differing = [...leaves]
      .filter(
        ([key, text]) =>
          english.has(key) && placeholders(text).join() !== placeholders(english.get(key)).join(),
      )
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});

/** Indicator names every language's trading apps write the same way. */
const UNIVERSAL_TERMS = new Set(['MA', 'MACD', 'RSI']);

describe('the catalogues', () => {
  it('are real translations rather than copies of English', () => {
    const english = flattened.get('en') ?? new Map<string, unknown>();
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      const leaves = flattened.get(language) ?? new Map<string, unknown>();
      // A text with no letters besides its placeholders (`{{leverage}}×`) has nothing to translate.
      const hasWords = (text: unknown) =>
        typeof text === 'string' && /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));
      const copied = [...leaves]
        .filter(
          ([key, text]) => text === english.get(key) && hasWords(text) && !UNIVERSAL_TERMS.has(String(text)),
        )
        .map(([key]) => key);
      // A few texts are the same in every language (the brand name, currency codes).
      expect(copied.length, `${language} copies ${copied.join(', ')}`).toBeLessThan(5);
    }
  });
});
