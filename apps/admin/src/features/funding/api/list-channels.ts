// recharge/channels: every live deposit channel, switched on or off.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffChannelList } from '@saham/contract/recharge';
import type { ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export const CHANNELS_QUERY_KEY = ['deposit-channels'] as const;

export function fetchChannelList(): Promise<ResponseOf<typeof staffChannelList>> {
  return callStaff(staffChannelList, {});
}

export function useChannelList() {
  return useQuery(queryOptions({ queryKey: CHANNELS_QUERY_KEY, queryFn: fetchChannelList }));
}
