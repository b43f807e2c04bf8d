import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openStockDetail, readChosenStock, stockDetailPath } from './open-stock-detail.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('opening a stock detail', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stores the chosen stock before it navigates to the detail with the symbol', () => {
    const seenAtNavigation: unknown[] = [];
    const navigate = vi.fn((path: unknown) => {
      seenAtNavigation.push(readChosenStock(), path);
    });
    const tencent = { symbol: 'HK:0700', market: 'HK', code: '0700', name: '騰訊控股', isFavorite: true };
    openStockDetail(navigate, tencent);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(seenAtNavigation).toEqual([
      { symbol: 'HK:0700', market: 'HK', code: '0700', name: '騰訊控股' },
      '/market/stockDetail?symbol=HK%3A0700',
    ]);
    expect(stockDetailPath('MY:1155')).toBe('/market/stockDetail?symbol=MY%3A1155');
  });

  it('reads nothing when no stock or something else is stored', () => {
    expect(readChosenStock()).toBeNull();
    localStorage.setItem('chosenStock', '{"symbol":1}');
    expect(readChosenStock()).toBeNull();
    localStorage.setItem('chosenStock', 'not json');
    expect(readChosenStock()).toBeNull();
  });
});
