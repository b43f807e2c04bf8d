import { describe, expect, it } from 'vitest';
import { emptyOfferingForm, fromOfferingForm, fromZonedInput, toZonedInput } from './offering-form.ts';

describe('the offering form', () => {
  it("reads times in the issuing market's zone", () => {
    expect(fromZonedInput('2026-12-01T09:00', 'Asia/Kuala_Lumpur')).toBe('2026-12-01T01:00:00.000Z');
    expect(fromZonedInput('2026-12-01T09:00', 'Asia/Tokyo')).toBe('2026-12-01T00:00:00.000Z');
    // New York keeps summer time in July (UTC−4) and winter time in December (UTC−5).
    expect(fromZonedInput('2026-07-01T09:30', 'America/New_York')).toBe('2026-07-01T13:30:00.000Z');
    expect(fromZonedInput('2026-12-01T09:30', 'America/New_York')).toBe('2026-12-01T14:30:00.000Z');
    expect(toZonedInput('2026-12-01T00:00:00.000Z', 'Asia/Tokyo')).toBe('2026-12-01T09:00');
    expect(fromZonedInput('01-12-2026 09:00', 'Asia/Tokyo')).toBeNull();
  });

  it('sends a new Bursa IPO with the 10,000-share lot by default, in Malaysian time', () => {
    const form = {
      ...emptyOfferingForm(new Date('2026-11-26T00:00:00Z')),
      newCode: '0999',
      nameEn: 'Example Berhad',
      applicationPrice: '1.20',
      quantityOffered: '30000',
      opensAt: '2026-12-01T10:00',
      closesAt: '2026-12-08T17:00',
    };
    const request = fromOfferingForm(form);
    expect(request).toMatchObject({
      type: 'ipo',
      newInstrument: { code: '0999', names: { en: 'Example Berhad' } },
      market: 'MY',
      applicationPrice: '1.20',
      lotSize: '10000',
      perMemberLimit: 1,
      quantityOffered: '30000',
      opensAt: '2026-12-01T02:00:00.000Z',
      closesAt: '2026-12-08T09:00:00.000Z',
      fee: '2.50',
      feeOnSuccessOnly: true,
      tiers: [],
    });
    expect(request?.priceLow).toBeUndefined();
  });

  it('sends the range and the payment deadline for a book-building offering only', () => {
    const request = fromOfferingForm({
      ...emptyOfferingForm(new Date('2026-11-26T00:00:00Z')),
      type: 'jp_bookbuilding',
      market: 'JP',
      newCode: '9999',
      nameEn: 'Example KK',
      applicationPrice: '1600',
      priceLow: '1500',
      priceHigh: '1700',
      lotSize: '100',
      paymentDeadline: '2026-12-10T15:00',
      opensAt: '2026-12-01T09:00',
      closesAt: '2026-12-05T15:00',
    });
    expect(request).toMatchObject({
      priceLow: '1500',
      priceHigh: '1700',
      paymentDeadline: '2026-12-10T06:00:00.000Z',
    });
    expect(request?.applicationPrice).toBeUndefined();
  });

  it('needs an instrument and the subscription period', () => {
    const form = emptyOfferingForm(new Date('2026-11-26T00:00:00Z'));
    expect(fromOfferingForm({ ...form, isNewInstrument: false, instrumentId: undefined })).toBeNull();
    expect(fromOfferingForm({ ...form, opensAt: '' })).toBeNull();
  });
});
