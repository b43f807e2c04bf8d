import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '../../i18n/en.json';
import { ApiRefusal, parseEnvelope } from '../api/api-refusal.ts';
import { describeError } from './describe-error.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });

describe('describeError', () => {
  it('formats money params with separators and two decimals', () => {
    const refusal = new ApiRefusal('DEPOSIT_AMOUNT_RANGE', { min: '100', max: '50000.5' });
    expect(describeError(i18n.t, refusal, 'en')).toBe(
      'The deposit amount must be between 100.00 and 50,000.50.',
    );
  });

  it('formats a time window as hh:mm:ss-hh:mm:ss', () => {
    const refusal = new ApiRefusal('WITHDRAW_TIME_WINDOW', { window: '9:30-17:00' });
    expect(describeError(i18n.t, refusal, 'en')).toBe('Withdrawals are accepted during 09:30:00-17:00:00.');
  });

  it('groups the digits of a count', () => {
    const refusal = new ApiRefusal('BLOCK_TRADE_MIN_SHARES', { shares: 10000 });
    expect(describeError(i18n.t, refusal, 'en')).toBe('A block trade needs at least 10,000 shares.');
  });

  it('names the field of an invalid input', () => {
    expect(describeError(i18n.t, new ApiRefusal('INVALID_INPUT', { field: 'reason' }), 'en')).toBe(
      'Invalid input: reason',
    );
  });

  it('shows an unexpected error as SYSTEM_BUSY', () => {
    expect(describeError(i18n.t, new Error('boom'), 'en')).toBe(
      'The system is busy. Please try again later.',
    );
  });
});

describe('parseEnvelope', () => {
  it('reads the data of a success', () => {
    expect(parseEnvelope({ status: 1, msg: '', data: { id: 1 } })).toEqual({ isOk: true, data: { id: 1 } });
  });

  it('keeps only string and number params of a refusal', () => {
    const parsed = parseEnvelope({
      status: 0,
      msg: 'WITHDRAW_MINIMUM',
      params: { amount: '100', extra: {} },
    });
    expect(parsed.isOk).toBe(false);
    if (!parsed.isOk)
      expect(parsed.refusal).toMatchObject({ code: 'WITHDRAW_MINIMUM', params: { amount: '100' } });
  });

  it('turns an unknown code or shape into SYSTEM_BUSY', () => {
    for (const body of [{ status: 0, msg: 'NO_SUCH_CODE' }, 'oops', null, { status: 2 }]) {
      const parsed = parseEnvelope(body);
      expect(parsed.isOk ? null : parsed.refusal.code).toBe('SYSTEM_BUSY');
    }
  });
});
