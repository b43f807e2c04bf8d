import { describe, expect, it } from 'vitest';
import type { AdminInstrument } from '@saham/contract/admin-markets';
import { SEED_INSTRUMENTS } from '@saham/domain/markets/instruments-seed';
import { emptyInstrumentForm, fromInstrumentForm, toInstrumentForm } from './instrument-form.ts';

function adminOf(index: number): AdminInstrument {
  const seed = SEED_INSTRUMENTS[index];
  if (!seed) throw new Error('no seed');
  return {
    ...seed,
    id: 1,
    status: 'listed',
    statusReason: null,
    marketCap: null,
    updatedAt: '2026-11-23T02:00:00Z',
    corporateActions: [...seed.corporateActions],
    tickTable: seed.tickTable === null ? null : [...seed.tickTable],
  };
}

describe('instrument form', () => {
  it('round-trips every seed instrument’s editable fields', () => {
    SEED_INSTRUMENTS.forEach((seed, index) => {
      const admin = adminOf(index);
      const { names, assetClass, tab, currency, lotSize, tickTable, prevClose, profile, corporateActions } =
        admin;
      expect(fromInstrumentForm(toInstrumentForm(admin)), seed.symbol).toEqual({
        names,
        assetClass,
        tab,
        currency,
        lotSize,
        tickTable,
        prevClose,
        profile,
        corporateActions,
      });
    });
  });

  it('turns blanks into nulls and keeps only the fields of each action kind', () => {
    const form = {
      ...emptyInstrumentForm('MY'),
      names: { ...emptyInstrumentForm('MY').names, en: ' Velesto ', zh: ' ' },
      currency: 'myr',
      prevClose: '0.215',
      corporateActions: [
        { kind: 'split' as const, exDate: '2026-01-05', payDate: 'x', amount: 'y', from: 1, to: 2 },
        { kind: 'dividend' as const, exDate: '2026-02-05', payDate: '', amount: '0.01', from: 1, to: 1 },
      ],
    };
    expect(fromInstrumentForm(form)).toMatchObject({
      names: { en: 'Velesto' },
      currency: 'MYR',
      lotSize: null,
      tickTable: null,
      profile: { sector: null, description: null, sharesOutstanding: null },
      corporateActions: [
        { kind: 'split', exDate: '2026-01-05', from: 1, to: 2 },
        { kind: 'dividend', exDate: '2026-02-05', payDate: null, amount: '0.01' },
      ],
    });
    expect(fromInstrumentForm(form).names).toEqual({ en: 'Velesto' });
  });

  it('sends the instrument’s own tick bands trimmed, and none as the market’s table', () => {
    const form = {
      ...emptyInstrumentForm('JP'),
      tickTable: [
        { from: ' 0 ', tick: '0.1 ' },
        { from: '1000', tick: '0.5' },
      ],
    };
    expect(fromInstrumentForm(form).tickTable).toEqual([
      { from: '0', tick: '0.1' },
      { from: '1000', tick: '0.5' },
    ]);
    expect(fromInstrumentForm({ ...form, tickTable: [] }).tickTable).toBeNull();
  });
});
