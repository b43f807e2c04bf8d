// adjustments/approve: by a staff member other than the maker; posts the adjustment to the ledger.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveAdjustment, type Adjustment } from '@saham/contract/admin-ledger';
import { callStaff } from '../../../shared/api/staff-client.ts';
import { ADJUSTMENTS_QUERY_KEY } from './list-adjustments.ts';

export function fetchApproveAdjustment(id: number): Promise<Adjustment> {
  return callStaff(approveAdjustment, { id });
}

export function useApproveAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchApproveAdjustment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_QUERY_KEY }),
  });
}
