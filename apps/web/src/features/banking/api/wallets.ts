// wallet/list: the member's bound crypto wallets, addresses masked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wallet, listWallets } from '@saham/contract/banking';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const WALLETS = callRef<typeof listWallets>('wallet/list');

export function fetchWallets(signal?: AbortSignal): Promise<Wallet[]> {
  return callApi(WALLETS, {}, { signal });
}

export const walletsQuery = queryOptions({
  queryKey: ['banking', 'wallets'] as const,
  queryFn: ({ signal }) => fetchWallets(signal),
});

export function useWallets() {
  return useQuery(walletsQuery);
}
