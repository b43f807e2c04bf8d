// withdraw/rules, read here only for the credit-score minimum a withdrawal needs. Quiet: the credit
// score screen falls back to the site's default when the rules cannot be read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawRules, withdrawRules } from '@saham/contract/withdraw';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const WITHDRAW_RULES = callRef<typeof withdrawRules>('withdraw/rules');

export function fetchWithdrawRules(signal?: AbortSignal): Promise<WithdrawRules> {
  return callApi(WITHDRAW_RULES, {}, { signal });
}

export const withdrawRulesQuery = queryOptions({
  queryKey: ['identity', 'withdrawRules'] as const,
  queryFn: ({ signal }) => fetchWithdrawRules(signal),
  meta: { quietErrors: true },
  retry: false,
});

export function useWithdrawRules() {
  return useQuery(withdrawRulesQuery);
}
