// exchange/updateSettings (admin): saves mid rates and spreads, audited; answers the new settings.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateFxSettings, type FxSettings } from '@saham/contract/exchange';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';
import { FX_SETTINGS_QUERY_KEY } from './get-fx-settings.ts';

export type UpdateFxSettingsRequest = RequestOf<typeof updateFxSettings>;

export function fetchUpdateFxSettings(request: UpdateFxSettingsRequest): Promise<FxSettings> {
  return callStaff(updateFxSettings, request);
}

export function useUpdateFxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchUpdateFxSettings,
    onSuccess: (settings) => queryClient.setQueryData(FX_SETTINGS_QUERY_KEY, settings),
  });
}
