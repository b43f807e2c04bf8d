// bank/banks: the banks a member may choose when binding a card.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bank, listBanks } from '@saham/contract/banking';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const BANKS = callRef<typeof listBanks>('bank/banks');

export function fetchBanks(signal?: AbortSignal): Promise<Bank[]> {
  return callApi(BANKS, {}, { signal });
}

export const banksQuery = queryOptions({
  queryKey: ['banking', 'banks'] as const,
  queryFn: ({ signal }) => fetchBanks(signal),
  staleTime: 10 * 60_000,
});

export function useBanks() {
  return useQuery(banksQuery);
}
