// members/setCreditScore: sets the score (0–1000), with the reason the audit log keeps.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCreditScore } from '@saham/contract/admin-members';
import type { MemberRow } from '@saham/contract/admin-members';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type SetCreditScoreRequest = RequestOf<typeof setCreditScore>;

export function fetchSetCreditScore(request: SetCreditScoreRequest): Promise<MemberRow> {
  return callStaff(setCreditScore, request);
}

export function useSetCreditScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchSetCreditScore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}
