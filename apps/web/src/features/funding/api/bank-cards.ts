// bank/list (the banking module's call): the member's bound cards for the withdrawal card picker.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankCard, listBankCards } from '@saham/contract/banking';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const BANK_CARDS = callRef<typeof listBankCards>('bank/list');

export function fetchBankCards(signal?: AbortSignal): Promise<BankCard[]> {
  return callApi(BANK_CARDS, {}, { signal });
}

export const bankCardsQuery = queryOptions({
  queryKey: ['bank', 'list'] as const,
  queryFn: ({ signal }) => fetchBankCards(signal),
});

export function useBankCards(isEnabled: boolean) {
  return useQuery({ ...bankCardsQuery, enabled: isEnabled });
}
