import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@saham/domain/languages';
import ch from '../../i18n/ch.json';
import en from '../../i18n/en.json';
import ja from '../../i18n/ja.json';
import ko from '../../i18n/ko.json';
import ml from '../../i18n/ml.json';
import zh from '../../i18n/zh.json';
import { ApiError } from '../api/api-error.ts';
import { errorMessage, formatErrorParams } from './error-message.ts';

const echo = (key: string, values?: Record<string, string>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

describe('formatErrorParams', () => {
  it('formats money params with separators and two decimals', () => {
    expect(formatErrorParams('DEPOSIT_AMOUNT_RANGE', { min: '100', max: 50000 })).toEqual({
      min: '100.00',
      max: '50,000.00',
    });
  });

  it('formats a time window as hh:mm:ss-hh:mm:ss', () => {
    expect(formatErrorParams('WITHDRAW_TIME_WINDOW', { window: '9:30-17:00' })).toEqual({
      window: '09:30:00-17:00:00',
    });
  });

  it('formats counts as numbers and keeps text as it is', () => {
    expect(formatErrorParams('WHOLE_LOTS_REQUIRED', { lotSize: 10000 })).toEqual({ lotSize: '10,000' });
    expect(formatErrorParams('LOCK_PERIOD_DAYS', { days: '2' })).toEqual({ days: '2' });
    expect(formatErrorParams('INVALID_INPUT', { field: 'account' })).toEqual({ field: 'account' });
  });
});

describe('errorMessage', () => {
  it('translates a catalogue code with its formatted params', () => {
    const error = new ApiError('refusal', 'WITHDRAW_MINIMUM', { amount: '100' });
    expect(errorMessage(error, echo, 'en')).toBe('errors.WITHDRAW_MINIMUM {"amount":"100.00"}');
  });

  it('uses the network and system-busy messages for transport failures', () => {
    expect(errorMessage(new ApiError('network', 'NETWORK_ERROR'), echo, 'en')).toBe('errors.NETWORK_ERROR');
    expect(errorMessage(new ApiError('http', 'SYSTEM_BUSY', {}, 502), echo, 'en')).toBe('errors.SYSTEM_BUSY');
  });

  it('falls back for a code outside the catalogue', () => {
    expect(errorMessage(new ApiError('refusal', '系统错误'), echo, 'ml')).toBe('Ralat');
    expect(errorMessage(new ApiError('refusal', 'SOMETHING_ELSE'), echo, 'en')).toBe('SOMETHING_ELSE');
  });
});

describe('the minimum order refusal', () => {
  it('says the amount in its currency’s decimals with its code in every language', async () => {
    const translator = i18next.createInstance();
    await translator.init({
      resources: Object.fromEntries(
        Object.entries({ zh, ch, en, ml, ja, ko }).map(([language, translation]) => [
          language,
          { translation },
        ]),
      ),
      interpolation: { escapeValue: false },
    });
    // As trade/buy refuses a Japanese order: in whole yen, with the currency the server names.
    const error = new ApiError('refusal', 'MIN_ORDER_AMOUNT', { amount: '10000', currency: 'JPY' });
    for (const language of LANGUAGES) {
      const t = translator.getFixedT(language);
      const text = errorMessage(error, (key, values) => t(key, values ?? {}), language);
      expect(text, language).toContain('10,000 JPY');
      expect(text, language).not.toContain('10,000.00');
    }
  });
});
