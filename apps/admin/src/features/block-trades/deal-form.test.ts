import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayZone } from '../../shared/format/format-date-time.ts';
import type { AdminBlockDeal } from '@saham/contract/block-trades';
import {
  emptyDealForm,
  fromDealForm,
  fromLocalInput,
  marketTimeOf,
  toDealForm,
  toLocalInput,
} from './deal-form.ts';

const deal: AdminBlockDeal = {
  id: 3,
  instrumentId: 12,
  symbol: 'MY:1155',
  code: '1155',
  market: 'MY',
  currency: 'MYR',
  names: { en: 'Malayan Banking' },
  blockPrice: '9.5',
  lastPrice: '10',
  minShares: '1000',
  lotSize: '100',
  opensAt: '2026-11-23T01:00:00.000Z',
  closesAt: '2026-11-25T09:30:00.000Z',
  lockDays: 5,
  state: 'open',
  isEnabled: true,
  orderCount: 2,
  soldShares: '3000',
  createdAt: '2026-11-22T01:00:00.000Z',
  updatedAt: '2026-11-22T01:00:00.000Z',
};

describe('the block deal form', () => {
  afterEach(() => {
    setDisplayZone(undefined);
  });

  it('round-trips a deal, never carrying a key it does not know', () => {
    const form = toDealForm(deal);
    expect(form.secretKey).toBe('');
    expect(fromDealForm(form)).toEqual({
      instrumentId: 12,
      blockPrice: '9.5',
      minShares: '1000',
      secretKey: '',
      opensAt: deal.opensAt,
      closesAt: deal.closesAt,
      lockDays: 5,
      isEnabled: true,
    });
  });

  it('reads local times to the minute and refuses what is not one', () => {
    expect(fromLocalInput(toLocalInput('2026-11-23T01:07:00.000Z'))).toBe('2026-11-23T01:07:00.000Z');
    expect(fromLocalInput('2026-11-23')).toBeNull();
    expect(fromLocalInput('')).toBeNull();
  });

  it('edits times in Malaysian time, whatever the device zone', () => {
    // 01:07 UTC is 09:07 in Kuala Lumpur.
    expect(toLocalInput('2026-11-23T01:07:00.000Z')).toBe('2026-11-23T09:07');
    expect(fromLocalInput('2026-11-23T09:07')).toBe('2026-11-23T01:07:00.000Z');
    expect(toLocalInput('2026-11-23T16:30:00.000Z')).toBe('2026-11-24T00:30');
  });

  it('needs an instrument before it makes a request', () => {
    expect(fromDealForm(emptyDealForm(new Date('2026-11-23T02:00:00Z')))).toBeNull();
  });

  it('edits the same instants in the display zone staff set, not fixed to Kuala Lumpur', () => {
    setDisplayZone('Asia/Tokyo');
    // 01:00 UTC is 10:00 in Tokyo; the request carries the same instant back.
    expect(toDealForm(deal).opensAt).toBe('2026-11-23T10:00');
    expect(fromDealForm(toDealForm(deal))?.opensAt).toBe(deal.opensAt);
    expect(fromLocalInput('2026-11-23T10:00')).toBe('2026-11-23T01:00:00.000Z');
  });

  it("shows a foreign market's own clock beside the display-zone time, nothing for Bursa's", () => {
    // 22:30 in Kuala Lumpur on 23 Nov is New York's 09:30 opening (EST).
    expect(marketTimeOf('2026-11-23T22:30', 'US')).toBe('23-11-2026 09:30 EST');
    expect(marketTimeOf('2026-11-23T08:30', 'JP')).toBe('23-11-2026 09:30 JST');
    expect(marketTimeOf('2026-11-23T09:00', 'MY')).toBeNull();
    expect(marketTimeOf('2026-11-23T09:00', undefined)).toBeNull();
    expect(marketTimeOf('', 'US')).toBeNull();
  });
});
