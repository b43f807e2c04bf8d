// markets/list|detail|update|holidays|saveHoliday|deleteHoliday: the seven markets' rules and their
// holiday calendars.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteMarketHoliday,
  getMarket,
  listMarketHolidays,
  listMarkets,
  saveMarketHoliday,
  updateMarket,
} from '@saham/contract/admin-markets';
import type { RequestOf } from '@saham/contract/call';
import type { MarketCode } from '@saham/domain/markets/types';
import { callStaff } from '../../../shared/api/staff-client.ts';

export const MARKETS_QUERY_KEY = ['markets'] as const;

export function marketsQueryOptions() {
  return queryOptions({
    queryKey: [...MARKETS_QUERY_KEY, 'list'],
    queryFn: () => callStaff(listMarkets, {}),
  });
}

export function useMarkets() {
  return useQuery(marketsQueryOptions());
}

export function useMarket(code: MarketCode) {
  return useQuery({
    queryKey: [...MARKETS_QUERY_KEY, 'detail', code],
    queryFn: () => callStaff(getMarket, { code }),
  });
}

export function useUpdateMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestOf<typeof updateMarket>) => callStaff(updateMarket, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MARKETS_QUERY_KEY }),
  });
}

export function useMarketHolidays(code: MarketCode, year: number) {
  return useQuery({
    queryKey: [...MARKETS_QUERY_KEY, 'holidays', code, year],
    queryFn: () => callStaff(listMarketHolidays, { code, year }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveMarketHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestOf<typeof saveMarketHoliday>) => callStaff(saveMarketHoliday, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MARKETS_QUERY_KEY }),
  });
}

export function useDeleteMarketHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestOf<typeof deleteMarketHoliday>) => callStaff(deleteMarketHoliday, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MARKETS_QUERY_KEY }),
  });
}
