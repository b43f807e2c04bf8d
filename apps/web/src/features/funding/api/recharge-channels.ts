// recharge/channels: the deposit channels open to the member.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositChannel, rechargeChannels } from '@saham/contract/recharge';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const RECHARGE_CHANNELS = callRef<typeof rechargeChannels>('recharge/channels');

export function fetchRechargeChannels(signal?: AbortSignal): Promise<DepositChannel[]> {
  return callApi(RECHARGE_CHANNELS, {}, { signal });
}

export const rechargeChannelsQuery = queryOptions({
  queryKey: ['recharge', 'channels'] as const,
  queryFn: ({ signal }) => fetchRechargeChannels(signal),
});

export function useRechargeChannels(isEnabled: boolean) {
  return useQuery({ ...rechargeChannelsQuery, enabled: isEnabled });
}
