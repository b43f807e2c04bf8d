import { describe, expect, it } from 'vitest';
import { walletsQuery } from './wallets.ts';

describe('the paged wallet list', () => {
  it('asks for the next page of wallets while more follow, and stops after the last', () => {
    const page = (number: number, hasMore: boolean) => ({ items: [], page: number, total: 25, hasMore });
    expect(walletsQuery.initialPageParam).toBe(1);
    expect(walletsQuery.getNextPageParam(page(2, true), [], 2, [])).toBe(3);
    expect(walletsQuery.getNextPageParam(page(3, false), [], 3, [])).toBeUndefined();
  });
});
