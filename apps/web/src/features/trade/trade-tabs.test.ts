import { describe, expect, it } from 'vitest';
import { endedViewOf, isPositionTab, TRADE_TABS, tradeTabOf } from './trade-tabs.ts';

describe('the /trade/index tabs', () => {
  it('are the contract position tabs with In progress after Locked, and nothing of the new-share issue', () => {
    expect(TRADE_TABS).toEqual(['holding', 'locked', 'pending', 'ended', 'digital', 'forex']);
    expect(TRADE_TABS.filter(isPositionTab)).toEqual(['holding', 'locked', 'ended', 'digital', 'forex']);
  });

  it('read the tab and the Ended view from the address, defaulting to Holding and Closed', () => {
    expect(tradeTabOf('pending')).toBe('pending');
    expect(tradeTabOf('subscription')).toBe('holding');
    expect(tradeTabOf(null)).toBe('holding');
    expect(endedViewOf('cancelled')).toBe('cancelled');
    expect(endedViewOf('x')).toBe('closed');
  });
});
