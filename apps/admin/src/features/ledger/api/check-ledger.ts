// ledger/check: the ledger's invariants, entry and account counts, and house balances per currency.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkLedger, type LedgerCheck } from '@saham/contract/admin-ledger';
import { callStaff } from '../../../shared/api/staff-client.ts';

export function fetchLedgerCheck(): Promise<LedgerCheck> {
  return callStaff(checkLedger, {});
}

export function ledgerCheckQueryOptions() {
  return queryOptions({ queryKey: ['ledger', 'check'], queryFn: fetchLedgerCheck });
}

export function useLedgerCheck() {
  return useQuery(ledgerCheckQueryOptions());
}
