// trading/deskSettings and trading/updateDeskSettings: the market-order spread and maintenance margin.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDeskSettings, updateDeskSettings } from '@saham/contract/admin-trading';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export const DESK_SETTINGS_QUERY_KEY = ['trading', 'deskSettings'] as const;
export type DeskSettingsAnswer = ResponseOf<typeof getDeskSettings>;

export function useDeskSettings() {
  return useQuery({
    queryKey: DESK_SETTINGS_QUERY_KEY,
    queryFn: (): Promise<DeskSettingsAnswer> => callStaff(getDeskSettings, {}),
  });
}

export function useUpdateDeskSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestOf<typeof updateDeskSettings>) => callStaff(updateDeskSettings, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DESK_SETTINGS_QUERY_KEY }),
  });
}
