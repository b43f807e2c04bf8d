// Every language of the back office has every key, every error code of the contract, and the same
// {{placeholders}} as English, so no screen shows a raw key or drops a value.
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_CODES } from '@saham/contract/errors';
import { LANGUAGES } from '@saham/domain/languages';
import type { Language } from '@saham/domain/languages';
import zh from './zh.json';
import ch from './ch.json';
import en from './en.json';
import ml from './ml.json';
import ja from './ja.json';
import ko from './ko.json';

const CATALOGUES: Record<Language, unknown> = { zh, ch, en, ml, ja, ko };

/** `{a: {b: 'x'}}` → `{'a.b': 'x'}`; a non-string leaf is kept so that the test can name it. */
function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null) return entries;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === 'object' && value !== null) {
      for (const [nested, leaf] of flatten(value, `${path}.`)) entries.set(nested, leaf);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string'
    ? [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort()
    : [];
}

const english = flatten(en);

describe.each(LANGUAGES)('the %s catalogue', (language) => {
  const catalogue = flatten(CATALOGUES[language]);

  it('has every key of the English catalogue and no other', () => {
    expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has a non-empty text for every key', () => {
    const blank = [...catalogue].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(blank.map(([key]) => key)).toEqual([]);
  });

  it('translates every error code of the contract', () => {
    const missing = ERROR_CODES.filter((code) => typeof catalogue.get(`errors.${code}`) !== 'string');
    expect(missing).toEqual([]);
  });

  it("uses exactly each error code's params as placeholders", () => {
    for (const code of ERROR_CODES) {
      const expected = Object.keys(ERROR_CATALOGUE[code]).sort();
      expect(placeholders(catalogue.get(`errors.${code}`)), `errors.${code}`).toEqual(expected);
    }
  });

  it('keeps the placeholders of the English text', () => {
    for (const [key, text] of english) {
      expect(placeholders(catalogue.get(key)), key).toEqual(placeholders(text));
    }
  });
});

describe('the English catalogue', () => {
  it('has no error text for a code the contract does not have', () => {
    const codes = new Set<string>(ERROR_CODES);
    const extra = [...english.keys()]
      .filter((key) => key.startsWith('errors.'))
      .map((key) => key.slice('errors.'.length))
      .filter((code) => !codes.has(code));
    expect(extra).toEqual([]);
  });
});
