// notices/delete: removes a notice for every member it was sent to.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteNotice } from '@saham/contract/admin-content';
import { callStaff } from '../../../shared/api/staff-client.ts';

export function fetchDeleteNotice(id: number): Promise<null> {
  return callStaff(deleteNotice, { id });
}

export function useDeleteNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchDeleteNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notices'] }),
  });
}
