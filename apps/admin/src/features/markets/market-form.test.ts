import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKETS } from '@saham/domain/markets/defaults';
import { MARKET_CODES } from '@saham/domain/markets/types';
import type { MarketSettings } from '@saham/contract/admin-markets';
import { fromMarketForm, toMarketForm } from './market-form.ts';

function settingsOf(code: (typeof MARKET_CODES)[number]): MarketSettings {
  const { code: _code, holidays: _holidays, ...settings } = DEFAULT_MARKETS[code];
  return JSON.parse(JSON.stringify(settings)) as MarketSettings;
}

describe('market form', () => {
  it.each(MARKET_CODES)('round-trips the %s settings unchanged', (code) => {
    const settings = settingsOf(code);
    expect(fromMarketForm(toMarketForm(settings))).toEqual(settings);
  });

  it('turns blank optional amounts into null and switches rule kinds', () => {
    const form = toMarketForm(settingsOf('MY'));
    const changed = fromMarketForm({
      ...form,
      smallPriceBelow: ' ',
      smallPriceAbsolute: '',
      lockKind: 'minutes',
      lockValue: 30,
      fees: form.fees.map((fee) => ({ ...fee, cap: '' })),
    });
    expect(changed.priceLimit).toEqual({
      kind: 'percent',
      percent: '30',
      smallPriceBelow: null,
      smallPriceAbsolute: null,
    });
    expect(changed.lock).toEqual({ kind: 'minutes', minutes: 30 });
    expect(changed.fees.every((fee) => fee.cap === null)).toBe(true);
  });
});
