// withdraw/saveSettings: window, credit threshold and per-currency limits.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffWithdrawSaveSettings } from '@saham/contract/withdraw';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';
import { WITHDRAW_SETTINGS_QUERY_KEY } from './withdraw-settings.ts';

export function postWithdrawSaveSettings(
  request: RequestOf<typeof staffWithdrawSaveSettings>,
): Promise<ResponseOf<typeof staffWithdrawSaveSettings>> {
  return callStaff(staffWithdrawSaveSettings, request);
}

export function useWithdrawSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWithdrawSaveSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WITHDRAW_SETTINGS_QUERY_KEY }),
  });
}
