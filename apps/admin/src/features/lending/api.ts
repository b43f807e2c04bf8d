// lending/programs|saveProgram|list: securities lending programs (one per market) and members' loans
// of shares, ten a page.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminLendingList, adminLendingPrograms, adminSaveLendingProgram } from '@saham/contract/lending';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../shared/api/staff-client.ts';

export const LENDING_QUERY_KEY = ['lending'] as const;

export function useLendingPrograms(page: number) {
  return useQuery({
    queryKey: [...LENDING_QUERY_KEY, 'programs', page],
    queryFn: () => callStaff(adminLendingPrograms, { page }),
    placeholderData: keepPreviousData,
  });
}

export function useLendingLoans(request: RequestOf<typeof adminLendingList>) {
  return useQuery({
    queryKey: [...LENDING_QUERY_KEY, 'loans', request],
    queryFn: () => callStaff(adminLendingList, request),
    placeholderData: keepPreviousData,
  });
}

export function useSaveLendingProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestOf<typeof adminSaveLendingProgram>) =>
      callStaff(adminSaveLendingProgram, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LENDING_QUERY_KEY }),
  });
}
