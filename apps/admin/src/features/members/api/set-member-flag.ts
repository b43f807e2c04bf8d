// members/setFlag: turns one account state on or off, with the reason the audit log keeps.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMemberFlag } from '@saham/contract/admin-members';
import type { MemberRow } from '@saham/contract/admin-members';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type SetMemberFlagRequest = RequestOf<typeof setMemberFlag>;

export function fetchSetMemberFlag(request: SetMemberFlagRequest): Promise<MemberRow> {
  return callStaff(setMemberFlag, request);
}

export function useSetMemberFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchSetMemberFlag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}
