// staff/create: a staff account with a role; its holder enrols TOTP at first login.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createStaff } from '@saham/contract/admin-staff';
import type { StaffRow } from '@saham/contract/admin-staff';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type CreateStaffRequest = RequestOf<typeof createStaff>;

export function fetchCreateStaff(request: CreateStaffRequest): Promise<StaffRow> {
  return callStaff(createStaff, request);
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchCreateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
