// Unit tests of the rules every request input obeys; apps/server/src/http/bad-input-walk.test.ts sends
// them to every call over HTTP.
import { describe, expect, it } from 'vitest';
import {
  dateSchema,
  decimalInputSchema,
  isWithinMoneyMaximum,
  MAX_MONEY_MAJOR,
  quantityInputSchema,
  unsafeTextPath,
} from './inputs.ts';
import { login } from './user.ts';
import { createNotice } from './admin-content.ts';
import { removeFavorites } from './favorites.ts';

describe('text without NUL characters or lone surrogates', () => {
  it('finds the first unsafe text by its path, in keys too', () => {
    expect(unsafeTextPath({ a: 'ok', b: ['fine', 'x\u0000'] })).toEqual(['b', 1]);
    expect(unsafeTextPath({ a: { b: 'a\ud800b' } })).toEqual(['a', 'b']);
    expect(unsafeTextPath({ a: 'lone low \udc00' })).toEqual(['a']);
    expect(unsafeTextPath({ 'key\u0000': 'value' })).toEqual(['key\u0000']);
    expect(unsafeTextPath({ a: 'emoji 😀 and 中文', b: 12, c: null, d: [true] })).toBeNull();
  });

  it('is refused by the calls of the contract, naming the field', () => {
    expect(login.request.safeParse({ account: 'a\u0000', password: 'x' }).error?.issues[0]?.path).toEqual([
      'account',
    ]);
    const text = { zh: 'x', ch: 'x', en: 'x', ml: 'x', ja: 'x', ko: 'x' };
    const notice = { memberAccount: null, title: text, content: { ...text, ko: 'x\u0000' } };
    expect(createNotice.request.safeParse(notice).error?.issues[0]?.path).toEqual(['content', 'ko']);
    expect(createNotice.request.safeParse({ ...notice, content: text }).success).toBe(true);
    const symbols = removeFavorites.request.safeParse({ symbols: ['MY:1155', 'MY:\ud83d'] });
    expect(symbols.error?.issues[0]?.path).toEqual(['symbols', 1]);
  });
});

describe('dates that exist', () => {
  it('accepts calendar days and refuses days of the right shape that do not exist', () => {
    for (const date of ['2026-02-28', '2028-02-29', '2000-02-29', '2026-12-31', '1900-01-01']) {
      expect(dateSchema.safeParse(date).success, date).toBe(true);
    }
    for (const date of ['2026-02-30', '2026-13-45', '2026-02-29', '1900-02-29', '2026-04-31', '0000-01-01']) {
      expect(dateSchema.safeParse(date).success, date).toBe(false);
    }
    for (const date of ['2026-1-05', '2026-01-05T00:00:00Z', '', '20260105']) {
      expect(dateSchema.safeParse(date).success, date).toBe(false);
    }
  });
});

describe('amounts at most MAX_MONEY_MAJOR', () => {
  it('refuses decimals beyond the maximum either way and leaves other text to the call', () => {
    for (const text of [
      '0',
      '1.00',
      '1000000000000',
      '1000000000000.00',
      '-1000000000000',
      ' 12 ',
      'abc',
      '',
    ]) {
      expect(isWithinMoneyMaximum(text), text).toBe(true);
    }
    for (const text of ['1000000000000.01', '-1000000000000.5', '92233720368547758.07', '0001000000000001']) {
      expect(isWithinMoneyMaximum(text), text).toBe(false);
    }
  });

  it('applies to typed amounts and to quantities given as numbers', () => {
    expect(decimalInputSchema.safeParse('92233720368547758.07').success).toBe(false);
    expect(decimalInputSchema.safeParse('').success).toBe(true);
    expect(quantityInputSchema.safeParse(MAX_MONEY_MAJOR).success).toBe(true);
    expect(quantityInputSchema.safeParse(MAX_MONEY_MAJOR + 1).success).toBe(false);
    expect(quantityInputSchema.safeParse('1e30').success).toBe(true);
  });
});
