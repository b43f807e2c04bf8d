// recharge/saveChannel: creates (no id) or edits a deposit channel.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffChannelSave } from '@saham/contract/recharge';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';
import { CHANNELS_QUERY_KEY } from './list-channels.ts';

export function postChannelSave(
  request: RequestOf<typeof staffChannelSave>,
): Promise<ResponseOf<typeof staffChannelSave>> {
  return callStaff(staffChannelSave, request);
}

export function useChannelSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postChannelSave,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY }),
  });
}
