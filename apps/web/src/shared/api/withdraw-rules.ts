// withdraw/rules: window, minimum and maximum per currency, credit threshold, settlement days. Read by
// the withdrawal screen and by the credit-score screen (for the score a withdrawal needs).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawRules, withdrawRules } from '@saham/contract/withdraw';
import { callApi } from './client.ts';
import { callRef } from './call-ref.ts';

export const WITHDRAW_RULES = callRef<typeof withdrawRules>('withdraw/rules');

export function fetchWithdrawRules(signal?: AbortSignal): Promise<WithdrawRules> {
  return callApi(WITHDRAW_RULES, {}, { signal });
}

export const withdrawRulesQuery = queryOptions({
  queryKey: ['withdraw', 'rules'] as const,
  queryFn: ({ signal }) => fetchWithdrawRules(signal),
});

export function useWithdrawRules(isEnabled: boolean) {
  return useQuery({ ...withdrawRulesQuery, enabled: isEnabled });
}

/**
 * Quiet, and tried once: for a screen that falls back to the site's default when the rules cannot be
 * read (credit score). Its own key, so its quietness never silences the withdrawal screen's query.
 */
export const quietWithdrawRulesQuery = queryOptions({
  queryKey: ['withdraw', 'rules', 'quiet'] as const,
  queryFn: ({ signal }) => fetchWithdrawRules(signal),
  meta: { quietErrors: true },
  retry: false,
});

export function useQuietWithdrawRules() {
  return useQuery(quietWithdrawRulesQuery);
}
