// newStock/inventory: allotted shares not yet listed (the positions' Inventory tab), ten a page.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { InventoryItem, newStockInventory } from '@saham/contract/new-stock';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const NEW_STOCK_INVENTORY = callRef<typeof newStockInventory>('newStock/inventory');

export const newStockInventoryQuery = infiniteQueryOptions({
  queryKey: ['newStock', 'inventory'] as const,
  queryFn: ({ pageParam, signal }) => callApi(NEW_STOCK_INVENTORY, { page: pageParam }, { signal }),
  initialPageParam: 1,
  // Allotment and listing move shares in and out: opening the tab always asks again.
  staleTime: 0,
  getNextPageParam: (lastPage: Paged<InventoryItem>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
});

export function useNewStockInventory() {
  return useInfiniteQuery(newStockInventoryQuery);
}
