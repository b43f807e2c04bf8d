// user/updateSettings: language, font size and avatar, saved on the member's account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { updateSettings } from '@saham/contract/user';
import { callApi } from './client.ts';
import { CALLS } from './calls.ts';
import { userInfoQuery } from './get-userinfo.ts';

export type SettingsChange = RequestOf<typeof updateSettings>;

export function postUpdateSettings(change: SettingsChange): Promise<null> {
  return callApi(CALLS.updateSettings, change);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdateSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
  });
}
