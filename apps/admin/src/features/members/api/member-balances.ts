// members/balances: a member's ledger balances per currency (available, frozen, margin).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberBalances } from '@saham/contract/admin-ledger';
import type { ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type MemberBalances = ResponseOf<typeof memberBalances>;

export function fetchMemberBalances(id: number): Promise<MemberBalances> {
  return callStaff(memberBalances, { id });
}

export function memberBalancesQueryOptions(id: number) {
  return queryOptions({ queryKey: ['members', 'balances', id], queryFn: () => fetchMemberBalances(id) });
}

export function useMemberBalances(id: number) {
  return useQuery(memberBalancesQueryOptions(id));
}
