// loans/list, approve, reject (the loan review queue, ten a page), loans/products and saveProduct,
// loans/creditBands and saveCreditBands (the bands and the loan settings).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import {
  staffCreditBands,
  staffLoanProducts,
  staffLoansApprove,
  staffLoansList,
  staffLoansReject,
  staffSaveCreditBands,
  staffSaveLoanProduct,
} from '@saham/contract/loans';
import { callStaff } from '../../../shared/api/staff-client.ts';

export const LOANS_QUERY_KEY = ['loans'] as const;

function useInvalidating<T, R>(run: (request: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOANS_QUERY_KEY }),
  });
}

export function useLoanList(request: RequestOf<typeof staffLoansList>) {
  return useQuery(
    queryOptions({
      queryKey: [...LOANS_QUERY_KEY, 'list', request],
      queryFn: () => callStaff(staffLoansList, request),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useLoanApprove() {
  return useInvalidating((request: RequestOf<typeof staffLoansApprove>) =>
    callStaff(staffLoansApprove, request),
  );
}

export function useLoanReject() {
  return useInvalidating((request: RequestOf<typeof staffLoansReject>) =>
    callStaff(staffLoansReject, request),
  );
}

export function useLoanProducts() {
  return useQuery({
    queryKey: [...LOANS_QUERY_KEY, 'products'],
    queryFn: () => callStaff(staffLoanProducts, {}),
  });
}

export function useSaveLoanProduct() {
  return useInvalidating((request: RequestOf<typeof staffSaveLoanProduct>) =>
    callStaff(staffSaveLoanProduct, request),
  );
}

export function useLoanSettings() {
  return useQuery({
    queryKey: [...LOANS_QUERY_KEY, 'settings'],
    queryFn: () => callStaff(staffCreditBands, {}),
  });
}

export function useSaveLoanSettings() {
  return useInvalidating((request: RequestOf<typeof staffSaveCreditBands>) =>
    callStaff(staffSaveCreditBands, request),
  );
}
