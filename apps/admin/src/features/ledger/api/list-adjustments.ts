// adjustments/list: manual balance adjustments by status, newest first, ten a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAdjustments } from '@saham/contract/admin-ledger';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type ListAdjustmentsRequest = RequestOf<typeof listAdjustments>;
export type AdjustmentsPage = ResponseOf<typeof listAdjustments>;

export const ADJUSTMENTS_QUERY_KEY = ['adjustments', 'list'] as const;

export function fetchAdjustments(request: ListAdjustmentsRequest): Promise<AdjustmentsPage> {
  return callStaff(listAdjustments, request);
}

export function adjustmentsQueryOptions(request: ListAdjustmentsRequest) {
  return queryOptions({
    queryKey: [...ADJUSTMENTS_QUERY_KEY, request],
    queryFn: () => fetchAdjustments(request),
    placeholderData: keepPreviousData,
  });
}

export function useAdjustments(request: ListAdjustmentsRequest) {
  return useQuery(adjustmentsQueryOptions(request));
}
