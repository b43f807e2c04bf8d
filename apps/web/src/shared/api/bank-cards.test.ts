import { describe, expect, it } from 'vitest';
import { bankCardsQuery } from './bank-cards.ts';

describe('the bank card list', () => {
  it('loads page after page of cards until none is left, so the withdrawal picker offers every card', () => {
    const page = (number: number, hasMore: boolean) => ({ items: [], page: number, total: 11, hasMore });
    expect(bankCardsQuery.initialPageParam).toBe(1);
    expect(bankCardsQuery.getNextPageParam(page(1, true), [], 1, [])).toBe(2);
    expect(bankCardsQuery.getNextPageParam(page(2, false), [], 2, [])).toBeUndefined();
  });
});
