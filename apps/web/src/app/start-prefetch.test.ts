import { describe, expect, it } from 'vitest';
import { startQuery } from './start-prefetch.ts';

describe('start prefetch', () => {
  it("answers the address's query only when the address is the screen's", () => {
    expect(startQuery('#/market/stockDetail?symbol=MY%3A1155', '/market/stockDetail')?.get('symbol')).toBe(
      'MY:1155',
    );
    expect(startQuery('#/trade/index', '/trade/index')?.toString()).toBe('');
    expect(startQuery('#/home/index', '/trade/index')).toBeNull();
    expect(startQuery('#/market/stockDetailzs?symbol=MY:FBMKLCI', '/market/stockDetail')).toBeNull();
    expect(startQuery('', '/trade/index')).toBeNull();
  });
});
