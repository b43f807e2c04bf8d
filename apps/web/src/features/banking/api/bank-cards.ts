// bank/list: the member's bound cards, numbers masked, newest first, ten a page with "load more".
// Keyed by the call's path alone: the withdrawal screen's card picker (features/funding) keys the same
// call the same way, so refreshing after bank/add and bank/delete reaches it too.
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { BankCard, listBankCards } from '@saham/contract/banking';
import type { Paged } from '@saham/contract/envelope';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const BANK_CARDS = callRef<typeof listBankCards>('bank/list');

export function fetchBankCards(page: number, signal?: AbortSignal): Promise<Paged<BankCard>> {
  return callApi(BANK_CARDS, { page }, { signal });
}

export const bankCardsQuery = infiniteQueryOptions({
  queryKey: [BANK_CARDS.path] as const,
  queryFn: ({ pageParam, signal }) => fetchBankCards(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (lastPage: Paged<BankCard>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
});

export function useBankCards() {
  return useInfiniteQuery(bankCardsQuery);
}

/** After a card is bound or unbound: every list of cards (this feature's and the withdrawal picker's). */
export function refreshBankCards(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [BANK_CARDS.path] });
}
