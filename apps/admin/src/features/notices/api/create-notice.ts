// notices/create: a broadcast (memberAccount null) or a notice to one member, in all six languages.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createNotice } from '@saham/contract/admin-content';
import type { AdminNotice } from '@saham/contract/admin-content';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type CreateNoticeRequest = RequestOf<typeof createNotice>;

export function fetchCreateNotice(request: CreateNoticeRequest): Promise<AdminNotice> {
  return callStaff(createNotice, request);
}

export function useCreateNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchCreateNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notices'] }),
  });
}
