// banks/save: creates a bank or updates one by its code (name, SWIFT, shown to members or not).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveBank } from '@saham/contract/banking';
import type { StaffBank } from '@saham/contract/banking';
import { callStaff } from '../../../shared/api/staff-client.ts';

export function fetchSaveBank(bank: StaffBank): Promise<StaffBank> {
  return callStaff(saveBank, bank);
}

export function useSaveBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchSaveBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['banks'] }),
  });
}
