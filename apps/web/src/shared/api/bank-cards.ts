// bank/list: the member's bound cards, numbers masked, newest first, ten a page with "load more". Read
// by the card screen (features/banking) and by the withdrawal screen's card picker (features/funding),
// so it lives here once with one cache: binding or unbinding a card refreshes both.
import { setupProgressQuery } from './setup-progress.ts';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { BankCard, listBankCards } from '@saham/contract/banking';
import type { Paged } from '@saham/contract/envelope';
import { callApi } from './client.ts';
import { callRef } from './call-ref.ts';

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

export function useBankCards(isEnabled = true) {
  return useInfiniteQuery({ ...bankCardsQuery, enabled: isEnabled });
}

/** After a card is bound or unbound: every list of cards (the card screen's and the picker's). */
/** Every card list, and the setup checklist's "bank card" step. */
export async function refreshBankCards(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: bankCardsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: setupProgressQuery.queryKey }),
  ]);
}
