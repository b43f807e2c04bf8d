// adjustments/reject: closes a pending adjustment with a reason; no money moves.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rejectAdjustment, type Adjustment } from '@saham/contract/admin-ledger';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';
import { ADJUSTMENTS_QUERY_KEY } from './list-adjustments.ts';

export function fetchRejectAdjustment(request: RequestOf<typeof rejectAdjustment>): Promise<Adjustment> {
  return callStaff(rejectAdjustment, request);
}

export function useRejectAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchRejectAdjustment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_QUERY_KEY }),
  });
}
