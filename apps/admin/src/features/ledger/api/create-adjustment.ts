// adjustments/create: a pending request to credit (positive) or debit (negative) a member's balance.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAdjustment, type Adjustment } from '@saham/contract/admin-ledger';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';
import { ADJUSTMENTS_QUERY_KEY } from './list-adjustments.ts';

export type CreateAdjustmentRequest = RequestOf<typeof createAdjustment>;

export function fetchCreateAdjustment(request: CreateAdjustmentRequest): Promise<Adjustment> {
  return callStaff(createAdjustment, request);
}

export function useCreateAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchCreateAdjustment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_QUERY_KEY }),
  });
}
