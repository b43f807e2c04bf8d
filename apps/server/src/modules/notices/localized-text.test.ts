import { describe, expect, it } from 'vitest';
import { languageFromHeader, pickLocalizedText } from './localized-text.ts';

const texts = { zh: '公告', ch: '公告（简）', en: 'Notice', ml: '', ja: 'お知らせ', ko: '' };

describe('localized text', () => {
  it("picks the reader's language", () => {
    expect(pickLocalizedText(texts, 'ja')).toBe('お知らせ');
    expect(pickLocalizedText(texts, 'ch')).toBe('公告（简）');
  });

  it('falls back to English when the language is empty, then to Traditional Chinese', () => {
    expect(pickLocalizedText(texts, 'ml')).toBe('Notice');
    expect(pickLocalizedText({ zh: '公告', en: '', ko: '' }, 'ko')).toBe('公告');
    expect(pickLocalizedText({ ja: 'お知らせ' }, 'ko')).toBe('');
  });

  it.each([
    ['en', 'en'],
    ['ko', 'ko'],
    [' ML ', 'ml'],
    ['ja;q=0.9, en', 'ja'],
    ['fr', 'zh'],
    ['en-US,en;q=0.9', 'zh'],
    [undefined, 'zh'],
    ['', 'zh'],
  ] as const)('reads the accept-language header "%s" as %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});
