// withdraw/settings: the withdrawal window, credit threshold and limits in force.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffWithdrawSettings } from '@saham/contract/withdraw';
import type { ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export const WITHDRAW_SETTINGS_QUERY_KEY = ['withdraw-settings'] as const;

export function fetchWithdrawSettings(): Promise<ResponseOf<typeof staffWithdrawSettings>> {
  return callStaff(staffWithdrawSettings, {});
}

export function useWithdrawSettings() {
  return useQuery(queryOptions({ queryKey: WITHDRAW_SETTINGS_QUERY_KEY, queryFn: fetchWithdrawSettings }));
}
