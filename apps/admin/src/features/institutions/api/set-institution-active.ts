// institutions/setActive: an inactive institution's code no longer registers members.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setInstitutionActive } from '@saham/contract/admin-institutions';
import type { Institution } from '@saham/contract/admin-institutions';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type SetInstitutionActiveRequest = RequestOf<typeof setInstitutionActive>;

export function fetchSetInstitutionActive(request: SetInstitutionActiveRequest): Promise<Institution> {
  return callStaff(setInstitutionActive, request);
}

export function useSetInstitutionActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchSetInstitutionActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['institutions'] }),
  });
}
