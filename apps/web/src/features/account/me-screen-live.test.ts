import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@saham/contract/user';
import { LIVE_REFRESH_MS, liveRefreshInterval } from './me-screen-live.ts';

const withValue = (positionMarketValue: string) =>
  ({ balances: { positionMarketValue } }) as unknown as UserInfo;

describe('my account refreshing', () => {
  it('polls while positions are open, so profit and market value follow the ticks', () => {
    expect(liveRefreshInterval(withValue('2100.00'))).toBe(LIVE_REFRESH_MS);
  });

  it('does not poll without positions or before the first answer', () => {
    expect(liveRefreshInterval(withValue('0.00'))).toBe(false);
    expect(liveRefreshInterval(undefined)).toBe(false);
    expect(liveRefreshInterval(withValue('not a number'))).toBe(false);
  });
});
