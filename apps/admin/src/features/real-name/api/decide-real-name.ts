// realName/approve and realName/reject: one decision per submission (a second reviewer is refused
// with REAL_NAME_NOT_PENDING); both refresh the queue.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveRealName, rejectRealName } from '@saham/contract/identity';
import type { RealNameRecord } from '@saham/contract/identity';
import { callStaff } from '../../../shared/api/staff-client.ts';

export function fetchApproveRealName(id: number): Promise<RealNameRecord> {
  return callStaff(approveRealName, { id });
}

export function fetchRejectRealName(request: { id: number; reason: string }): Promise<RealNameRecord> {
  return callStaff(rejectRealName, request);
}

export function useApproveRealName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchApproveRealName,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['realName'] }),
  });
}

export function useRejectRealName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchRejectRealName,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['realName'] }),
  });
}
