import { describe, expect, it } from 'vitest';
import { containsChineseCharacters, translationFallback } from './translation-fallback.ts';

describe('translationFallback', () => {
  it('shows a key without Chinese characters as it is, in every language', () => {
    expect(translationFallback('errors.SOMETHING_NEW', 'en')).toBe('errors.SOMETHING_NEW');
    expect(translationFallback('errors.SOMETHING_NEW', 'ml')).toBe('errors.SOMETHING_NEW');
    expect(translationFallback('Saldo', 'ja')).toBe('Saldo');
    expect(translationFallback('Saldo', undefined)).toBe('Saldo');
  });

  it('shows Ralat for Malay readers of a Chinese key', () => {
    expect(translationFallback('余额不足', 'ml')).toBe('Ralat');
  });

  it('shows Error for English readers and when no language is set', () => {
    expect(translationFallback('餘額不足', 'en')).toBe('Error');
    expect(translationFallback('系统繁忙 please retry', undefined)).toBe('Error');
  });

  it('shows a Japanese word for Japanese readers', () => {
    expect(translationFallback('余额不足', 'ja')).toBe('エラー');
  });

  it('shows a Korean word for Korean readers', () => {
    expect(translationFallback('余额不足', 'ko')).toBe('오류');
  });

  it('keeps a Chinese key for Chinese readers, who can read it', () => {
    expect(translationFallback('餘額不足', 'zh')).toBe('餘額不足');
    expect(translationFallback('余额不足', 'ch')).toBe('余额不足');
  });
});

describe('containsChineseCharacters', () => {
  it('finds ideographs but not kana, hangul or Latin text', () => {
    expect(containsChineseCharacters('abc 漢')).toBe(true);
    expect(containsChineseCharacters('カタカナ')).toBe(false);
    expect(containsChineseCharacters('한국어')).toBe(false);
    expect(containsChineseCharacters('Ralat')).toBe(false);
  });
});
