// Two features list the member's cards: banking (the card screen) and funding (the withdrawal
// screen's card picker). Features never import each other, so this test, at the level that composes
// them, checks that binding or unbinding a card refreshes the picker too.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bankCardsQuery as cardScreenQuery, refreshBankCards } from '../features/banking/api/bank-cards.ts';
import { bankCardsQuery as withdrawalPickerQuery } from '../features/funding/api/bank-cards.ts';

describe('the bank card caches', () => {
  it('refreshes the withdrawal card picker when a card is bound or unbound', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const cached = { pages: [{ items: [], page: 1, total: 0, hasMore: false }], pageParams: [1] };
    queryClient.setQueryData(withdrawalPickerQuery.queryKey, cached);
    queryClient.setQueryData(cardScreenQuery.queryKey, cached);
    await refreshBankCards(queryClient);
    expect(queryClient.getQueryState(withdrawalPickerQuery.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(cardScreenQuery.queryKey)?.isInvalidated).toBe(true);
  });
});
