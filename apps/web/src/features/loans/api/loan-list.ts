// loan/list: the member's loans, newest first, ten a page with "load more".
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { Loan, loanList } from '@saham/contract/loans';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const LOAN_LIST = callRef<typeof loanList>('loan/list');

export const loanListQuery = infiniteQueryOptions({
  queryKey: ['loan', 'list'] as const,
  queryFn: ({ pageParam, signal }): Promise<Paged<Loan>> =>
    callApi(LOAN_LIST, { page: pageParam }, { signal }),
  initialPageParam: 1,
  getNextPageParam: (lastPage: Paged<Loan>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
});

export function useLoanList() {
  return useInfiniteQuery(loanListQuery);
}
