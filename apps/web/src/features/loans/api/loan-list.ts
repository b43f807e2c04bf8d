// loan/list: the member's loans, newest first, ten a page with "load more", all or of one status;
// loan/detail: one of them by id (the repay screen opens any loan, however old).
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { Loan, loanDetail, loanList, LoanStatus } from '@saham/contract/loans';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const LOAN_LIST = callRef<typeof loanList>('loan/list');
export const LOAN_DETAIL = callRef<typeof loanDetail>('loan/detail');

export function loanListQuery(status: LoanStatus | null = null) {
  return infiniteQueryOptions({
    queryKey: ['loan', 'list', status ?? 'all'] as const,
    queryFn: ({ pageParam, signal }): Promise<Paged<Loan>> =>
      callApi(LOAN_LIST, status === null ? { page: pageParam } : { status, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage: Paged<Loan>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
  });
}

export function useLoanList(status: LoanStatus | null = null) {
  return useInfiniteQuery(loanListQuery(status));
}

export function loanDetailQuery(id: number) {
  return queryOptions({
    queryKey: ['loan', 'detail', id] as const,
    queryFn: ({ signal }): Promise<Loan> => callApi(LOAN_DETAIL, { id }, { signal }),
  });
}

export function useLoanDetail(id: number | null) {
  return useQuery({ ...loanDetailQuery(id ?? 0), enabled: id !== null });
}
