// recharge/deleteChannel: removes a channel from the list (deposits keep it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffChannelDelete } from '@saham/contract/recharge';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';
import { CHANNELS_QUERY_KEY } from './list-channels.ts';

export function postChannelDelete(
  request: RequestOf<typeof staffChannelDelete>,
): Promise<ResponseOf<typeof staffChannelDelete>> {
  return callStaff(staffChannelDelete, request);
}

export function useChannelDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postChannelDelete,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY }),
  });
}
