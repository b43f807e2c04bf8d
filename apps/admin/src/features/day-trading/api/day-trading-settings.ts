// dayTrading/settings and saveSettings: the minimum and maximum a member may apply for.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffDayTradingSaveSettings, staffDayTradingSettings } from '@saham/contract/day-trading';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

const SETTINGS_QUERY_KEY = ['dayTrading', 'settings'] as const;

export function useDayTradingSettings() {
  return useQuery(
    queryOptions({
      queryKey: SETTINGS_QUERY_KEY,
      queryFn: () => callStaff(staffDayTradingSettings, {}),
    }),
  );
}

export function useDayTradingSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestOf<typeof staffDayTradingSaveSettings>) =>
      callStaff(staffDayTradingSaveSettings, request),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_QUERY_KEY, saved),
  });
}
