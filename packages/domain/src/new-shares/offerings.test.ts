import { describe, expect, it } from 'vitest';
import {
  applicationStateOf,
  canTransition,
  freezeMinor,
  isWholeLots,
  proRata,
  rightsEntitlement,
  subscriptionPeriodOf,
} from './offerings.ts';

describe('new-share offerings', () => {
  it('freezes quantity × application price + fee: 10,000 shares at RM 1.20 and RM 2.50 is RM 12,002.50', () => {
    expect(freezeMinor('MYR', '1.20', 10_000n, 250n)).toBe(1_200_250n);
  });

  it('takes whole subscription lots only', () => {
    expect(isWholeLots(20_000n, 10_000n)).toBe(true);
    expect(isWholeLots(15_000n, 10_000n)).toBe(false);
    expect(isWholeLots(0n, 10_000n)).toBe(false);
  });

  it('shows the period as not open, open or ended by the state and the clock', () => {
    const window = { opensAt: new Date('2026-01-05T01:00:00Z'), closesAt: new Date('2026-01-09T09:00:00Z') };
    expect(subscriptionPeriodOf({ state: 'announced', ...window }, new Date('2026-01-06T00:00:00Z'))).toBe(
      'not_open',
    );
    expect(subscriptionPeriodOf({ state: 'open', ...window }, new Date('2026-01-04T00:00:00Z'))).toBe(
      'not_open',
    );
    expect(subscriptionPeriodOf({ state: 'open', ...window }, new Date('2026-01-06T00:00:00Z'))).toBe('open');
    expect(subscriptionPeriodOf({ state: 'open', ...window }, new Date('2026-01-10T00:00:00Z'))).toBe(
      'ended',
    );
    expect(subscriptionPeriodOf({ state: 'balloted', ...window }, new Date('2026-01-06T00:00:00Z'))).toBe(
      'ended',
    );
  });

  it('shows a waiting application as subscription ended, then pending allotment', () => {
    expect(applicationStateOf('subscribing', 'open')).toBe('subscribing');
    expect(applicationStateOf('subscribing', 'closed')).toBe('ended');
    expect(applicationStateOf('subscribing', 'priced')).toBe('pending_allotment');
    expect(applicationStateOf('won', 'listed')).toBe('won');
  });

  it('allows only the lifecycle’s transitions; nothing after listing', () => {
    expect(canTransition('close', 'open')).toBe(true);
    expect(canTransition('ballot', 'closed')).toBe(false);
    expect(canTransition('withdraw', 'listed')).toBe(false);
    expect(canTransition('postpone', 'balloted')).toBe(false);
  });

  it('entitles N new per M held, rounded down', () => {
    expect(rightsEntitlement(25_000n, 1n, 5n)).toBe(5_000n);
    expect(rightsEntitlement(1_999n, 1n, 2n)).toBe(999n);
    expect(rightsEntitlement(0n, 1n, 2n)).toBe(0n);
  });

  it('shares excess pro rata in whole lots, the rounding left to the largest remainders', () => {
    // 3 lots of 100 among excess of 300, 200 and 100 shares (600 in all): 150, 100, 50 exact.
    const shares = proRata(
      [
        { id: 1, quantity: 300n },
        { id: 2, quantity: 200n },
        { id: 3, quantity: 100n },
      ],
      300n,
      100n,
    );
    expect([...shares.values()].reduce((sum, value) => sum + value, 0n)).toBe(300n);
    expect(shares.get(2)).toBe(100n);
    expect(shares.get(1)).toBe(200n);
    expect(shares.get(3)).toBe(0n);
  });

  it('gives every excess in full when there is enough', () => {
    const shares = proRata([{ id: 1, quantity: 300n }], 1_000n, 100n);
    expect(shares.get(1)).toBe(300n);
  });
});
