// blockTrades/list|create|update|setEnabled|orders: block deals (ten a page, search by symbol) and the
// members' purchases of them.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createBlockDeal,
  listBlockDeals,
  listBlockOrders,
  setBlockDealEnabled,
  updateBlockDeal,
} from '@saham/contract/block-trades';
import { listInstruments } from '@saham/contract/admin-markets';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export const BLOCK_TRADES_QUERY_KEY = ['blockTrades'] as const;

export function useBlockDeals(request: RequestOf<typeof listBlockDeals>) {
  return useQuery({
    queryKey: [...BLOCK_TRADES_QUERY_KEY, 'deals', request],
    queryFn: () => callStaff(listBlockDeals, request),
    placeholderData: keepPreviousData,
  });
}

export function useBlockOrders(request: RequestOf<typeof listBlockOrders>) {
  return useQuery({
    queryKey: [...BLOCK_TRADES_QUERY_KEY, 'orders', request],
    queryFn: () => callStaff(listBlockOrders, request),
    placeholderData: keepPreviousData,
  });
}

function useDealMutation<Request>(send: (request: Request) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOCK_TRADES_QUERY_KEY }),
  });
}

export function useCreateBlockDeal() {
  return useDealMutation((request: RequestOf<typeof createBlockDeal>) => callStaff(createBlockDeal, request));
}

export function useUpdateBlockDeal() {
  return useDealMutation((request: RequestOf<typeof updateBlockDeal>) => callStaff(updateBlockDeal, request));
}

export function useSetBlockDealEnabled() {
  return useDealMutation((request: RequestOf<typeof setBlockDealEnabled>) =>
    callStaff(setBlockDealEnabled, request),
  );
}

/** The instrument picker's choices: listed instruments whose code or name matches `search`. */
export function useInstrumentChoices(search: string) {
  return useQuery({
    queryKey: [...BLOCK_TRADES_QUERY_KEY, 'instruments', search],
    queryFn: () => callStaff(listInstruments, { page: 1, search: search || undefined, status: 'listed' }),
    placeholderData: keepPreviousData,
  });
}
