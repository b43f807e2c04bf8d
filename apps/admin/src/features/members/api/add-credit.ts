// members/addCredit: adds a positive whole number to the score (spec §5), with the reason the audit
// log keeps.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addCredit } from '@saham/contract/admin-members';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export function useAddCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestOf<typeof addCredit>) => callStaff(addCredit, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}
