// bank/list (the banking module's call): the member's bound cards for the withdrawal card picker,
// ten a page; the picker loads more until every card can be chosen. Keyed by the call's path alone, as
// the banking feature keys its card list, so binding or unbinding a card there refreshes this picker.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
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

export function useBankCards(isEnabled: boolean) {
  return useInfiniteQuery({ ...bankCardsQuery, enabled: isEnabled });
}
