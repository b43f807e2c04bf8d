// bank/list: the member's bound cards, numbers masked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankCard, listBankCards } from '@saham/contract/banking';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const BANK_CARDS = callRef<typeof listBankCards>('bank/list');

export function fetchBankCards(signal?: AbortSignal): Promise<BankCard[]> {
  return callApi(BANK_CARDS, {}, { signal });
}

export const bankCardsQuery = queryOptions({
  queryKey: ['banking', 'cards'] as const,
  queryFn: ({ signal }) => fetchBankCards(signal),
});

export function useBankCards() {
  return useQuery(bankCardsQuery);
}
