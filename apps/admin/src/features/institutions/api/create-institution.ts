// institutions/create: a new institution with its invitation code (4–16 letters or digits).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createInstitution } from '@saham/contract/admin-institutions';
import type { Institution } from '@saham/contract/admin-institutions';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type CreateInstitutionRequest = RequestOf<typeof createInstitution>;

export function fetchCreateInstitution(request: CreateInstitutionRequest): Promise<Institution> {
  return callStaff(createInstitution, request);
}

export function useCreateInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchCreateInstitution,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['institutions'] }),
  });
}
