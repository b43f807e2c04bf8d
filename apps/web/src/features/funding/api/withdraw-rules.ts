// withdraw/rules: window, minimum and maximum per currency, credit threshold, settlement days.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawRules, withdrawRules } from '@saham/contract/withdraw';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

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
