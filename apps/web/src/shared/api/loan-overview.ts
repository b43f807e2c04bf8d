// loan/overview: the member's credit score, loan limit, borrowed and remaining amounts, the products,
// and whether a loan under review or unpaid blocks withdrawals. Used by the loan screens and by the
// withdrawal screen's gate, so it lives here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoanOverview, loanOverview } from '@saham/contract/loans';
import { useSession } from '../storage/session.ts';
import { callApi } from './client.ts';
import { callRef } from './call-ref.ts';

export const LOAN_OVERVIEW = callRef<typeof loanOverview>('loan/overview');

export const loanOverviewQuery = queryOptions({
  queryKey: ['loan', 'overview'] as const,
  queryFn: ({ signal }): Promise<LoanOverview> => callApi(LOAN_OVERVIEW, {}, { signal }),
});

/** Members only: a visitor has no loans. */
export function useLoanOverview() {
  const session = useSession();
  return useQuery({ ...loanOverviewQuery, enabled: session !== null && !session.isGuest });
}
