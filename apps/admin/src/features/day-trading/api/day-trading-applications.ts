// dayTrading/list, approve and reject: the day-trading application queue, ten a page.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffDayTradingApprove,
  staffDayTradingList,
  staffDayTradingReject,
} from '@saham/contract/day-trading';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export const DAY_TRADING_QUERY_KEY = ['dayTrading'] as const;

export function useDayTradingList(request: RequestOf<typeof staffDayTradingList>) {
  return useQuery(
    queryOptions({
      queryKey: [...DAY_TRADING_QUERY_KEY, 'list', request],
      queryFn: () => callStaff(staffDayTradingList, request),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useDayTradingApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestOf<typeof staffDayTradingApprove>) =>
      callStaff(staffDayTradingApprove, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DAY_TRADING_QUERY_KEY }),
  });
}

export function useDayTradingReject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestOf<typeof staffDayTradingReject>) =>
      callStaff(staffDayTradingReject, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DAY_TRADING_QUERY_KEY }),
  });
}
