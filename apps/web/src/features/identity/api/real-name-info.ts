// user/realNameInfo: the member's verification status, masked ID number and any rejection reason.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RealNameInfo, realNameInfo } from '@saham/contract/identity';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const REAL_NAME_INFO = callRef<typeof realNameInfo>('user/realNameInfo');

export function fetchRealNameInfo(signal?: AbortSignal): Promise<RealNameInfo> {
  return callApi(REAL_NAME_INFO, {}, { signal });
}

export const realNameInfoQuery = queryOptions({
  queryKey: ['identity', 'realNameInfo'] as const,
  queryFn: ({ signal }) => fetchRealNameInfo(signal),
  // A reviewer may decide at any moment: read it afresh whenever the screen opens.
  staleTime: 0,
});

export function useRealNameInfo() {
  return useQuery(realNameInfoQuery);
}
