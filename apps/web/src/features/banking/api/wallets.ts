// wallet/list: the member's bound crypto wallets, addresses masked, newest first, ten a page.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Wallet, listWallets } from '@saham/contract/banking';
import type { Paged } from '@saham/contract/envelope';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const WALLETS = callRef<typeof listWallets>('wallet/list');

export function fetchWallets(page: number, signal?: AbortSignal): Promise<Paged<Wallet>> {
  return callApi(WALLETS, { page }, { signal });
}

export const walletsQuery = infiniteQueryOptions({
  queryKey: ['banking', 'wallets'] as const,
  queryFn: ({ pageParam, signal }) => fetchWallets(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (lastPage: Paged<Wallet>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
});

export function useWallets() {
  return useInfiniteQuery(walletsQuery);
}
