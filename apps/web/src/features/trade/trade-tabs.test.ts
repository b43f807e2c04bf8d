import { describe, expect, it } from 'vitest';
import { endedViewOf, isPositionTab, overviewMarketOf, TRADE_TABS, tradeTabOf } from './trade-tabs.ts';

describe('the /trade/index tabs', () => {
  it('are All, then the contract position tabs with Inventory and In progress after Locked and Subscription after Ended', () => {
    expect(TRADE_TABS).toEqual([
      'all',
      'holding',
      'locked',
      'inventory',
      'pending',
      'ended',
      'subscription',
      'digital',
      'forex',
    ]);
    expect(TRADE_TABS.filter(isPositionTab)).toEqual([
      'all',
      'holding',
      'locked',
      'ended',
      'digital',
      'forex',
    ]);
  });

  it('read the tab and the Ended view from the address, defaulting to All and Closed', () => {
    expect(tradeTabOf('pending')).toBe('pending');
    expect(tradeTabOf('subscription')).toBe('subscription');
    expect(tradeTabOf('inventory')).toBe('inventory');
    expect(tradeTabOf('lottery')).toBe('all');
    expect(tradeTabOf(null)).toBe('all');
    expect(endedViewOf('cancelled')).toBe('cancelled');
    expect(endedViewOf('x')).toBe('closed');
  });

  it('filter the overview by a known market only', () => {
    expect(overviewMarketOf('CRYPTO')).toBe('CRYPTO');
    expect(overviewMarketOf('XX')).toBeNull();
    expect(overviewMarketOf(null)).toBeNull();
  });
});
